import fs from 'node:fs';
import path from 'node:path';
import { STREAM_LIMIT_MAX } from '@glotv/contracts/console-settings';
import type { Browser } from 'playwright-core';
import { busiestAsset, startPortalWithDemoMedia } from './support/media-portal.ts';
import {
  desktop,
  launchPlaybackBrowser,
  prepareViewer,
  shapedNetwork,
  type Viewer,
  viewerContext,
} from './support/playback-browser.ts';
import {
  bytesAtQuality,
  type FetchedByFirstFrame,
  type FirstFrameRun,
  networkAloneMs,
  type PlayerEngine,
  type PlayTarget,
  type QualityBytes,
  timeToFirstFrame,
} from './support/playback-measures.ts';
import { type BenchSection, kilobytes, markdownTable, median, ratio } from './support/section.ts';
import {
  atTenTimesCatalog,
  catalogLabel,
  growToTenTimesCatalog,
  tenTimesNote,
} from './support/ten-times-catalog.ts';
import { ensureWebBuild } from './support/web-build.ts';

const runs = 5;

/** What each fixed quality is meant to cost, video and audio together (the targets of `quality-ladder.ts` in the media feature). */
const designTargets = [
  { quality: 'data_saver', label: 'Data Saver', kbps: 250, bound: '≤' },
  { quality: 'standard', label: 'Standard', kbps: 600, bound: '~' },
  { quality: 'high', label: 'High', kbps: 1000, bound: '~' },
  { quality: 'higher', label: 'Higher', kbps: 2000, bound: '~' },
  { quality: 'best', label: 'Best', kbps: 4000, bound: '~' },
] as const;

/** Both ways the web player plays HLS in Chromium, each chosen through the player's engine setting. */
const engines: readonly PlayerEngine[] = ['native', 'hls.js'];

export interface FirstFrameResult {
  target: PlayTarget['kind'];
  /** The engine asked for; each run says which one played. */
  engine: PlayerEngine;
  runs: FirstFrameRun[];
  medianMs: number;
  medianBytes: number;
  /** One request of `medianBytes` over the same shaped network (median of three). */
  networkAloneMs: number;
}

export interface QualityResult extends Partial<QualityBytes> {
  quality: string;
  targetKbps: number;
  /** Undefined when the demo asset has no rendition at this quality. */
  kbps?: number;
  megabytesPerMinute?: number;
}

/** A movie of the demo catalog that plays `assetId` (the busiest demo asset). */
async function movieOf(browser: Browser, baseUrl: string, viewer: Viewer, assetId: string): Promise<number> {
  const context = await viewerContext(browser, baseUrl, viewer.email, desktop);
  try {
    const content = (await (
      await context.request.get('/api/client/v1/glotv/categories/vod/content')
    ).json()) as { data: { content: { id: number; type: string }[] }[] };
    const movieIds = [
      ...new Set(
        content.data
          .flatMap((category) => category.content)
          .filter((item) => item.type === 'movie')
          .map((item) => item.id),
      ),
    ].slice(0, 40);
    for (const movieId of movieIds) {
      const response = await context.request.get(
        `/api/client/v1/glotv/users/${viewer.userId}/vod/movies/${movieId}`,
      );
      if (!response.ok()) continue;
      const { url } = ((await response.json()) as { data: { url: string } }).data;
      if (url.includes(`/${assetId}/`) || url.includes(`/${assetId}~`)) return movieId;
    }
    throw new Error(`no movie of the demo catalog plays the asset ${assetId}`);
  } finally {
    await context.close();
  }
}

/** The first live channel (by position) the viewer may play: free to air or in their access pack. */
async function channelOf(browser: Browser, baseUrl: string, viewer: Viewer): Promise<string> {
  const context = await viewerContext(browser, baseUrl, viewer.email, desktop);
  try {
    const channels = (
      (await (await context.request.get(`/api/client/v2/glotv/users/${viewer.userId}/channels`)).json()) as {
        data: { name: string; position: number; free_to_air: boolean; purchased: unknown }[];
      }
    ).data;
    const playable = channels
      .filter((channel) => channel.free_to_air || channel.purchased !== null)
      .sort((a, b) => a.position - b.position)[0];
    if (!playable) throw new Error('the demo catalog has no channel the viewer may play');
    return playable.name;
  } finally {
    await context.close();
  }
}

async function measureFirstFrames(
  browser: Browser,
  baseUrl: string,
  viewer: Viewer,
  targets: readonly PlayTarget[],
): Promise<FirstFrameResult[]> {
  const cases = targets.flatMap((target) => engines.map((engine) => ({ target, engine })));
  const measured = cases.map((): FirstFrameRun[] => []);
  // Alternated, so that a busy moment of the machine falls on every case alike.
  for (let run = 0; run < runs; run++) {
    for (const [index, { target, engine }] of cases.entries()) {
      measured[index]!.push(await timeToFirstFrame(browser, baseUrl, viewer, target, engine));
    }
  }
  const results: FirstFrameResult[] = [];
  for (const [index, { target, engine }] of cases.entries()) {
    const caseRuns = measured[index]!;
    const medianBytes = median(caseRuns.map((run) => run.bytes));
    const alone: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) alone.push(await networkAloneMs(browser, medianBytes));
    results.push({
      target: target.kind,
      engine,
      runs: caseRuns,
      medianMs: Math.round(median(caseRuns.map((run) => run.ms))),
      medianBytes,
      networkAloneMs: Math.round(median(alone)),
    });
  }
  return results;
}

