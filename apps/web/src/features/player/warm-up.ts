// Getting a player ready before Play is pressed, for the pages Play is pressed on. This module is light: it
// brings no player and no hls.js, only the page chunks and hls.js's (fetched on idle) and the stream address.
import type { QueryClient } from '@tanstack/react-query';
import { getStream, type PlayableTarget, type StreamAddress, streamQueryOptions } from './api/get-stream.ts';
import { preloadPlaybackEngine } from './hooks/load-hls.ts';
import { firstRenditionUrl, fullAddress, initSegmentUrl } from './lib/start-files.ts';

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
    .then((address) => textOf(absolute(address.url)))
    .catch(() => undefined);
}

/**
 * The movie's address as `prefetchStreamAddress` asks for it, then the small files playback starts with: the
 * master playlist, its first (lowest) rendition's playlist and init segment, about 3 kB, into the HTTP cache
 * (the media server lets the browser keep them), so that after the click only the first segment is fetched;
 * then the poster the player shows until the first frame, which would otherwise share the slow link with
 * that segment.
 */
export function prefetchMovieStart(queryClient: QueryClient, userId: string, movieId: number) {
  void queryClient
    .fetchQuery(aheadOfPlay(userId, { kind: 'movie', movieId }))
    .then(async (address) => {
      await fetchStartFiles(address.url);
      await fetchPoster(address);
    })
    .catch(() => undefined);
}

async function fetchPoster(address: StreamAddress) {
  if (address.poster_url)
    await (await fetch(absolute(address.poster_url), { priority: 'low' })).arrayBuffer();
}

const absolute = (address: string) => fullAddress(address, document.baseURI);

async function fetchStartFiles(address: string) {
  const masterUrl = absolute(address);
  const rendition = firstRenditionUrl(await textOf(masterUrl), masterUrl);
  if (!rendition) return;
  const init = initSegmentUrl(await textOf(rendition), rendition);
  if (init) await (await fetch(init, { priority: 'low' })).arrayBuffer();
}

async function textOf(url: string): Promise<string> {
  const response = await fetch(url, { priority: 'low' });
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
