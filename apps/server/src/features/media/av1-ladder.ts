import type { MediaQuality } from '../../db/schema.ts';
import { planLadder, type RenditionPlan } from './quality-ladder.ts';

export interface Av1Rung {
  /** Average video bit rate asked of SVT-AV1 (VBR), kbit/s. */
  videoKbps: number;
  /**
   * SVT-AV1 preset: lower is slower and better. 720p and 1080p take preset 6, where it saves the most bits
   * (about a fifth at 720p against preset 8) and 8 would miss the rungs' 35% saving.
   */
  preset: number;
}

/**
 * The AV1 ladder beside the H.264 one: same rungs, sizes, frame rate and audio, far fewer bits. SVT-AV1's
 * one-pass VBR lands under the rate asked: 5–20% at preset 8, 10–20% at preset 6. Data Saver targets at most
 * 55 MB an hour with its 48 kbit/s AAC; the other rungs the same SSIM as their H.264 twin for at least 35%
 * fewer bits, as `npm run bench av1` finds (docs/PERFORMANCE.md, which measures SSIM and PSNR against the
 * source). Best's rate comes from a trial on a 1080p test pattern: the bench's source is 720p.
 */
export const av1Rungs: Readonly<Record<MediaQuality, Av1Rung>> = {
  data_saver: { videoKbps: 62, preset: 8 },
  standard: { videoKbps: 320, preset: 8 },
  high: { videoKbps: 560, preset: 8 },
  higher: { videoKbps: 1300, preset: 6 },
  best: { videoKbps: 2500, preset: 6 },
};

export interface Av1RenditionPlan extends RenditionPlan {
  av1: Av1Rung;
}

/** The AV1 renditions a source deserves: exactly the H.264 ones (the same rungs at the same sizes). */
export function planAv1Ladder(source: { width: number; height: number }): Av1RenditionPlan[] {
  return planLadder(source).map((plan) => ({ ...plan, av1: av1Rungs[plan.quality] }));
}

/** The folder of an AV1 rendition inside its asset's folder, e.g. `av1/data_saver`. */
export function av1RenditionFolder(quality: MediaQuality): string {
  return `av1/${quality}`;
}
