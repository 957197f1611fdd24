import fs from 'node:fs/promises';
import path from 'node:path';
import type { FfmpegTools } from './ffmpeg-locator.ts';
import { ladderEncodeArgs, outputFrameRate } from './ladder-encode-args.ts';
import { makePoster } from './make-poster.ts';
import { buildMasterPlaylist, cappedMasterFileName, type RenditionEntry } from './master-playlist.ts';
import { measureRendition } from './measure-rendition.ts';
import type { SourceFacts } from './probe-source.ts';
import { mediaQualities, planLadder } from './quality-ladder.ts';
import { runFfmpeg } from './run-ffmpeg.ts';

export interface EncodeReport {
  fraction: number;
  /** Seconds of source encoded per second of wall clock. */
  speed: number | undefined;
}

export interface EncodeOptions {
  /** Fraction of the encode done, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** The fraction done with ffmpeg's speed, at the end of each of its progress reports. */
  onReport?: (report: EncodeReport) => void;
  signal?: AbortSignal;
  background?: boolean;
}

/**
 * Fills `outputDir` with a complete asset: one folder of CMAF HLS per rendition of the ladder, `master.m3u8`
 * with the whole ladder, a static `master~<quality>.m3u8` capped at each quality (what nginx serves for a
 * capped address), and the poster. Returns the renditions as the master playlist lists them.
 */
export async function encodeAsset(
  tools: FfmpegTools,
  sourceFile: string,
  source: SourceFacts,
  outputDir: string,
  options: EncodeOptions = {},
): Promise<RenditionEntry[]> {
  const plans = planLadder(source);
  for (const plan of plans) await fs.mkdir(path.join(outputDir, plan.quality), { recursive: true });
  await runFfmpeg(tools.ffmpeg, ladderEncodeArgs(sourceFile, source, plans, outputDir), {
    signal: options.signal,
    background: options.background,
    onProgress: (seconds) => options.onProgress?.(seconds / source.durationSeconds),
    onReport: ({ outputSeconds, speed }) =>
      options.onReport?.({ fraction: Math.min(outputSeconds / source.durationSeconds, 1), speed }),
  });
  const frameRate = outputFrameRate(source);
  const renditions = await Promise.all(plans.map((plan) => measureRendition(outputDir, plan, frameRate)));
  await writeMasterPlaylists(outputDir, renditions);
  await makePoster(tools.ffmpeg, sourceFile, source, outputDir);
  options.onProgress?.(1);
  return renditions;
}

/**
 * Writes `master.m3u8` and every `master~<quality>.m3u8` of an asset, each beside and then renamed over the
 * old one, so nginx never serves half a playlist (the AV1 stage rewrites them in a folder already served).
 */
export async function writeMasterPlaylists(assetDir: string, renditions: RenditionEntry[]): Promise<void> {
  for (const cap of [undefined, ...mediaQualities]) {
    const file = path.join(assetDir, cappedMasterFileName(cap));
    await fs.writeFile(`${file}.partial`, buildMasterPlaylist(renditions, cap));
    await fs.rename(`${file}.partial`, file);
  }
}
