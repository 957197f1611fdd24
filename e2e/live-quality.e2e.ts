import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { phone, throttleToSlowLink } from './support/browser.ts';
import {
  openPlayerBrowser,
  playedPast,
  registerViewer,
  type ViewerCatalog,
  viewerContext,
} from './support/player.ts';

const baseUrl = inject('portalUrl');
let browser: Browser;
let catalog: ViewerCatalog;

beforeAll(async () => {
  ({ browser, catalog } = await openPlayerBrowser(baseUrl, phone));
}, 300_000);
afterAll(async () => {
  await browser?.close();
});

/**
 * Runs in the page before its scripts (a string: nothing of the test's build reaches the page). Notes the
 * frames the video presents (when shown, wall clock, and their media time: the page's main thread may run the
 * callback for only some of them, as a live page has more to do), whether the quality spinner showed, and where on the
 * element each appended media segment landed: its size and first decode time (to know it again among the
 * segments the test saw downloaded) and its start on the element's timeline.
 */
const recorder = `(() => {
  const seen = { frames: [], spinner: false, appends: [] };
  window.__player = seen;
  const timescales = {};
  const box = (bytes, at) => ({
    size: new DataView(bytes.buffer, bytes.byteOffset + at).getUint32(0),
    type: String.fromCharCode(...bytes.subarray(at + 4, at + 8)),
  });
  const children = (bytes, start, end, visit) => {
    for (let at = start; at + 8 <= end; ) {
      const { size, type } = box(bytes, at);
      if (size < 8) return;
      visit(type, at + 8, at + size);
      at += size;
    }
  };
  const parse = (bytes) => {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let first = null;
    children(bytes, 0, bytes.length, (type, start, end) => {
      if (type === 'moov') children(bytes, start, end, (t, s, e) => {
        if (t !== 'trak') return;
        let id = 0; let scale = 0;
        children(bytes, s, e, (t2, s2, e2) => {
          if (t2 === 'tkhd') id = view.getUint32(s2 + (bytes[s2] === 1 ? 20 : 12));
          if (t2 === 'mdia') children(bytes, s2, e2, (t3, s3) => {
            if (t3 === 'mdhd') scale = view.getUint32(s3 + (bytes[s3] === 1 ? 20 : 12));
          });
        });
        timescales[id] = scale;
      });
      if (type === 'moof' && first === null) children(bytes, start, end, (t, s, e) => {
        if (t !== 'traf' || first !== null) return;
        let id = 0; let decode = 0;
        children(bytes, s, e, (t2, s2) => {
          if (t2 === 'tfhd') id = view.getUint32(s2 + 4);
          if (t2 === 'tfdt') decode = bytes[s2] === 1
            ? Number(view.getBigUint64(s2 + 4)) : view.getUint32(s2 + 4);
        });
        first = { id, decode };
      });
    });
    return first;
  };
  const append = SourceBuffer.prototype.appendBuffer;
  SourceBuffer.prototype.appendBuffer = function (data) {
    try {
      const bytes = data instanceof ArrayBuffer ? new Uint8Array(data)
        : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
      const media = parse(bytes);
      if (media && timescales[media.id]) {
        seen.appends.push({ at: Date.now(), size: bytes.byteLength, decode: media.decode,
          start: media.decode / timescales[media.id] + this.timestampOffset });
      }
    } catch {}
    return append.call(this, data);
  };
  const watch = (video) => {
    const frame = (now, meta) => {
      if (!video.paused && !video.ended) {
        seen.frames.push([performance.timeOrigin + meta.expectedDisplayTime, meta.mediaTime]);
      }
      video.requestVideoFrameCallback(frame);
    };
    video.requestVideoFrameCallback(frame);
  };
  new MutationObserver(() => {
    for (const video of document.querySelectorAll('video')) {
      if (!video.__watched) { video.__watched = true; watch(video); }
    }
    if (document.querySelector('.video-player__switching')) seen.spinner = true;
  }).observe(document, { childList: true, subtree: true });
})()`;