async function measureQualities(
  browser: Browser,
  baseUrl: string,
  movieId: number,
  renditions: string[],
): Promise<QualityResult[]> {
  const results: QualityResult[] = [];
  for (const target of designTargets) {
    if (!renditions.includes(target.quality)) {
      results.push({ quality: target.quality, targetKbps: target.kbps });
      continue;
    }
    const viewer = await prepareViewer(browser, baseUrl, target.quality);
    const fetched = await bytesAtQuality(browser, baseUrl, viewer, movieId);
    results.push({
      quality: target.quality,
      targetKbps: target.kbps,
      ...fetched,
      kbps: Math.round((fetched.bytes * 8) / fetched.bufferedSeconds / 1000),
      megabytesPerMinute: (fetched.bytes / fetched.bufferedSeconds) * 60 * 1e-6,
    });
  }
  return results;
}

const qualityLabel = (quality: string) =>
  quality === 'auto'
    ? 'Auto'
    : (designTargets.find((target) => target.quality === quality)?.label ?? quality);

/** 'Higher 98%, Data Saver 2%': where the stream's bytes came from, playlists left out. */
function renditionShares(byRendition: Record<string, number>, total: number): string {
  return Object.entries(byRendition)
    .filter(([rendition]) => rendition !== 'master')
    .sort(([, a], [, b]) => b - a)
    .map(([rendition, bytes]) => `${qualityLabel(rendition)} ${Math.round((bytes / total) * 100)}%`)
    .join(', ');
}

/**
 * Chromium's own HLS reads the first block of the oldest segment a live playlist lists (to learn its container)
 * before it fetches the segment it plays, and abandons it: in a run, that request of under 1 kB (Resource Timing
 * counts its headers only) before the last segment request.
 */
function containerRead(run: FirstFrameRun): FetchedByFirstFrame | undefined {
  const segments = run.fetched.filter((entry) => entry.path.endsWith('.m4s'));
  return segments.slice(0, -1).find((entry) => entry.bytes < 1024);
}

/** When the start segment's bytes were in: the end of the run's segment request that carried them. */
function startSegmentInMs(run: FirstFrameRun): number {
  const carried = run.fetched.filter((entry) => entry.path.endsWith('.m4s') && entry.bytes >= 1024);
  return Math.max(...carried.map((entry) => entry.endMs));
}

/** What a native live row's time is made of, when Chromium's container read is part of it. */
function nativeLiveNote(firstFrames: FirstFrameResult[]): string[] {
  const native = firstFrames.find((result) => result.target === 'live' && result.engine === 'native');
  const runsWithRead = (native?.runs ?? []).flatMap((run) => {
    const read = containerRead(run);
    return read ? [{ run, read }] : [];
  });
  if (!native || runsWithRead.length === 0) return [];
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const took = seconds(median(runsWithRead.map(({ read }) => read.endMs - read.startMs)));
  const hidden = runsWithRead.filter(({ run, read }) => read.endMs <= startSegmentInMs(run)).length;
  return [
    '',
    "Chromium's own HLS on a live channel first reads a block (32 KiB) of the oldest segment the playlist lists, to",
    'learn its container, then asks for the segment it plays, three on. That read took',
    `${took} (median of ${runsWithRead.length} runs), beside the start segment Live TV asked for at the press; it was over`,
    `before that segment was in, costing no time of its own, in ${hidden} of them (decision 028).`,
  ];
}

