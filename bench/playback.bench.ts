import fs from 'node:fs';
import path from 'node:path';
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
  type FirstFrameRun,
  networkAloneMs,
  type QualityBytes,
  timeToFirstFrame,
} from './support/playback-measures.ts';
import { type BenchSection, kilobytes, markdownTable, median, ratio } from './support/section.ts';

const runs = 5;

/** What each fixed quality is meant to cost, video and audio together (the targets of `quality-ladder.ts` in the media feature). */
const designTargets = [
  { quality: 'data_saver', label: 'Data Saver', kbps: 250, bound: '≤' },
  { quality: 'standard', label: 'Standard', kbps: 600, bound: '~' },
  { quality: 'high', label: 'High', kbps: 1000, bound: '~' },
  { quality: 'higher', label: 'Higher', kbps: 2000, bound: '~' },
  { quality: 'best', label: 'Best', kbps: 4000, bound: '~' },
] as const;

export interface FirstFrameResult {
  quality: 'auto' | 'data_saver';
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

async function measureFirstFrames(
  browser: Browser,
  baseUrl: string,
  movieId: number,
): Promise<FirstFrameResult[]> {
  const viewers = {
    auto: await prepareViewer(browser, baseUrl, 'auto'),
    data_saver: await prepareViewer(browser, baseUrl, 'data_saver'),
  };
  const measured: Record<keyof typeof viewers, FirstFrameRun[]> = { auto: [], data_saver: [] };
  // Alternated, so that a busy moment of the machine falls on both alike.
  for (let run = 0; run < runs; run++) {
    for (const quality of ['auto', 'data_saver'] as const) {
      measured[quality].push(await timeToFirstFrame(browser, baseUrl, viewers[quality], movieId));
    }
  }
  const results: FirstFrameResult[] = [];
  for (const quality of ['auto', 'data_saver'] as const) {
    const medianBytes = median(measured[quality].map((run) => run.bytes));
    const alone: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) alone.push(await networkAloneMs(browser, medianBytes));
    results.push({
      quality,
      runs: measured[quality],
      medianMs: Math.round(median(measured[quality].map((run) => run.ms))),
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

function markdownOf(
  browserVersion: string,
  firstFrames: FirstFrameResult[],
  qualities: QualityResult[],
): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const megabytes = (kbps: number) => ((kbps * 60) / 8 / 1000).toFixed(1);
  const used = new Set(firstFrames.flatMap((result) => result.runs.map((run) => run.engine)));
  const engines = [...used]
    .map((engine) => (engine === 'native' ? 'playing HLS itself (hls.js not loaded)' : 'with hls.js'))
    .join(' / ');
  return [
    markdownTable(
      [
        'quality',
        `press Play → first frame (median of ${runs})`,
        'range',
        'fetched by then',
        'the shaped network alone for those bytes',
        'ratio',
      ],
      firstFrames.map((result) => {
        const times = result.runs.map((run) => run.ms);
        return [
          qualityLabel(result.quality),
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
    `Chromium ${browserVersion} ${engines}, a fresh browser context per run, the network shaped through DevTools`,
    `to ${shapedNetwork.downloadThroughput / 125} kbit/s down, ${shapedNetwork.uploadThroughput / 125} kbit/s up and ${shapedNetwork.latency} ms round trip. On the movie playing the busiest demo`,
    'clip, a subscriber with an access pack opens its page, lets it settle and presses Play Movie, timed in the page',
    "from the click to the video's first `requestVideoFrameCallback`. Baseline (measured): one request for the same",
    "bytes over the same shaped network. Per quality: saved as the viewer's choice, played unshaped at 4× until the",
    'whole title was buffered; stream bytes (playlists, init, segments, headers; not the poster) ÷ seconds buffered.',
  ].join('\n');
}

export async function benchPlayback(): Promise<BenchSection> {
  const [started, launched] = await Promise.allSettled([startPortalWithDemoMedia(), launchPlaybackBrowser()]);
  if (started.status === 'rejected' || launched.status === 'rejected') {
    if (started.status === 'fulfilled') await started.value.stop();
    if (launched.status === 'fulfilled') await launched.value.close();
    throw started.status === 'rejected' ? started.reason : (launched as PromiseRejectedResult).reason;
  }
  const media = started.value;
  const browser = launched.value;
  try {
    const baseUrl = media.portal.baseUrl;
    const viewer = await prepareViewer(browser, baseUrl, 'auto');
    const assetId = busiestAsset(media.assetsDir, media.assetIds);
    const movieId = await movieOf(browser, baseUrl, viewer, assetId);
    const renditions = fs.readdirSync(path.join(media.assetsDir, assetId));
    const firstFrames = await measureFirstFrames(browser, baseUrl, movieId);
    const qualities = await measureQualities(browser, baseUrl, movieId, renditions);
    return {
      key: 'playback',
      title: 'Playback: time to the first frame on a slow network, and data spent per quality',
      results: { network: shapedNetwork, movieId, assetId, firstFrames, qualities },
      markdown: markdownOf(browser.version(), firstFrames, qualities),
    };
  } finally {
    await browser.close().catch(() => undefined);
    await media.stop();
  }
}
