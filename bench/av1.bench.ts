import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { av1Rungs } from '../apps/server/src/features/media/av1-ladder.ts';
import { demoClips, ensureDemoClip } from '../apps/server/src/features/media/demo-media-clips.ts';
import { encodeAsset, writeMasterPlaylists } from '../apps/server/src/features/media/encode-asset.ts';
import { encodeAv1Ladder } from '../apps/server/src/features/media/encode-av1-ladder.ts';
import { locateFfmpeg } from '../apps/server/src/features/media/ffmpeg-locator.ts';
import type { RenditionEntry } from '../apps/server/src/features/media/master-playlist.ts';
import { probeSource } from '../apps/server/src/features/media/probe-source.ts';
import { type Av1BrowserCheck, checkAv1Playback } from './support/av1-browser-check.ts';
import { measurePictureQuality, type PictureQuality } from './support/rendition-quality.ts';
import { type BenchSection, markdownTable } from './support/section.ts';

const SOURCE_SECONDS = 40;

interface CodecFigures extends PictureQuality {
  codecs: string;
  /** AVERAGE-BANDWIDTH: video, audio and container, bit/s. */
  averageBitrate: number;
  peakBitrate: number;
  megabytesPerHour: number;
}

export interface Av1Row {
  quality: string;
  size: string;
  h264: CodecFigures;
  av1: CodecFigures;
  /** 1 − AV1 ÷ H.264 average bit rate. */
  saving: number;
}

export interface Av1Figures {
  sourceSeconds: number;
  loadAverage: number;
  h264SecondsPerSourceMinute: number;
  av1SecondsPerSourceMinute: number;
  rows: Av1Row[];
  browser: Av1BrowserCheck;
}

const megabytesPerHour = (bitsPerSecond: number) => (bitsPerSecond * 3600) / 8 / 1_000_000;

async function figuresOf(
  ffmpeg: string,
  sourceFile: string,
  assetDir: string,
  rendition: RenditionEntry,
): Promise<CodecFigures> {
  const folder = path.join(assetDir, path.dirname(rendition.playlistPath));
  const quality = await measurePictureQuality(ffmpeg, sourceFile, folder, {
    width: rendition.width,
    height: rendition.height,
    frameRate: rendition.frameRate ?? 25,
  });
  const averageBitrate = rendition.averageBandwidth ?? rendition.bandwidth;
  return {
    ...quality,
    codecs: rendition.codecs,
    averageBitrate,
    peakBitrate: rendition.bandwidth,
    megabytesPerHour: megabytesPerHour(averageBitrate),
  };
}

/** `npm run bench av1`: both ladders from one demo-clip source, their bit rates and measured quality. */
export async function benchAv1(): Promise<BenchSection> {
  const tools = locateFfmpeg();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-bench-av1-'));
  try {
    const clip = { ...demoClips[0]!, name: 'bench-av1-source', seconds: SOURCE_SECONDS };
    const sourceFile = await ensureDemoClip(tools.ffmpeg, clip, path.join(workDir, 'source'));
    const source = await probeSource(tools.ffprobe, sourceFile);
    const assetDir = path.join(workDir, 'asset');
    const loadAverage = os.loadavg()[0]!;
    let started = performance.now();
    const h264 = await encodeAsset(tools, sourceFile, source, assetDir);
    const h264Seconds = (performance.now() - started) / 1000;
    started = performance.now();
    const av1 = await encodeAv1Ladder(tools, sourceFile, source, assetDir);
    const av1Seconds = (performance.now() - started) / 1000;
    await writeMasterPlaylists(assetDir, [...h264, ...av1]);
    const rows: Av1Row[] = [];
    for (const rendition of h264) {
      const twin = av1.find((entry) => entry.quality === rendition.quality);
      if (!twin) continue;
      const h264Figures = await figuresOf(tools.ffmpeg, sourceFile, assetDir, rendition);
      const av1Figures = await figuresOf(tools.ffmpeg, sourceFile, assetDir, twin);
      rows.push({
        quality: rendition.quality,
        size: `${rendition.width}×${rendition.height}`,
        h264: h264Figures,
        av1: av1Figures,
        saving: 1 - av1Figures.averageBitrate / h264Figures.averageBitrate,
      });
    }
    const hlsScript = path.resolve(import.meta.dirname, '../node_modules/hls.js/dist/hls.min.js');
    const browser = await checkAv1Playback(assetDir, hlsScript);
    const figures: Av1Figures = {
      sourceSeconds: source.durationSeconds,
      loadAverage,
      h264SecondsPerSourceMinute: (h264Seconds / source.durationSeconds) * 60,
      av1SecondsPerSourceMinute: (av1Seconds / source.durationSeconds) * 60,
      rows,
      browser,
    };
    return {
      key: 'av1',
      title: 'AV1 ladder beside H.264: bit rate and measured quality',
      results: figures,
      markdown: markdownOf(figures),
    };
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

function markdownOf(figures: Av1Figures): string {
  const kbps = (bits: number) => `${Math.round(bits / 1000)}`;
  const table = markdownTable(
    [
      'Rung',
      'Size',
      'H.264 kbit/s (peak)',
      'AV1 kbit/s (peak)',
      'Saving',
      'H.264 MB/h',
      'AV1 MB/h',
      'H.264 SSIM',
      'AV1 SSIM',
      'H.264 PSNR dB',
      'AV1 PSNR dB',
      'AV1 preset',
    ],
    figures.rows.map((row) => [
      row.quality,
      row.size,
      `${kbps(row.h264.averageBitrate)} (${kbps(row.h264.peakBitrate)})`,
      `${kbps(row.av1.averageBitrate)} (${kbps(row.av1.peakBitrate)})`,
      `${(row.saving * 100).toFixed(0)}%`,
      row.h264.megabytesPerHour.toFixed(1),
      row.av1.megabytesPerHour.toFixed(1),
      row.h264.ssim.toFixed(4),
      row.av1.ssim.toFixed(4),
      row.h264.psnr.toFixed(2),
      row.av1.psnr.toFixed(2),
      String(av1Rungs[row.quality as keyof typeof av1Rungs].preset),
    ]),
  );
  const { browser } = figures;
  return [
    table,
    '',
    `Source: the demo clip A picture and tone (testsrc2 with captions, 1280×720, 25 fps), ${figures.sourceSeconds.toFixed(0)} s.`,
    'Bit rates are AVERAGE-BANDWIDTH and BANDWIDTH as the master playlist states them (video, AAC audio and',
    "fMP4 container); SSIM and PSNR are ffmpeg's filters on each rendition against the source scaled to its",
    'size. Encode time on this machine (2 cores), one ffmpeg run per ladder at normal priority:',
    `H.264 ${figures.h264SecondsPerSourceMinute.toFixed(0)} s and AV1 ${figures.av1SecondsPerSourceMinute.toFixed(0)} s per minute of source`,
    `(load average ${figures.loadAverage.toFixed(1)} when the encodes began).`,
    '',
    `Browser check (Debian's Chromium, headless, hls.js with the H.264 levels removed): played ${browser.playedCodec},`,
    `${browser.framesDecoded} frames decoded over ${browser.secondsPlayed.toFixed(1)} s; decodingInfo for the top AV1 rendition:`,
    `supported ${browser.decodingInfo.supported}, smooth ${browser.decodingInfo.smooth}, powerEfficient ${browser.decodingInfo.powerEfficient}.`,
  ].join('\n');
}
