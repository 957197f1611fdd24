// Getting a player ready before Play is pressed, for the pages Play is pressed on. This module is light: it
// brings no player and no hls.js, only the page chunks and hls.js's (fetched on idle) and the stream address.
import type { QueryClient } from '@tanstack/react-query';
import { getStream, type PlayableTarget, type StreamAddress, streamQueryOptions } from './api/get-stream.ts';
import { preferencesQueryOptions } from './api/preferences.ts';
import { preloadPlaybackEngine } from './hooks/load-hls.ts';
import {
  firstRenditionUrl,
  firstSegmentUrl,
  fullAddress,
  initSegmentUrl,
  liveStartFiles,
} from './lib/start-files.ts';

/** How long an address asked for ahead of Play is kept for it: well inside its 15 minutes. */
const aheadOfPlayMs = 5 * 60_000;

/**
 * The player's address query, asked ahead of Play: it takes no stream lease (browsing holds no place among the
 * devices that may play at once); the player takes it when it starts.
 */
const aheadOfPlay = (userId: string, target: PlayableTarget) => ({
  ...streamQueryOptions(userId, target),
  queryFn: ({ signal }: { signal: AbortSignal }) => getStream(userId, target, signal, true),
  gcTime: aheadOfPlayMs,
});

/**
 * Asks for the stream address of `target` now, so that pressing Play starts with the master playlist. Only
 * for a subscriber who may play it (entitled, inside Nigeria): the player would ask for it anyway.
 */
export function prefetchStreamAddress(queryClient: QueryClient, userId: string, target: PlayableTarget) {
  void queryClient.prefetchQuery(aheadOfPlay(userId, target));
}

/**
 * A live channel's address as `prefetchStreamAddress` asks for it, then its master playlist, which the server
 * lets the browser keep a minute (its rendition playlists change every slot and are not fetched ahead).
 */
export function prefetchChannelStart(queryClient: QueryClient, userId: string, uid: string) {
  void queryClient
    .fetchQuery(aheadOfPlay(userId, channelStreamTarget(uid)))
    .then(async (address) => {
      const masterUrl = absolute(address.url);
      keep(liveMasters, masterUrl, await textOf(masterUrl));
    })
    .catch(() => undefined);
}

/**
 * Live master playlists read ahead of Play, by address: Play then finds the rendition to start with without
 * waiting, not even for the HTTP cache, while the click's own work (the player's page) holds the main thread.
 */
const liveMasters = new Map<string, string>();
/** A movie's first segment of its lowest rendition, by master address, read ahead of Play (`startMovieOnPress`). */
const movieFirstSegments = new Map<string, string>();
const addressesKept = 16;

function keep(kept: Map<string, string>, key: string, value: string) {
  kept.delete(key);
  kept.set(key, value);
  const oldest = kept.keys().next().value;
  if (kept.size > addressesKept && oldest !== undefined) kept.delete(oldest);
}

/**
 * The saved quality, asked for once the page has settled: the player reads it when it starts, and Play on a live
 * channel needs it to know which files that player will ask for first (`startLiveOnPress`).
 */
export function prefetchQualityChoice(queryClient: QueryClient, userId: string) {
  void queryClient.prefetchQuery(preferencesQueryOptions(userId));
}

/** Whether the saved quality is known to be Auto: both players then start on the lowest rendition. */
const knownToBeAuto = (queryClient: QueryClient, userId: string) =>
  queryClient.getQueryData(preferencesQueryOptions(userId).queryKey)?.quality === 'auto';

/**
 * Play pressed on a live channel, before its player's page has rendered: for a viewer on Auto, whom both
 * players start on the lowest rendition, that rendition's playlist (the browser keeps it until its slot ends),
 * then the init and the segment the player starts at, three segments behind the newest (`liveStartFiles`).
 * They are on the way while the page renders and the player reads its master; the player finds them in the
 * HTTP cache, or joins them in flight. Nothing when the saved choice is another quality or not yet known.
 */
export function startLiveOnPress(queryClient: QueryClient, userId: string, uid: string) {
  if (!knownToBeAuto(queryClient, userId)) return;
  const target = aheadOfPlay(userId, channelStreamTarget(uid));
  const known = queryClient.getQueryData(target.queryKey);
  const knownMaster = known && liveMasters.get(absolute(known.url));
  // Read ahead of Play (the usual case): the rendition's playlist is asked for before this click's task ends.
  if (known && knownMaster) {
    void fetchLiveStart(firstRenditionUrl(knownMaster, absolute(known.url))).catch(() => undefined);
    return;
  }
  void queryClient
    .fetchQuery(target)
    .then(async (address) => {
      const masterUrl = absolute(address.url);
      await fetchLiveStart(firstRenditionUrl(await textOf(masterUrl, 'high'), masterUrl));
    })
    .catch(() => undefined);
}

