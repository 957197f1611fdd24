// Getting a player ready before Play is pressed, for the pages Play is pressed on. This module is light: it
// brings no player and no hls.js, only the page chunks and hls.js's (fetched on idle) and the stream address.
import { LIVE_SLOT_HEADER } from '@glotv/contracts/live-slot';
import type { QueryClient } from '@tanstack/react-query';
import { getStream, type PlayableTarget, type StreamAddress, streamQueryOptions } from './api/get-stream.ts';
import { preferencesQueryOptions } from './api/preferences.ts';
import { preloadPlaybackEngine } from './hooks/load-hls.ts';
import { type SlotEnd, slotEndOf, slotsLaterBetween } from './lib/live-slots.ts';
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
 * lets the browser keep a minute; for a viewer on Auto, then the playlist of the rendition both players start
 * on, with when its slot ends (`readAheadLivePlaylist`).
 */
export function prefetchChannelStart(queryClient: QueryClient, userId: string, uid: string) {
  void queryClient
    .fetchQuery(aheadOfPlay(userId, channelStreamTarget(uid)))
    .then(async (address) => {
      const masterUrl = absolute(address.url);
      const master = await textOf(masterUrl);
      keep(liveMasters, masterUrl, master);
      const rendition = firstRenditionUrl(master, masterUrl);
      const { quality } = await queryClient.ensureQueryData(preferencesQueryOptions(userId));
      if (rendition && quality === 'auto') await readAheadLivePlaylist(rendition);
    })
    .catch(() => undefined);
}

/** A live rendition playlist read ahead of Play, and when the slot it was made in ends (page clock). */
interface LivePlaylistAhead {
  text: string;
  answeredAt: number;
  /** Null for a playlist that names no slot (a relay's): read no more often, and never placed from. */
  slotEnd: SlotEnd | null;
}

/**
 * Live rendition playlists read ahead of Play, by address: its window lists the segment a player starts at for
 * two slots more, so a press within them asks for that segment at once, without the playlist's round trip.
 */
const livePlaylistsAhead = new Map<string, LivePlaylistAhead>();

/** A playlist read ahead is read again by a warm-up once this old, so that a press finds one it can still place. */
const readAgainAfterMs = 4000;

async function readAheadLivePlaylist(rendition: string) {
  const ahead = livePlaylistsAhead.get(rendition);
  if (ahead && performance.now() - ahead.answeredAt < readAgainAfterMs) return;
  const askedAt = performance.now();
  const response = await fetch(rendition, { priority: 'low' });
  const answeredAt = performance.now();
  if (!response.ok) return;
  const slotEnd = slotEndOf(response.headers.get(LIVE_SLOT_HEADER), askedAt, answeredAt);
  keep(livePlaylistsAhead, rendition, { text: await response.text(), answeredAt, slotEnd });
}

/**
 * Between the press and this long after it, both players read the playlist they start with (the page's own, or
 * the player's after its page has rendered), as measured on a slow phone link.
 */
const playerReadsWithinMs = 700;

/** The start files of `rendition` for a player reading its playlist soon after now, known from one read ahead. */
function startFilesAhead(rendition: string) {
  const ahead = livePlaylistsAhead.get(rendition);
  if (!ahead?.slotEnd) return null;
  const now = performance.now();
  const slotsLater = slotsLaterBetween(ahead.slotEnd, now, now + playerReadsWithinMs);
  return slotsLater === null ? null : liveStartFiles(ahead.text, rendition, slotsLater);
}

/**
 * Live master playlists read ahead of Play, by address: Play then finds the rendition to start with without
 * waiting, not even for the HTTP cache, while the click's own work (the player's page) holds the main thread.
 */
const liveMasters = new Map<string, string>();
/** A title's first segment of its lowest rendition, by master address, read ahead of Play (`startTitleOnPress`). */
const titleFirstSegments = new Map<string, string>();
const addressesKept = 16;

