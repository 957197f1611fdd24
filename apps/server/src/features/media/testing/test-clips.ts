import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { locateFfmpeg } from '../ffmpeg-locator.ts';

const run = promisify(execFile);

export interface TestClipOptions {
  size?: string;
  seconds?: number;
  /** lavfi picture source. */
  picture?: 'testsrc2' | 'smptehdbars' | 'rgbtestsrc';
  toneHz?: number;
  audio?: boolean;
}

/** A short source video drawn by ffmpeg's lavfi, quick to encode (the machine has two cores). */
export async function makeTestClip(file: string, options: TestClipOptions = {}): Promise<string> {
  const { size = '640x360', seconds = 6, picture = 'testsrc2', toneHz = 440, audio = true } = options;
  const duration = String(seconds);
  await run(locateFfmpeg().ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-t', duration, '-i', `${picture}=size=${size}:rate=25`],
    ...(audio ? ['-f', 'lavfi', '-t', duration, '-i', `sine=frequency=${toneHz}:sample_rate=48000`] : []),
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '18', '-pix_fmt', 'yuv420p'],
    ...(audio ? ['-c:a', 'aac', '-b:a', '128k', '-shortest'] : []),
    file,
  ]);
  return file;
}

/** A sound file without any picture. */
export async function makeAudioOnlyFile(file: string, seconds = 3): Promise<string> {
  await run(locateFfmpeg().ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-t', String(seconds), '-i', 'sine=frequency=440:sample_rate=48000'],
    ...['-c:a', 'aac', '-b:a', '64k', file],
  ]);
  return file;
}

/** Presentation times, in seconds, of the keyframes of a rendition (init segment and segments joined). */
export async function keyframeTimes(file: string): Promise<number[]> {
  const { stdout } = await run(locateFfmpeg().ffprobe, [
    ...['-v', 'error', '-select_streams', 'v:0', '-skip_frame', 'nokey'],
    ...['-show_entries', 'frame=pts_time', '-of', 'csv=p=0', file],
  ]);
  return stdout
    .split('\n')
    .map((line) => Number.parseFloat(line))
    .filter((time) => Number.isFinite(time));
}