interface Seen {
  /** [wall clock ms when shown, media time s] of presented frames. */
  frames: [number, number][];
  spinner: boolean;
  appends: { at: number; size: number; decode: number; start: number }[];
}

/** Size and first decode time of a media segment (its first track fragment), as the page recorder reads them. */
function fingerprint(bytes: Buffer): string | null {
  let found: string | null = null;
  const walk = (start: number, end: number, visit: (type: string, from: number, to: number) => void) => {
    for (let at = start; at + 8 <= end; ) {
      const size = bytes.readUInt32BE(at);
      if (size < 8) return;
      visit(bytes.toString('latin1', at + 4, at + 8), at + 8, at + size);
      at += size;
    }
  };
  walk(0, bytes.length, (type, start, end) => {
    if (type !== 'moof' || found !== null) return;
    walk(start, end, (traf, from, to) => {
      if (traf !== 'traf' || found !== null) return;
      walk(from, to, (inner, at) => {
        if (inner !== 'tfdt') return;
        const decode = bytes[at] === 1 ? Number(bytes.readBigUInt64BE(at + 4)) : bytes.readUInt32BE(at + 4);
        found = `${bytes.length}:${decode}`;
      });
    });
  });
  return found;
}

/**
 * What a live page downloads: each media segment's fingerprint, when it arrived and when it aired (its
 * EXT-X-PROGRAM-DATE-TIME in the newest rendition playlist that listed it).
 */
function recordLiveSegments(page: Page) {
  const airedAt = new Map<string, number>();
  const segments: { fingerprint: string; at: number; aired: number; path: string }[] = [];
  page.on('response', async (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/live/s/') && path.endsWith('/index.m3u8')) {
      let aired = Number.NaN;
      for (const line of (await response.text().catch(() => '')).split('\n')) {
        if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) aired = Date.parse(line.slice(25));
        else if (line !== '' && !line.startsWith('#'))
          airedAt.set(new URL(line, response.url()).pathname, aired);
      }
    } else if (path.endsWith('.m4s')) {
      const aired = airedAt.get(path);
      const body = await response.body().catch(() => null);
      const print = body && fingerprint(body);
      if (print && aired !== undefined) segments.push({ fingerprint: print, at: Date.now(), aired, path });
    }
  });
  return segments;
}

/**
 * For each frame presented from `from` (wall clock ms) on: the time it shows, the moment of the programme it
 * shows (from the segment whose media covers it: the newest appended, matched to the download of its
 * fingerprint nearest in time) and how far behind the wall clock that moment is.
 */
function programmeOfFrames(seen: Seen, downloads: ReturnType<typeof recordLiveSegments>, from: number) {
  const placed = seen.appends.flatMap((append) => {
    const print = `${append.size}:${append.decode}`;
    // The same file airs again each time its programme loops: the download nearest in time is this one.
    const download = downloads
      .filter((d) => d.fingerprint === print)
      .sort((a, b) => Math.abs(a.at - append.at) - Math.abs(b.at - append.at))[0];
    return download ? [{ ...append, aired: download.aired }] : [];
  });
  return seen.frames
    .filter(([wall]) => wall >= from)
    .flatMap(([wall, mediaTime]) => {
      const segment = placed
        .filter(
          (append) => append.at <= wall && append.start - 0.3 <= mediaTime && mediaTime < append.start + 4.5,
        )
        .at(-1);
      if (!segment) return [];
      const programme = segment.aired + (mediaTime - segment.start) * 1000;
      return [{ wall, mediaTime, programme, behind: wall - programme }];
    });
}

/** One frame at the test media's 25 frames a second. */
const frameMs = 40;
// By value: once each quality's cost per hour is known, its label ends with it ('Standard · 256 MB/h').
const select = (page: Page, quality: string) => page.getByLabel('Video quality').selectOption(quality);
const playing = (page: Page, height: number) =>
  page
    .getByTestId('playing-height')
    .filter({ hasText: `Playing ${height}p` })
    .waitFor({ timeout: 45_000 });
