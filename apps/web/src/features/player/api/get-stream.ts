import type { LiveProgrammeStreamResponse } from '@glotv/contracts/live';
import type { Stream } from '@glotv/contracts/streams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorUid } from '../../../config/operator.ts';
import { api, isApiError } from '../../../lib/api-client.ts';
import { renewalDelayMs } from '../lib/address-renewal.ts';
import type { StreamTarget } from '../lib/stream-target.ts';

/**
 * A signed, expiring master playlist; live channels have no poster or length. A programme's address says
 * whether it still airs (`start_over`) or has ended (`catch_up`).
 */
export type StreamAddress = Pick<Stream, 'url' | 'expires_at'> &
  Partial<Pick<Stream, 'poster_url' | 'duration'>> &
  Partial<Pick<LiveProgrammeStreamResponse['data'], 'kind'>> & {
    /** Whether asking for it took this device's stream lease (false when asked ahead of Play). */
    leased?: boolean;
  };

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
    case 'programme':
      return `${user}/live/channels/${encodeURIComponent(target.uid)}/programmes/${target.programmeId}`;
  }
}

/**
 * The address of `target`. Asking for it takes this device's stream lease, unless `ahead` (before Play: the
 * player takes the lease when it starts).
 */
export async function getStream(
  userId: string,
  target: PlayableTarget,
  signal?: AbortSignal,
  ahead = false,
): Promise<StreamAddress> {
  const path = `${pathOf(userId, target)}${ahead && target.kind !== 'trailer' ? '?ahead=1' : ''}`;
  const data = (await api.get<{ data: StreamAddress }>(path, { signal })).data;
  return { ...data, leased: !ahead && target.kind !== 'trailer' };
}

export const streamQueryOptions = (userId: string, target: PlayableTarget) =>
  queryOptions({
    queryKey: ['player', 'stream', userId, target],
    queryFn: ({ signal }) => getStream(userId, target, signal),
    // An address is signed for minutes: asked for once per visit, again when the quality changes and, while
    // the player is open (even in a background tab), shortly before it expires. The player carries on with
    // the fresh one; a refusal then (signed out, package over) ends playback with its prompt.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchInterval: (query) => (query.state.data ? renewalDelayMs(query.state.data.expires_at) : false),
    refetchIntervalInBackground: true,
    // A refusal (4xx) is an answer, not a hiccup.
    retry: (failures, error) => failures < 2 && !(isApiError(error) && error.status < 500),
  });

/** The address, asked for only when `enabled` (entitled, inside Nigeria). */
export function useStream(userId: string, target: PlayableTarget, enabled: boolean) {
  return useQuery({ ...streamQueryOptions(userId, target), enabled });
}
