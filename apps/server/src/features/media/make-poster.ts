import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { SourceFacts } from './probe-source.ts';

const run = promisify(execFile);

export const POSTER_FILE = 'poster.webp';

/**
 * A still from about 10% into the source (past black openings and titles), at most 1280x720, as WebP: the
 * player shows it while the first segment loads. ffmpeg hands a PNG to sharp, which every install has.
 */
export async function makePoster(
  ffmpeg: string,
  sourceFile: string,
  source: SourceFacts,
  outputDir: string,
): Promise<void> {
  const at = (source.durationSeconds * 0.1).toFixed(3);
  const args = [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-ss', at, '-i', sourceFile],
    ...[
      '-frames:v',
      '1',
      '-vf',
      "scale=w='min(1280,iw)':h='min(720,ih)':force_original_aspect_ratio=decrease",
    ],
    ...['-f', 'image2pipe', '-c:v', 'png', 'pipe:1'],
  ];
  const { stdout } = await run(ffmpeg, args, { encoding: 'buffer', maxBuffer: 32 * 1024 * 1024 });
  if (stdout.length === 0) throw new Error(`ffmpeg drew no poster frame at ${at} s`);
  await sharp(stdout).webp({ quality: 72 }).toFile(path.join(outputDir, POSTER_FILE));
}
