import type { Browser, Locator } from 'playwright-core';
import { startBaselineServer } from './load.ts';
import {
  desktop,
  devtools,
  firstFrameProbe,
  phone,
  type Viewer,
  viewerContext,
  waitInPage,
} from './playback-browser.ts';

/** Which HLS player the web app used: the browser's own, or hls.js over Media Source Extensions. */
export type PlayerEngine = 'native' | 'hls.js';

/** What is played: a movie from its detail page (Play Movie), or a live channel from the Live TV list. */
export type PlayTarget = { kind: 'movie'; movieId: number } | { kind: 'live'; channelName: string };

/** One request made after the click and finished by the first frame, times from the click. */
export interface FetchedByFirstFrame {
  path: string;
  startMs: number;
  endMs: number;
  bytes: number;
}

export interface FirstFrameRun {
  /** From the click (Play Movie, or the channel's row) to the first video frame, on the page's clock. */
  ms: number;
  /** Bytes on the wire (Resource Timing transferSize) of the requests made after the click and finished by then. */
  bytes: number;
  requests: number;
  by: string;
  engine: PlayerEngine;
  fetched: FetchedByFirstFrame[];
}

/** localStorage key the web player reads to choose its engine where the browser offers both. */
const engineStorageKey = 'glotv.playbackEngine';

/**
 * One press on Play in a fresh browser context (nothing cached but what the page before the player loaded),
 * on the shaped network, with the player engine `engine`: the movie's detail page (or the Live TV page) is
 * opened and left to settle, then Play Movie (or the channel's row) is clicked.
 */
export async function timeToFirstFrame(
  browser: Browser,
  baseUrl: string,
  viewer: Viewer,
  target: PlayTarget,
  engine: PlayerEngine,
): Promise<FirstFrameRun> {
  const context = await viewerContext(browser, baseUrl, viewer.email, phone);
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: firstFrameProbe });
    await page.addInitScript({
      content: `localStorage.setItem(${JSON.stringify(engineStorageKey)}, ${JSON.stringify(engine)});`,
    });
    await devtools(context, page, true);
    let play: Locator;
    if (target.kind === 'movie') {
      await page.goto(`/play/moviesdetailpage?movieID=${target.movieId}`);
      play = page.getByRole('link', { name: 'Play Movie' });
    } else {
      await page.goto('/play/channelspage');
      play = page.locator('a.channel-row', { hasText: target.channelName }).first();
    }
    await play.waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await play.click();
    await waitInPage(page, 'window.__playbackProbe.firstFrameAt !== null', 90_000);
    return (await page.evaluate(`(() => {
      const probe = window.__playbackProbe;
      const entries = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= probe.clickAt && entry.responseEnd <= probe.firstFrameAt);
      return {
        ms: probe.firstFrameAt - probe.clickAt,
        bytes: entries.reduce((sum, entry) => sum + entry.transferSize, 0),
        requests: entries.length,
        by: probe.by,
        engine: document.querySelector('video').src.startsWith('blob:') ? 'hls.js' : 'native',
        fetched: entries.map((entry) => ({
          path: new URL(entry.name).pathname.replace(new RegExp('^/media/s/[^/]+/[^/]+/'), '/media/s/…/'),
          startMs: Math.round(entry.startTime - probe.clickAt),
          endMs: Math.round(entry.responseEnd - probe.clickAt),
          bytes: entry.transferSize,
        })),
      };
    })()`)) as FirstFrameRun;
  } finally {
    await context.close();
  }
}

/**
 * What the shaped network alone needs for `bytes`: one request from a page to a bare `node:http` server
 * answering that many bytes, timed in the page like the player. The page itself is loaded unshaped.
 */
export async function networkAloneMs(browser: Browser, bytes: number): Promise<number> {
  const server = await startBaselineServer({
    status: 200,
    headers: { 'content-type': 'text/plain', 'cache-control': 'no-store' },
    body: Buffer.alloc(Math.max(1, Math.round(bytes)), 'x'),
  });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(server.url);
    await devtools(context, page, true);
    return (await page.evaluate(`(async () => {
      const started = performance.now();
      await (await fetch(location.href, { cache: 'no-store' })).arrayBuffer();
      return performance.now() - started;
    })()`)) as number;
  } finally {
    await context.close();
    await server.close();
  }
}

export interface QualityBytes {
  /** Bytes of the stream's responses (playlists, init segments, segments; not the poster), headers included. */
  bytes: number;
  /** Seconds of media the player had buffered when it stopped fetching. */
  bufferedSeconds: number;
  engine: PlayerEngine;
  /** Bytes per rendition folder the player fetched from, e.g. { higher: 4_800_000, data_saver: 91_000 }. */
  byRendition: Record<string, number>;
}

// Every video in the page plays at four times real time, so that a title is fetched in a quarter of its length.
const fastPlayback = `document.addEventListener('loadedmetadata', (event) => {
  if (event.target instanceof HTMLVideoElement) event.target.playbackRate = 4;
}, true);`;

const streamFile = /\/media\/s\/.*(?:\.m3u8|\/init\.mp4|\.m4s)$/;

/**
 * Plays the movie with the viewer's saved quality on an unshaped network, four times faster than real time,
 * and counts the stream bytes the player fetched (DevTools `Network.loadingFinished` encodedDataLength) until
 * it has buffered the whole title and has no request left open.
 */
export async function bytesAtQuality(
  browser: Browser,
  baseUrl: string,
  viewer: Viewer,
  movieId: number,
): Promise<QualityBytes> {
  const context = await viewerContext(browser, baseUrl, viewer.email, desktop);
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: fastPlayback });
    const session = await devtools(context, page, false);
    const urls = new Map<string, string>();
    const byRendition: Record<string, number> = {};
    let bytes = 0;
    session.on('Network.requestWillBeSent', (event) => {
      if (streamFile.test(event.request.url.split('?')[0] ?? ''))
        urls.set(event.requestId, event.request.url);
    });
    session.on('Network.loadingFinished', (event) => {
      const url = urls.get(event.requestId);
      if (!url) return;
      urls.delete(event.requestId);
      bytes += event.encodedDataLength;
      const rendition = /\/(data_saver|standard|high|higher|best)\//.exec(url)?.[1] ?? 'master';
      byRendition[rendition] = (byRendition[rendition] ?? 0) + event.encodedDataLength;
    });
    session.on('Network.loadingFailed', (event) => {
      urls.delete(event.requestId);
    });
    await page.goto(`/play/moviestreampage?movieID=${movieId}`);
    await waitInPage(
      page,
      `(() => {
        const video = document.querySelector('video');
        if (!video || !(video.duration > 0) || video.buffered.length === 0) return false;
        return video.buffered.end(video.buffered.length - 1) >= video.duration - 0.5;
      })()`,
      90_000,
    );
    for (let waited = 0; urls.size > 0 && waited < 10_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const state = (await page.evaluate(`(() => {
      const video = document.querySelector('video');
      let buffered = 0;
      for (let index = 0; index < video.buffered.length; index++) {
        buffered += video.buffered.end(index) - video.buffered.start(index);
      }
      return {
        bufferedSeconds: buffered,
        engine: video.src.startsWith('blob:') ? 'hls.js' : 'native',
      };
    })()`)) as Pick<QualityBytes, 'bufferedSeconds' | 'engine'>;
    return { bytes, byRendition, ...state };
  } finally {
    await context.close();
  }
}
