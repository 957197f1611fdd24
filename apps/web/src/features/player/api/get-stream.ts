import type { Stream } from '@glotv/contracts/streams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorUid } from '../../../config/operator.ts';
import { api, isApiError } from '../../../lib/api-client.ts';
import type { StreamTarget } from '../lib/stream-target.ts';

/** A signed, expiring master playlist; live channels have no poster or length. */
export type StreamAddress = Pick<Stream, 'url' | 'expires_at'> &
  Partial<Pick<Stream, 'poster_url' | 'duration'>>;

export type PlayableTarget = Exclude<StreamTarget, { kind: 'seriesTrailer' }>;

function pathOf(userId: string, target: PlayableTarget): string {
  const user = `/api/client/v1/${operatorUid}/users/${encodeURIComponent(userId)}`;
  switch (target.kind) {
    case 'trailer':
      return `${user}/vod/trailers/movies/${target.movieId}`;
    case 'movie':
      return `${user}/vod/movies/${target.movieId}`;
    case 'episode':
      return `${user}/vod/episodes/${target.episodeId}`;
    case 'channel':
      return `${user}/live/channels/${encodeURIComponent(target.uid)}`;
  }
}

export async function getStream(userId: string, target: PlayableTarget, signal?: AbortSignal) {
  return (await api.get<{ data: StreamAddress }>(pathOf(userId, target), { signal })).data;
}

export const streamQueryOptions = (userId: string, target: PlayableTarget) =>
  queryOptions({
    queryKey: ['player', 'stream', userId, target],
    queryFn: ({ signal }) => getStream(userId, target, signal),
    // An address is signed for a while: asked for once per visit, again only when the quality changes.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    // A refusal (4xx) is an answer, not a hiccup.
    retry: (failures, error) => failures < 2 && !(isApiError(error) && error.status < 500),
  });

/** The address, asked for only when `enabled` (entitled, inside Nigeria). */
export function useStream(userId: string, target: PlayableTarget, enabled: boolean) {
  return useQuery({ ...streamQueryOptions(userId, target), enabled });
}