function keep<Value>(kept: Map<string, Value>, key: string, value: Value) {
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
 * players start on the lowest rendition, the init and the segment the player starts at, three segments behind
 * the newest (`liveStartFiles`). Where that rendition's playlist was read ahead of Play, its window already
 * names them and they are asked for in the click's own task; else they follow the playlist, which the browser
 * keeps until its slot ends. They are on the way while the page renders and the player reads its master; the
 * player finds them in the HTTP cache, or joins them in flight. Nothing when the saved choice is another
 * quality or not yet known.
 */
export function startLiveOnPress(queryClient: QueryClient, userId: string, uid: string) {
  if (!knownToBeAuto(queryClient, userId)) return;
  const target = aheadOfPlay(userId, channelStreamTarget(uid));
  const known = queryClient.getQueryData(target.queryKey);
  const knownMaster = known && liveMasters.get(absolute(known.url));
  // Read ahead of Play (the usual case): the rendition's playlist is asked for before this click's task ends.
  if (known && knownMaster) {
    const rendition = firstRenditionUrl(knownMaster, absolute(known.url));
    const ahead = rendition && startFilesAhead(rendition);
    const started = ahead ? fetchLiveStartFiles(ahead) : null;
    void fetchLiveStart(rendition, started).catch(() => undefined);
    return;
  }
  void queryClient
    .fetchQuery(target)
    .then(async (address) => {
      const masterUrl = absolute(address.url);
      await fetchLiveStart(firstRenditionUrl(await textOf(masterUrl, 'high'), masterUrl), null);
    })
    .catch(() => undefined);
}

type LiveStartFiles = NonNullable<ReturnType<typeof liveStartFiles>>;

/** Live start files asked for, which a later look at the playlist may find to be the wrong ones and stop. */
interface LiveStartFetch {
  files: LiveStartFiles;
  abort: AbortController;
}

/**
 * The init and the start segment, into the HTTP cache, where the player finds them or joins them in flight.
 * Chromium's own HLS first reads a block of the oldest segment listed, to learn its container: that read is
 * left to it, as a block asked for here is still coming when a quick player reads it, and is then read twice
 * (decision 028).
 */
function fetchLiveStartFiles(files: LiveStartFiles): LiveStartFetch {
  const abort = new AbortController();
  for (const url of [files.init, files.segment]) {
    if (url) void fetchBody(url, 'high', abort.signal).catch(() => undefined);
  }
  return { files, abort };
}

/**
 * The rendition's playlist, then the start files it names unless `started` already asked for them. A playlist
 * kept a second or more is the one the player reads: start files `started` from a playlist read ahead that it
 * does not name (a slot ended sooner than placed) are stopped for those it names.
 */
async function fetchLiveStart(rendition: string | null, started: LiveStartFetch | null) {
  if (!rendition) return;
  const response = await fetch(rendition, { priority: 'high' });
  if (!response.ok) return;
  const files = liveStartFiles(await response.text(), rendition);
  // A playlist kept under a second (its slot ends within one) is likely not the one the player reads: it would
  // start a segment later, and this one would be spent for nothing.
  if (!files || !keptASecondOrMore(response)) {
    if (!started && files?.init) await fetchBody(files.init, 'high');
    return;
  }
  if (started?.files.segment === files.segment) return;
  started?.abort.abort();
  fetchLiveStartFiles(files);
}

const keptASecondOrMore = (response: Response) =>
  Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1] ?? 0) >= 1;

/** A title played from a file: a movie, or an episode of a series. */
export type TitleTarget = Extract<PlayableTarget, { kind: 'movie' } | { kind: 'episode' }>;

/**
 * The title's address as `prefetchStreamAddress` asks for it, then the small files playback starts with: the
 * master playlist, its first (lowest) rendition's playlist and init segment, about 3 kB, into the HTTP cache
 * (the media server lets the browser keep them), so that after the click only the first segment is fetched;
 * then the poster the player shows until the first frame, which would otherwise share the slow link with
 * that segment.
 */
export function prefetchTitleStart(queryClient: QueryClient, userId: string, target: TitleTarget) {
  prefetchQualityChoice(queryClient, userId);
  void queryClient
    .fetchQuery(aheadOfPlay(userId, target))
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
  if (first) keep(titleFirstSegments, masterUrl, first);
  const init = initSegmentUrl(playlist, rendition);
  if (init) await fetchBody(init, 'low');
}

/**
 * Play pressed on a title played from its beginning by a viewer on Auto: the first segment of the lowest
 * rendition, where both players start, is asked for in the click's own task, while the player's page renders
 * and the player reads its playlists; the player finds it in the HTTP cache, or joins it in flight. Nothing
 * unless the title's start files were read ahead of Play and the saved choice is known to be Auto.
 */
export function startTitleOnPress(queryClient: QueryClient, userId: string, target: TitleTarget) {
  if (!knownToBeAuto(queryClient, userId)) return;
  const address = queryClient.getQueryData(aheadOfPlay(userId, target).queryKey);
  const first = address && titleFirstSegments.get(absolute(address.url));
  if (!first) return;
  void fetchBody(first, 'high').catch(() => undefined);
}

/** `url` read to its end, into the HTTP cache, where the player finds it. */
async function fetchBody(url: string, priority: RequestPriority, signal?: AbortSignal): Promise<void> {
  await (await fetch(url, { priority, signal })).arrayBuffer();
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
/** The episode player page's chunk, the same the route loads. */
export const loadEpisodeStreamPage = () => import('./components/episode-stream-page.tsx');

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
