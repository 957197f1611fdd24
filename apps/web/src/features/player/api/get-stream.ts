import type { LiveProgrammeStreamResponse } from '@glotv/contracts/live';
import type { QualityChoice, Stream } from '@glotv/contracts/streams';
import { hashKey, queryOptions, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { operatorUid } from '../../../config/operator.ts';
import { api, isApiError } from '../../../lib/api-client.ts';
import { renewalDelayMs } from '../lib/address-renewal.ts';
import type { StreamTarget } from '../lib/stream-target.ts';
import { viewingOf } from '../lib/viewing-of.ts';

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
/** What the player asks of an address: a quality other than the saved one, and the viewing it continues. */
export interface AddressChoice {
  quality?: QualityChoice | undefined;
  viewing?: string | undefined;
}

export async function getStream(
  userId: string,
  target: PlayableTarget,
  signal?: AbortSignal,
  ahead = false,
  choice: AddressChoice = {},
): Promise<StreamAddress> {
  const query = new URLSearchParams();
  if (ahead && target.kind !== 'trailer') query.set('ahead', '1');
  const live = target.kind === 'channel' || target.kind === 'programme';
  if (choice.quality) query.set('quality', choice.quality);
  // Live bytes are not metered: only a movie's or an episode's viewing goes on.
  if (choice.viewing && !live) query.set('viewing', choice.viewing);
  const path = `${pathOf(userId, target)}${query.size > 0 ? `?${query}` : ''}`;
  const data = (await api.get<{ data: StreamAddress }>(path, { signal })).data;
  return { ...data, leased: !ahead && target.kind !== 'trailer' };
}

/** The start of every stream query's key: the user and the title (a quality of its own may follow). */
const titleKey = (userId: string, target: PlayableTarget) => ['player', 'stream', userId, target] as const;

export const streamQueryOptions = (
  userId: string,
  target: PlayableTarget,
  quality?: QualityChoice,
  choice: () => AddressChoice = () => ({}),
) =>
  queryOptions({
    // Without a quality of its own the key is the one an address asked ahead of Play is kept under.
    queryKey: quality ? [...titleKey(userId, target), quality] : titleKey(userId, target),
    queryFn: ({ signal }) => getStream(userId, target, signal, false, { ...choice(), quality }),
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

/**
 * The address, asked for only when `enabled` (entitled, inside Nigeria); at `quality` when the device plays at
 * another than the saved one (mobile data). A renewed address carries on counting into the same viewing.
 */
export function useStream(userId: string, target: PlayableTarget, enabled: boolean, quality?: QualityChoice) {
  const viewing = useRef<string | undefined>(undefined);
  const stream = useQuery({
    ...streamQueryOptions(userId, target, quality, () => ({ viewing: viewing.current })),
    enabled,
    // Another quality of the same title: the player plays on under the old address until the new one comes, and
    // then hands its picture over, instead of closing (and giving up its lease) for a moment.
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameTitle(previousQuery.queryKey, userId, target) ? previous : undefined,
  });
  if (stream.data) viewing.current = viewingOf(stream.data.url);
  return stream;
}

/** Whether a stream query's key is for this user and title, whatever its quality. */
function sameTitle(key: readonly unknown[], userId: string, target: PlayableTarget): boolean {
  const title = titleKey(userId, target);
  return hashKey(key.slice(0, title.length)) === hashKey(title);
}
