import fs from 'node:fs';
import path from 'node:path';
import { runFfmpeg } from './run-ffmpeg.ts';

export interface DemoClip {
  name: string;
  title: string;
  /** An ffmpeg lavfi video source, with its size and rate. */
  picture: string;
  toneHz: number;
  seconds: number;
}

const SIZE = 'size=1280x720:rate=25';

/**
 * Three clips that look and sound different, so a tester sees which asset a title plays. Their sources are
 * cheap to draw and exist in every ffmpeg since 4.1 (the npm-shipped fallback binary).
 */
export const demoClips: readonly DemoClip[] = [
  { name: 'clip-a', title: 'GLO-TV demo A', picture: `testsrc2=${SIZE}`, toneHz: 440, seconds: 24 },
  {
    name: 'clip-b',
    title: 'GLO-TV demo B',
    picture: `color=c=0x0B6E4F:${SIZE},hue=H=2*PI*t/12`,
    toneHz: 330,
    seconds: 24,
  },
  { name: 'clip-c', title: 'GLO-TV demo C', picture: `smptehdbars=${SIZE}`, toneHz: 550, seconds: 24 },
];

/** The title in the middle and the running time below it; needs ffmpeg built with freetype and a font. */
function captions(clip: DemoClip): string {
  const style = 'fontcolor=white:x=(w-tw)/2';
  return [
    `drawtext=text='${clip.title}':fontsize=72:borderw=3:${style}:y=(h-th)/2`,
    `drawtext=text='%{pts\\:hms}':fontsize=40:borderw=2:${style}:y=h-th-48`,
  ].join(',');
}

function clipArgs(clip: DemoClip, file: string, withCaptions: boolean): string[] {
  const seconds = String(clip.seconds);
  return [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-t', seconds, '-i', clip.picture],
    ...['-f', 'lavfi', '-t', seconds, '-i', `sine=frequency=${clip.toneHz}:sample_rate=48000`],
    ...(withCaptions ? ['-vf', captions(clip)] : []),
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '20', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '128k', '-shortest', '-f', 'mp4', file],
  ];
}

/**
 * The source file of a demo clip, drawn once into `folder` (written beside, then renamed: a file that is
 * there is whole). Captions are left out when this ffmpeg cannot draw text.
 */
export async function ensureDemoClip(
  ffmpeg: string,
  clip: DemoClip,
  folder: string,
  options: { signal?: AbortSignal; background?: boolean } = {},
): Promise<string> {
  const file = path.join(folder, `${clip.name}.mp4`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(folder, { recursive: true });
  const partial = `${file}.partial`;
  try {
    await runFfmpeg(ffmpeg, clipArgs(clip, partial, true), options).catch((error: unknown) => {
      if (options.signal?.aborted) throw error;
      return runFfmpeg(ffmpeg, clipArgs(clip, partial, false), options);
    });
    fs.renameSync(partial, file);
    return file;
  } finally {
    fs.rmSync(partial, { force: true });
  }
}