async function fetchLiveStart(rendition: string | null) {
  if (!rendition) return;
  const response = await fetch(rendition, { priority: 'high' });
  if (!response.ok) return;
  const files = liveStartFiles(await response.text(), rendition);
  if (!files) return;
  // A playlist kept under a second (its slot ends within one) is likely not the one the player reads: it would
  // start a segment later, and this one would be spent for nothing.
  const starts = [files.init, keptASecondOrMore(response) ? files.segment : null];
  await Promise.all(starts.map((url) => url && fetchBody(url, 'high')));
}

const keptASecondOrMore = (response: Response) =>
  Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1] ?? 0) >= 1;

/**
 * The movie's address as `prefetchStreamAddress` asks for it, then the small files playback starts with: the
 * master playlist, its first (lowest) rendition's playlist and init segment, about 3 kB, into the HTTP cache
 * (the media server lets the browser keep them), so that after the click only the first segment is fetched;
 * then the poster the player shows until the first frame, which would otherwise share the slow link with
 * that segment.
 */
export function prefetchMovieStart(queryClient: QueryClient, userId: string, movieId: number) {
  prefetchQualityChoice(queryClient, userId);
  void queryClient
    .fetchQuery(aheadOfPlay(userId, { kind: 'movie', movieId }))
    .then(async (address) => {
      await fetchStartFiles(address.url);
      await fetchPoster(address);
    })
    .catch(() => undefined);
}

async function fetchPoster(address: StreamAddress) {
  if (address.poster_url) await fetchBody(absolute(address.poster_url), 'low');
}

const absolute = (address: string) => fullAddress(address, document.baseURI);

async function fetchStartFiles(address: string) {
  const masterUrl = absolute(address);
  const rendition = firstRenditionUrl(await textOf(masterUrl), masterUrl);
  if (!rendition) return;
  const playlist = await textOf(rendition);
  const first = firstSegmentUrl(playlist, rendition);
  if (first) keep(movieFirstSegments, masterUrl, first);
  const init = initSegmentUrl(playlist, rendition);
  if (init) await fetchBody(init, 'low');
}

/**
 * Play Movie pressed, for a movie played from its beginning by a viewer on Auto: the first segment of the
 * lowest rendition, where both players start, is asked for in the click's own task, while the player's page
 * renders and the player reads its playlists; the player finds it in the HTTP cache, or joins it in flight.
 * Nothing unless the movie's start files were read ahead of Play and the saved choice is known to be Auto.
 */
export function startMovieOnPress(queryClient: QueryClient, userId: string, movieId: number) {
  if (!knownToBeAuto(queryClient, userId)) return;
  const address = queryClient.getQueryData(aheadOfPlay(userId, { kind: 'movie', movieId }).queryKey);
  const first = address && movieFirstSegments.get(absolute(address.url));
  if (!first) return;
  void fetchBody(first, 'high').catch(() => undefined);
}

/** `url` read to its end, into the HTTP cache, where the player finds it. */
async function fetchBody(url: string, priority: RequestPriority): Promise<void> {
  await (await fetch(url, { priority })).arrayBuffer();
}

async function textOf(url: string, priority: RequestPriority = 'low'): Promise<string> {
  const response = await fetch(url, { priority });
  if (!response.ok) throw new Error(`${response.status} for a start file`);
  return response.text();
}

/** What the live player asks the address of, for the channel `uid` (the same query as the player's). */
export const channelStreamTarget = (uid: string): PlayableTarget => ({
  kind: 'channel',
  uid,
  name: null,
  id: null,
  purchased: null,
});

/** The movie player page's chunk, the same the route loads. */
export const loadMovieStreamPage = () => import('./components/movie-stream-page.tsx');

/**
 * hls.js, where it will play, for a page whose Play starts a stream the subscriber may play: on a slow link
 * its 100 kB are half a second that would otherwise come after the click, before the first playlist.
 */
export const loadPlaybackEngine = preloadPlaybackEngine;

/** Runs `load` once the page has nothing more urgent to do (its own images and requests first). */
export function whenIdle(load: () => Promise<unknown>): () => void {
  const run = () => void load().catch(() => undefined);
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 1000);
  return () => clearTimeout(timer);
}