const now = (page: Page) => page.evaluate(() => Date.now());
const currentTime = (page: Page) => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0);

describe('quality on a live channel over a slow link', () => {
  // Retried once: on a slow or busy machine one run in several fails (2026-11-24, and again 2026-11-28 on a machine
  // running about 40% slower than usual); its cause is not yet known.
  it('goes up and down the ladder at segment boundaries, the programme going on where it was, never 0.5 s without a frame', {
    timeout: 180_000,
    retry: 1,
  }, async () => {
    const context = await viewerContext(browser, baseUrl, await registerViewer(baseUrl), phone);
    try {
      const page = await context.newPage();
      await page.addInitScript(recorder);
      await throttleToSlowLink(page);
      const downloads = recordLiveSegments(page);
      const { freeChannel } = catalog;
      await page.goto(`/play/channelsplayer?uid=${freeChannel.uid}&id=${freeChannel.id}`);
      await playedPast(page, (await playedPast(page, 0, 60_000)) + 2);
      await playing(page, 240);

      const changedAt = await now(page);
      await select(page, 'standard');
      await playing(page, 360);
      await playedPast(page, (await currentTime(page)) + 2);
      const upSeen = (await page.evaluate('window.__player')) as Seen;
      expect(upSeen.spinner).toBe(true);

      await select(page, 'data_saver');
      await playing(page, 240);
      await playedPast(page, (await currentTime(page)) + 2);

      // How long the picture stood still between two noted frames: the time between them that the media did
      // not move on (a callback run late for a picture that kept moving counts nothing).
      const seen = (await page.evaluate('window.__player')) as Seen;
      const frames = seen.frames.filter(([wall]) => wall >= changedAt - 1000);
      const still = frames.slice(1).map(([wall, mediaTime], index) => {
        const [wallBefore, mediaBefore] = frames[index] ?? [wall, mediaTime];
        return {
          at: mediaBefore,
          ms: wall - wallBefore - Math.max(mediaTime - mediaBefore, 0) * 1000 + frameMs,
        };
      });
      const longest = Math.max(...still.map(({ ms }) => ms));
      const stops = still
        .filter(({ ms }) => ms > 300)
        .map(({ at, ms }) => `${Math.round(ms)} ms at ${at.toFixed(1)} s`);
      expect(frames.length).toBeGreaterThan(20);
      console.info(
        `live quality changes (auto → Standard → Data Saver): longest still picture ${Math.round(longest)} ms`,
      );
      expect.soft(longest, `stood still ${stops.join(', ')}`).toBeLessThan(500);

      // Both new ladders were loaded, and the picture never gave way to 'Loading...'.
      expect(downloads.some((d) => d.path.includes('~standard/standard/'))).toBe(true);
      expect(downloads.some((d) => d.path.includes('~data_saver/data_saver/'))).toBe(true);
      expect(await page.getByRole('status').filter({ hasText: 'Loading...' }).count()).toBe(0);

      // The programme went on where it was: from frame to frame it moves as the picture does, and it stays as
      // far behind live as before the changes (within a segment), instead of jumping towards the live edge.
      const programme = programmeOfFrames(seen, downloads, changedAt - 1000);
      expect.soft(programme.length).toBeGreaterThan(frames.length * 0.8);
      for (let index = 1; index < programme.length; index++) {
        const [before, after] = [programme[index - 1], programme[index]];
        if (!before || !after) continue;
        const jump = after.programme - before.programme - (after.mediaTime - before.mediaTime) * 1000;
        expect.soft(Math.abs(jump), `programme jump at ${after.mediaTime.toFixed(2)} s`).toBeLessThan(1000);
      }
      const behind = programme.map((frame) => frame.behind);
      expect.soft(Math.max(...behind) - Math.min(...behind)).toBeLessThan(4000);
    } finally {
      await context.close();
    }
  });
});
