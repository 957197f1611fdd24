import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { launchChromium } from '@glotv/testing/chromium';

export interface Av1BrowserCheck {
  /** What Chromium's decodingInfo says of the top AV1 rendition as Media Source content. */
  decodingInfo: { supported: boolean; smooth: boolean; powerEfficient: boolean };
  /** The video codec of the level hls.js played. */
  playedCodec: string;
  framesDecoded: number;
  secondsPlayed: number;
}

const page = `<!doctype html><meta charset="utf-8"><video muted playsinline></video>
<script src="/hls.js"></script>
<script>
  const video = document.querySelector('video');
  const hls = new Hls({ autoStartLoad: false });
  window.check = { levels: [] };
  hls.on(Hls.Events.MANIFEST_PARSED, async () => {
    const av1 = hls.levels.filter((level) => (level.videoCodec || '').startsWith('av01'));
    const top = av1[av1.length - 1];
    window.check.decodingInfo = await navigator.mediaCapabilities.decodingInfo({
      type: 'media-source',
      video: { contentType: 'video/mp4; codecs="' + top.videoCodec + '"', width: top.width, height: top.height,
        bitrate: top.bitrate, framerate: top.frameRate || 25 },
    }).then((info) => ({ supported: info.supported, smooth: info.smooth, powerEfficient: info.powerEfficient }));
    for (let index = hls.levels.length - 1; index >= 0; index--) {
      if (!(hls.levels[index].videoCodec || '').startsWith('av01')) hls.removeLevel(index);
    }
    hls.startLoad(0);
    video.play();
  });
  hls.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => { window.check.playedCodec = hls.levels[data.level].videoCodec; });
  hls.loadSource('/master.m3u8');
  hls.attachMedia(video);
</script>`;

/**
 * Serves an encoded asset folder and a page that plays its AV1 ladder alone with hls.js in Debian's
 * Chromium (headless): answers what decodingInfo says of AV1 and whether frames advance.
 */
export async function checkAv1Playback(assetDir: string, hlsScript: string): Promise<Av1BrowserCheck> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/') return response.end(page);
    if (url.pathname === '/hls.js') return response.end(fs.readFileSync(hlsScript));
    const file = path.join(assetDir, path.normalize(url.pathname));
    if (!file.startsWith(assetDir) || !fs.existsSync(file)) {
      response.statusCode = 404;
      return response.end();
    }
    response.setHeader(
      'Content-Type',
      file.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'video/mp4',
    );
    response.end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await launchChromium({ autoplay: true });
  try {
    const tab = await browser.newPage();
    await tab.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await tab.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 3, undefined, {
      timeout: 120_000,
    });
    return await tab.evaluate(() => {
      const video = document.querySelector('video')!;
      const state = (window as unknown as { check: Omit<Av1BrowserCheck, 'framesDecoded' | 'secondsPlayed'> })
        .check;
      return {
        decodingInfo: state.decodingInfo,
        playedCodec: state.playedCodec,
        framesDecoded: video.getVideoPlaybackQuality().totalVideoFrames,
        secondsPlayed: video.currentTime,
      };
    });
  } finally {
    await browser.close();
    server.close();
  }
}
