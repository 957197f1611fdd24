/** The server's non-secret marker that a session may exist; without it, asking for the session can only fail. */
const SIGNED_IN_MARKER = 'glotv_signed_in=1';

export function hasSignedInMarker(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim() === SIGNED_IN_MARKER);
}
