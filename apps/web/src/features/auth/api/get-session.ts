import type { Me } from '@glotv/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError, NetworkError } from '../../../lib/api-client.ts';
import { hasSignedInMarker } from '../lib/signed-in-marker.ts';
import { refreshSession } from './refresh-session.ts';
import { sessionQueryKey } from './session-query-key.ts';

const mePath = '/api/client/v1/global/me';

async function fetchMe(): Promise<Me | null> {
  try {
    return (await api.get<{ data: Me }>(mePath)).data;
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

/**
 * Who is signed in, or null. The session rides on httpOnly cookies the script cannot read, so it asks the
 * server; when the access cookie has expired but the refresh cookie has not, one refresh brings it back.
 * Without the server's signed-in marker there is no session to ask about, so nothing is requested.
 */
export async function getSession(): Promise<Me | null> {
  if (!hasSignedInMarker(document.cookie)) return null;
  const me = await fetchMe();
  if (me) return me;
  try {
    await refreshSession();
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
  return fetchMe();
}

export type Session =
  | { status: 'pending' }
  | { status: 'signedIn'; user: Me }
  | { status: 'signedOut' }
  /** The server could not be reached (offline, API down): nobody knows yet whether the visitor is signed in. */
  | { status: 'unreachable'; error: NetworkError };

export function useSession(): Session {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: getSession,
    // Changes only through sign-in, refresh and logout, which update it themselves.
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failures, error) => failures < 2 && error instanceof NetworkError,
  });
  if (query.isPending) return { status: 'pending' };
  if (query.data === undefined && query.error instanceof NetworkError)
    return { status: 'unreachable', error: query.error };
  return query.data ? { status: 'signedIn', user: query.data } : { status: 'signedOut' };
}
