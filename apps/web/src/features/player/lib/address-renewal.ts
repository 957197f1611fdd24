/**
 * Signed stream addresses are short-lived (`/media/s/<sig>/<expires>/<grant>/…`, `/live/s/…` alike): the
 * player asks for a fresh one before each runs out and sends every later request under the newest grant,
 * so playback goes on while signing out or losing the package ends it soon.
 */

/** How long before an address expires the player asks for the next one. */
export const RENEW_BEFORE_MS = 2 * 60_000;
const MIN_DELAY_MS = 5_000;

/** When to ask for a fresh address: shortly before `expiresAt`, earlier for a short-lived one. */
export function renewalDelayMs(expiresAt: string, now: number = Date.now()): number {
  const remaining = Date.parse(expiresAt) - now;
  if (!Number.isFinite(remaining)) return MIN_DELAY_MS;
  return Math.max(MIN_DELAY_MS, remaining - Math.min(RENEW_BEFORE_MS, remaining / 2));
}

/** `<origin>/<media|live>/s/` `<sig>` `<expires>` `<grant>` `[/<file>]` */
const SIGNED = /^(.*?\/(media|live)\/s\/)([^/]+)\/([^/]+)\/([^/]+)(\/.*)?$/;

/**
 * What an address grants, without its signature and expiry (`media:<asset>~<cap>`): a renewal keeps it, a
 * quality change does not. Null for an address of another shape.
 */
export function grantNameOf(url: string): string | null {
  const match = SIGNED.exec(url);
  return match ? `${match[2]}:${match[5]}` : null;
}

/**
 * `requestUrl` (a playlist or segment under some grant) under the signature and expiry of `newestUrl`, when
 * both name the same grant; any other URL (another asset's segments in a live playlist) as it is.
 */
export function withNewestGrant(requestUrl: string, newestUrl: string): string {
  const request = SIGNED.exec(requestUrl);
  const newest = SIGNED.exec(newestUrl);
  if (!request || !newest || request[2] !== newest[2] || request[5] !== newest[5]) return requestUrl;
  return `${request[1]}${newest[3]}/${newest[4]}/${request[5]}${request[6] ?? ''}`;
}
