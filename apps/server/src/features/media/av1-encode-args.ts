import path from 'node:path';
import { type Av1RenditionPlan, av1RenditionFolder } from './av1-ladder.ts';
import {
  audioArgs,
  audioInputOf,
  cmafHlsArgs,
  groupOfPictures,
  ladderInputArgs,
} from './ladder-encode-args.ts';
import type { SourceFacts } from './probe-source.ts';

/**
 * SVT-AV1 1.4's own settings for every rung: one thread, no scene-change key frames, the visual-quality tune
 * (`tune=0`; its default, 1, aims at PSNR) and quantization matrices (`enable-qm=1`, off by default). Both
 * raised SSIM at the same bit rate on every rung in the trials of decision 041's 2026-11-28 addendum; film
 * grain synthesis stays off (its grain is made up by the decoder, not the source's).
 */
export const SVT_AV1_PARAMS = 'lp=1:scd=0:tune=0:enable-qm=1';

/**
 * One ffmpeg run for the AV1 ladder, shaped like the H.264 one (ladderEncodeArgs): the same sizes, frame
 * rate, audio and 4 s segments. SVT-AV1 places a key frame every `gop` frames with scene-change detection
 * off (its default), which is the H.264 ladder's forced grid, so segments line up across both ladders.
 * `lp=1` keeps each encoder on one thread: the renditions already run side by side, one per core.
 */
export function av1EncodeArgs(
  sourceFile: string,
  source: SourceFacts,
  plans: Av1RenditionPlan[],
  outputDir: string,
): string[] {
  const gop = groupOfPictures(source);
  const outputs = plans.flatMap((plan, index) => [
    ...['-map', `[out${index}]`, '-map', audioInputOf(source)],
    ...['-c:v', 'libsvtav1', '-preset', String(plan.av1.preset), '-b:v', `${plan.av1.videoKbps}k`],
    ...['-g', String(gop), '-svtav1-params', SVT_AV1_PARAMS],
    ...audioArgs(source, plan.audioKbps),
    ...cmafHlsArgs(path.join(outputDir, av1RenditionFolder(plan.quality))),
  ]);
  return [...ladderInputArgs(sourceFile, source, plans), ...outputs];
}
