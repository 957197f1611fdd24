import fs from 'node:fs/promises';
import path from 'node:path';
import { av1EncodeArgs } from './av1-encode-args.ts';
import { av1RenditionFolder, planAv1Ladder } from './av1-ladder.ts';
import type { FfmpegTools } from './ffmpeg-locator.ts';
import { outputFrameRate } from './ladder-encode-args.ts';
import type { RenditionEntry } from './master-playlist.ts';
import { measureRendition } from './measure-rendition.ts';
import type { SourceFacts } from './probe-source.ts';
import { runFfmpeg } from './run-ffmpeg.ts';

/**
 * Encodes the AV1 ladder of a source into `<assetDir>/av1/<quality>/` (CMAF HLS, like the H.264 renditions
 * beside it) and answers its renditions, measured from the files. Writes no master playlist.
 */
export async function encodeAv1Ladder(
  tools: FfmpegTools,
  sourceFile: string,
  source: SourceFacts,
  assetDir: string,
  options: { signal?: AbortSignal; background?: boolean | 'idle' } = {},
): Promise<RenditionEntry[]> {
  const plans = planAv1Ladder(source);
  for (const plan of plans) {
    await fs.mkdir(path.join(assetDir, av1RenditionFolder(plan.quality)), { recursive: true });
  }
  await runFfmpeg(tools.ffmpeg, av1EncodeArgs(sourceFile, source, plans, assetDir), options);
  const frameRate = outputFrameRate(source);
  return Promise.all(plans.map((plan) => measureRendition(assetDir, plan, frameRate, 'av1')));
}
