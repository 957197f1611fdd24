import path from 'node:path';
import type { SourceFacts } from './probe-source.ts';
import type { RenditionPlan } from './quality-ladder.ts';

/** About 4 s segments start playback fast and keep the playlists short. */
export const SEGMENT_SECONDS = 4;

/** Frame rate of every rendition: the source's, halved while above 30 (50/60 fps costs phones dearly). */
export function outputFrameRate(source: SourceFacts): number {
  let rate = source.framesPerSecond;
  while (rate > 30) rate /= 2;
  return rate;
}

/**
 * One ffmpeg run for the whole ladder: the source is decoded once and split, and every rendition is a CMAF
 * HLS output of its own (fMP4 segments, init.mp4, VOD playlist). Keyframes are forced on the same 4 s grid
 * in every rendition and scene-cut keyframes are off, so segment boundaries line up across the ladder and a
 * player can switch quality at any boundary. Sources without sound get a silent track, so every asset has
 * the same shape (the live playout stitches assets together).
 */
export function ladderEncodeArgs(
  sourceFile: string,
  source: SourceFacts,
  plans: RenditionPlan[],
  outputDir: string,
): string[] {
  const gop = groupOfPictures(source);
  const outputs = plans.flatMap((plan, index) => [
    ...['-map', `[out${index}]`, '-map', audioInputOf(source)],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', plan.profile],
    ...[
      '-b:v',
      `${plan.videoKbps}k`,
      '-maxrate',
      `${plan.videoMaxKbps}k`,
      '-bufsize',
      `${plan.videoBufferKbits}k`,
    ],
    ...['-g', String(gop), '-keyint_min', String(gop), '-sc_threshold', '0'],
    ...['-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`],
    ...audioArgs(source, plan.audioKbps),
    ...cmafHlsArgs(path.join(outputDir, plan.quality)),
  ]);
  return [...ladderInputArgs(sourceFile, source, plans), ...outputs];
}

/** Frames between keyframes: one segment's worth, so every segment starts with one. */
export function groupOfPictures(source: SourceFacts): number {
  return Math.round(outputFrameRate(source) * SEGMENT_SECONDS);
}

/**
 * The inputs (with a silent track for a source without sound) and the filter that decodes the source once
 * and scales it to every plan: the outputs map `[out<index>]` and `audioInputOf(source)`.
 */
export function ladderInputArgs(sourceFile: string, source: SourceFacts, plans: RenditionPlan[]): string[] {
  const fps = outputFrameRate(source);
  const inputs = ['-i', sourceFile];
  if (source.audioChannels === 0) {
    inputs.push('-f', 'lavfi', '-t', source.durationSeconds.toFixed(3), '-i', 'anullsrc=r=48000:cl=stereo');
  }
  const split = `[0:v:0]fps=${fps.toFixed(6)},split=${plans.length}${plans.map((_, index) => `[v${index}]`).join('')}`;
  const scales = plans.map(
    (plan, index) =>
      `[v${index}]scale=${plan.width}:${plan.height}:flags=bicubic,setsar=1,format=yuv420p[out${index}]`,
  );
  return [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...inputs,
    ...['-filter_complex', [split, ...scales].join(';')],
  ];
}

export function audioInputOf(source: SourceFacts): string {
  return source.audioChannels === 0 ? '1:a:0' : '0:a:0';
}

/** AAC-LC at 48 kHz, mono or stereo as the source. */
export function audioArgs(source: SourceFacts, kbps: number): string[] {
  const channels = Math.min(Math.max(source.audioChannels, 1), 2);
  return ['-c:a', 'aac', '-b:a', `${kbps}k`, '-ac', String(channels), '-ar', '48000'];
}

/** A CMAF HLS VOD output into `folder`: `init.mp4`, `seg_00001.m4s`… and `index.m3u8`. */
export function cmafHlsArgs(folder: string): string[] {
  return [
    ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
    ...['-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4', '-start_number', '1'],
    ...['-hls_flags', 'independent_segments'],
    ...['-hls_segment_filename', path.join(folder, 'seg_%05d.m4s')],
    path.join(folder, 'index.m3u8'),
  ];
}