function markdownOf(
  browserVersion: string,
  firstFrames: FirstFrameResult[],
  qualities: QualityResult[],
): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const megabytes = (kbps: number) => ((kbps * 60) / 8 / 1000).toFixed(1);
  const engineLabel = (result: FirstFrameResult) => {
    const played = new Set(result.runs.map((run) => run.engine));
    const label = result.engine === 'native' ? 'Chromium itself' : 'hls.js';
    return played.size === 1 && played.has(result.engine) ? label : `${label} (asked; not always played)`;
  };
  return [
    markdownTable(
      [
        'press Play on',
        'HLS played by',
        `press Play → first frame (median of ${runs})`,
        'range',
        'fetched by then',
        'the shaped network alone for those bytes',
        'ratio',
      ],
      firstFrames.map((result) => {
        const times = result.runs.map((run) => run.ms);
        return [
          result.target === 'movie' ? 'a movie' : 'a live channel',
          engineLabel(result),
          seconds(result.medianMs),
          `${seconds(Math.min(...times))}–${seconds(Math.max(...times))}`,
          `${kilobytes(result.medianBytes)} in ${median(result.runs.map((run) => run.requests))} requests`,
          seconds(result.networkAloneMs),
          ratio(result.medianMs, result.networkAloneMs),
        ];
      }),
    ),
    '',
    markdownTable(
      [
        'quality',
        'segments fetched from',
        'fetched per minute of media',
        'per hour',
        'bit rate',
        'design target',
        'ratio',
      ],
      qualities.map((result) => {
        const target = designTargets.find((entry) => entry.quality === result.quality)!;
        const goal = `${target.bound} ${target.kbps} kbit/s (${target.bound} ${megabytes(target.kbps)} MB/min)`;
        if (result.kbps === undefined) {
          return [target.label, 'no rendition: never above the source', '—', '—', '—', goal, '—'];
        }
        return [
          target.label,
          renditionShares(result.byRendition ?? {}, result.bytes ?? 0),
          `${result.megabytesPerMinute?.toFixed(2)} MB`,
          `${Math.round((result.megabytesPerMinute ?? 0) * 60)} MB`,
          `${result.kbps} kbit/s`,
          goal,
          ratio(result.kbps, target.kbps),
        ];
      }),
    ),
    '',
    `Chromium ${browserVersion}, a fresh browser context per run, the network shaped through DevTools to ${shapedNetwork.downloadThroughput / 125} kbit/s`,
    `down, ${shapedNetwork.uploadThroughput / 125} kbit/s up and ${shapedNetwork.latency} ms round trip. A subscriber with an access pack and quality Auto opens the page`,
    'Play is pressed on and lets it settle: the detail page of the movie playing the busiest demo clip (then',
    'Play Movie), or Live TV (then the first channel they may play). Timed in the page from the click to the',
    "video's first `requestVideoFrameCallback`. The engine is chosen with the player's `glotv.playbackEngine`",
    'localStorage setting (docs/ARCHITECTURE.md). Baseline (measured): one request for the same bytes over the same',
    "shaped network. Per quality: saved as the viewer's choice, played unshaped at 4× until the",
    'whole title was buffered; stream bytes (playlists, init, segments, headers; not the poster) ÷ seconds buffered.',
    ...nativeLiveNote(firstFrames),
  ].join('\n');
}

/**
 * `BENCH_PLAYBACK_ONLY=live` (or `movie`): only that press's first frames, without the per-quality pass, for
 * looking into one row (each run's requests are in bench/results/playback.json).
 */
function onlyTarget(): PlayTarget['kind'] | undefined {
  const only = process.env.BENCH_PLAYBACK_ONLY;
  if (only === undefined || only === '') return undefined;
  if (only !== 'movie' && only !== 'live')
    throw new Error(`BENCH_PLAYBACK_ONLY is movie or live, not ${only}`);
  return only;
}

export async function benchPlayback(): Promise<BenchSection> {
  // The player measured is the web app as it stands, not an older build left in apps/web/dist.
  ensureWebBuild();
  // One viewer presses Play about 25 times within a few minutes, each time from a fresh browser context that is
  // closed without the page's goodbye, so its stream lease lives out its minute: allow the most devices at once.
  const [started, launched] = await Promise.allSettled([
    startPortalWithDemoMedia({ STREAM_LIMIT: String(STREAM_LIMIT_MAX) }),
    launchPlaybackBrowser(),
  ]);
  if (started.status === 'rejected' || launched.status === 'rejected') {
    if (started.status === 'fulfilled') await started.value.stop();
    if (launched.status === 'fulfilled') await launched.value.close();
    throw started.status === 'rejected' ? started.reason : (launched as PromiseRejectedResult).reason;
  }
  const media = started.value;
  const browser = launched.value;
  try {
    const generated = atTenTimesCatalog ? await growToTenTimesCatalog(media.portal) : undefined;
    const baseUrl = media.portal.baseUrl;
    const viewer = await prepareViewer(browser, baseUrl, 'auto');
    const assetId = busiestAsset(media.assetsDir, media.assetIds);
    const movieId = await movieOf(browser, baseUrl, viewer, assetId);
    const renditions = fs.readdirSync(path.join(media.assetsDir, assetId));
    const channelName = await channelOf(browser, baseUrl, viewer);
    const only = onlyTarget();
    const targets: PlayTarget[] = [
      { kind: 'movie', movieId },
      { kind: 'live', channelName },
    ];
    const firstFrames = await measureFirstFrames(
      browser,
      baseUrl,
      viewer,
      targets.filter((target) => !only || target.kind === only),
    );
    const qualities = only ? [] : await measureQualities(browser, baseUrl, movieId, renditions);
    const catalog = catalogLabel();
    return {
      key: `playback${catalog.keySuffix}`,
      title: `Playback: time to the first frame on a slow network, and data spent per quality${catalog.titleSuffix}`,
      results: { network: shapedNetwork, movieId, assetId, channelName, firstFrames, qualities, generated },
      markdown: [markdownOf(browser.version(), firstFrames, qualities), ...tenTimesNote(generated)].join(
        '\n',
      ),
    };
  } finally {
    await browser.close().catch(() => undefined);
    await media.stop();
  }
}
