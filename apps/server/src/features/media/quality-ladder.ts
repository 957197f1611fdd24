import type { MediaQuality } from '../../db/schema.ts';

/** The qualities a user can choose, lowest first; Auto adapts over all of them. */
export const mediaQualities = [
  'data_saver',
  'standard',
  'high',
  'higher',
  'best',
] as const satisfies readonly MediaQuality[];

export interface LadderRung {
  quality: MediaQuality;
  /** The box a rendition is fitted into: 16:9 at the rung's nominal height. */
  boxWidth: number;
  boxHeight: number;
  /** Average video bit rate asked of x264, and its ceiling (maxrate and bufsize), in kbit/s. */
  videoKbps: number;
  videoMaxKbps: number;
  videoBufferKbits: number;
  audioKbps: number;
  /** main for the small rungs (every phone decodes it), high where the saving is worth it. */
  profile: 'main' | 'high';
}

/**
 * Data Saver must stay at or under 250 kbit/s video and audio together: its buffer equals its ceiling, so no
 * 4 s segment can burst past about 195 kbit/s of video, plus 48 kbit/s of audio and a little container.
 */
export const ladderRungs: readonly LadderRung[] = [
  rung('data_saver', 426, 240, 140, 155, 155, 48, 'main'),
  rung('standard', 640, 360, 500, 560, 1120, 64, 'main'),
  rung('high', 854, 480, 880, 960, 1920, 96, 'main'),
  rung('higher', 1280, 720, 1800, 1900, 3800, 128, 'high'),
  rung('best', 1920, 1080, 3700, 3850, 7700, 128, 'high'),
];

function rung(
  quality: MediaQuality,
  boxWidth: number,
  boxHeight: number,
  videoKbps: number,
  videoMaxKbps: number,
  videoBufferKbits: number,
  audioKbps: number,
  profile: LadderRung['profile'],
): LadderRung {
  return { quality, boxWidth, boxHeight, videoKbps, videoMaxKbps, videoBufferKbits, audioKbps, profile };
}

export interface RenditionPlan extends LadderRung {
  width: number;
  height: number;
}

/**
 * The rungs a source deserves, each with its output size. A rung is kept when the source fills its box in
 * width or height, so nothing is ever upscaled; Data Saver is always kept, at the source's own size when the
 * source is smaller still. Sizes keep the source's display aspect and are even, as H.264 4:2:0 needs.
 */
export function planLadder(source: { width: number; height: number }): RenditionPlan[] {
  const kept = ladderRungs.filter(
    (rung, index) => index === 0 || source.width >= rung.boxWidth || source.height >= rung.boxHeight,
  );
  return kept.map((rung) => ({ ...rung, ...fitInside(source, rung.boxWidth, rung.boxHeight) }));
}

function fitInside(source: { width: number; height: number }, boxWidth: number, boxHeight: number) {
  const scale = Math.min(boxWidth / source.width, boxHeight / source.height, 1);
  const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);
  return { width: even(source.width * scale), height: even(source.height * scale) };
}

/** Position of a quality in the ladder, lowest 0. */
export function qualityRank(quality: MediaQuality): number {
  return mediaQualities.indexOf(quality);
}

export function isMediaQuality(value: string): value is MediaQuality {
  return (mediaQualities as readonly string[]).includes(value);
}
