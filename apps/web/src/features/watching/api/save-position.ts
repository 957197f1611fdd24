import type { PositionUpdate, SavedPosition } from '@glotv/contracts/watching';
import { api } from '../../../lib/api-client.ts';
import { userBase } from './watching-paths.ts';

const positionsUrl = (userId: string) => `${userBase(userId)}/positions`;

/** While the page lives: an ordinary request, answered with what was saved. */
export async function savePosition(userId: string, update: PositionUpdate): Promise<SavedPosition> {
  return (await api.post<{ data: SavedPosition }>(positionsUrl(userId), update)).data;
}

/**
 * As the page goes away (tab closed, app switched): `sendBeacon` outlives the page. It carries the session
 * cookie and the page's Origin, never a token, and sends JSON as text/plain (no CORS preflight). Falls back to
 * a keepalive fetch.
 */
export function beaconPosition(userId: string, update: PositionUpdate): void {
  const url = positionsUrl(userId);
  const body = JSON.stringify(update);
  if (typeof navigator.sendBeacon === 'function') {
    if (navigator.sendBeacon(url, new Blob([body], { type: 'text/plain' }))) return;
  }
  fetch(url, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'text/plain' },
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}
