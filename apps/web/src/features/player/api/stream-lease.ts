import type { LeaseTarget, Playing } from '@glotv/contracts/stream-leases';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { operatorUid } from '../../../config/operator.ts';
import { api } from '../../../lib/api-client.ts';
import { type Language, useCurrentLanguage } from '../../../lib/i18n.ts';
import type { PlayableTarget } from './get-stream.ts';

const streamsPath = (userId: string) =>
  `/api/client/v1/${operatorUid}/users/${encodeURIComponent(userId)}/streams`;

/** What a player's lease is for; trailers take none. */
export function leaseTargetOf(target: PlayableTarget): LeaseTarget | null {
  switch (target.kind) {
    case 'movie':
      return { kind: 'movie', id: String(target.movieId) };
    case 'episode':
      return { kind: 'episode', id: String(target.episodeId) };
    case 'channel':
    case 'programme':
      return { kind: 'channel', id: target.uid };
    case 'trailer':
      return null;
  }
}

/** Takes (`start`) or renews this device's lease; answers when to renew it, in ms. */
export async function renewLease(userId: string, target: LeaseTarget, start: boolean): Promise<number> {
  const answer = await api.put<{ data: { renew_in: number } }>(`${streamsPath(userId)}/lease`, {
    ...target,
    start,
  });
  return answer.data.renew_in * 1000;
}

/**
 * Frees this device's place on leaving: `sendBeacon` survives the page going away (JSON as text/plain needs no
 * preflight); a keepalive fetch where it is missing.
 */
export function releaseLease(userId: string, target: LeaseTarget): void {
  const url = `${streamsPath(userId)}/lease/release`;
  const body = JSON.stringify(target);
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

export const playingQueryOptions = (userId: string, translation: Language) =>
  queryOptions({
    queryKey: ['player', 'playing', userId, translation],
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: Playing }>(`${streamsPath(userId)}/playing?translation=${translation}`, {
          signal,
        })
      ).data,
    staleTime: 0,
    gcTime: 0,
  });

/** What plays on the subscriber's devices now, titles in the interface's language. */
export function usePlaying(userId: string) {
  return useQuery(playingQueryOptions(userId, useCurrentLanguage()));
}

/** Stops the stream of one of the subscriber's devices (`id` from the list of what plays). */
export function useStopPlaying(userId: string) {
  return useMutation({
    mutationFn: (holder: string) =>
      api.delete<{ status: 'ok' }>(`${streamsPath(userId)}/playing/${encodeURIComponent(holder)}`),
  });
}
