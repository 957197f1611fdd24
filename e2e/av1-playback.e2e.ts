import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { encodeAsset, writeMasterPlaylists } from '../apps/server/src/features/media/encode-asset.ts';
import { encodeAv1Ladder } from '../apps/server/src/features/media/encode-av1-ladder.ts';
import { locateFfmpeg } from '../apps/server/src/features/media/ffmpeg-locator.ts';
import { probeSource } from '../apps/server/src/features/media/probe-source.ts';
import { makeTestClip } from '../apps/server/src/features/media/testing/test-clips.ts';
import { desktop, phone } from './support/browser.ts';
import {
  launchPlayerBrowser,
  playedPast,
  recordRequests,
  registerViewer,
  type ViewerCatalog,
  viewerCatalog,
  viewerContext,
} from './support/player.ts';

const baseUrl = inject('portalUrl');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-av1-e2e-'));
const assetDir = path.join(workDir, 'asset');
let browser: Browser;
let catalog: ViewerCatalog;

/**
 * An asset made by the real pipeline from a small clip, both ladders (the portal of the browser suite makes
 * H.264 only): the trailer's address and its signed files are answered from it, so the page plays it as it
 * would the portal's, without waiting for the suite's demo media.
 */
beforeAll(async () => {
  browser = await launchPlayerBrowser();
  const context = await viewerContext(browser, baseUrl, await registerViewer(baseUrl), desktop);
  catalog = await viewerCatalog(context);
  await context.close();
  const tools = locateFfmpeg();
  const clip = await makeTestClip(path.join(workDir, 'clip.mp4'), { size: '640x360', seconds: 12 });
  const source = await probeSource(tools.ffprobe, clip);
  const h264 = await encodeAsset(tools, clip, source, assetDir);
  const av1 = await encodeAv1Ladder(tools, clip, source, assetDir);
  await writeMasterPlaylists(assetDir, [...h264, ...av1]);
}, 600_000);
afterAll(async () => {
  await browser?.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

const assetName = '00000000-0000-4000-8000-00000000a001';
const expires = Math.floor(Date.now() / 1000) + 3600;
const types: Record<string, string> = { '.m3u8': 'application/vnd.apple.mpegurl', '.webp': 'image/webp' };

/** `/media/s/<sig>/<expires>/<grant>/<file>` answered from the two-ladder asset. */
async function answerFromAsset(route: Route) {
  const file = new URL(route.request().url()).pathname.split('/').slice(6).join('/');
  const onDisk = path.join(assetDir, file);
  if (!onDisk.startsWith(assetDir) || !fs.existsSync(onDisk)) return route.fulfill({ status: 404 });
  await route.fulfill({
    body: fs.readFileSync(onDisk),
    contentType: types[path.extname(file)] ?? 'video/mp4',
  });
}

/** The trailer played by a new subscriber; `decodingInfo` rewritten in the page when given. */
async function playTrailer(
  viewport: typeof desktop,
  check: (page: Page, segments: () => string[]) => Promise<void>,
  smooth?: boolean,
) {
  const context = await viewerContext(browser, baseUrl, await registerViewer(baseUrl), viewport);
  try {
    const page = await context.newPage();
    if (smooth !== undefined) {
      await page.addInitScript((reportSmooth) => {
        const original = navigator.mediaCapabilities.decodingInfo.bind(navigator.mediaCapabilities);
        navigator.mediaCapabilities.decodingInfo = async (configuration) => {
          const info = await original(configuration);
          if (!configuration.video?.contentType.includes('av01')) return info;
          return { ...info, supported: true, smooth: reportSmooth, powerEfficient: reportSmooth };
        };
      }, smooth);
    }
    await page.route('**/vod/trailers/movies/**', (route) =>
      route.fulfill({
        json: {
          data: {
            url: `/media/s/${'A'.repeat(22)}/${expires}/${assetName}/master.m3u8`,
            poster_url: `/media/s/${'A'.repeat(22)}/${expires}/${assetName}/poster.webp`,
            expires_at: new Date(expires * 1000).toISOString(),
            duration: 12,
          },
        },
      }),
    );
    await page.route('**/media/s/**', answerFromAsset);
    const requests = recordRequests(page);
    await page.goto(`/play/moviestrailer?movieID=${catalog.movie.id}`);
    await check(page, () => segmentsOf(requests));
  } finally {
    await context.close();
  }
}

const segmentsOf = (requests: { url(): string }[]) =>
  requests.map((request) => new URL(request.url()).pathname).filter((name) => name.endsWith('.m4s'));

describe('the AV1 ladder in the player', () => {
  it('plays AV1 in Chromium, which reports it supported and smooth (software decoding on a desktop)', async () => {
    await playTrailer(
      desktop,
      async (page, segments) => {
        const verdict = await page.evaluate(() =>
          navigator.mediaCapabilities.decodingInfo({
            type: 'media-source',
            video: {
              contentType: 'video/mp4; codecs="av01.0.04M.08"',
              width: 640,
              height: 360,
              bitrate: 300_000,
              framerate: 25,
            },
          }),
        );
        expect(verdict).toMatchObject({ supported: true, smooth: true });
        expect(await playedPast(page, 5, 60_000)).toBeGreaterThan(5);
        const frames = await page.evaluate(
          () => document.querySelector('video')?.getVideoPlaybackQuality().totalVideoFrames ?? 0,
        );
        expect(frames).toBeGreaterThan(50);
        expect(segments().length).toBeGreaterThan(0);
        expect(segments().every((name) => name.includes('/av1/'))).toBe(true);
        await page.screenshot({ path: path.join(os.tmpdir(), 'glotv-av1-desktop.png') });
      },
      undefined,
    );
  }, 180_000);

  it('plays H.264 where decodingInfo says AV1 would not be smooth, and never loads an AV1 segment', async () => {
    await playTrailer(
      phone,
      async (page, segments) => {
        expect(await playedPast(page, 5, 60_000)).toBeGreaterThan(5);
        expect(segments().length).toBeGreaterThan(0);
        expect(segments().some((name) => name.includes('/av1/'))).toBe(false);
        await page.screenshot({ path: path.join(os.tmpdir(), 'glotv-av1-phone-h264.png') });
      },
      false,
    );
  }, 180_000);
});
