import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseMediaPlaylist } from '../../apps/server/src/features/media/measure-rendition.ts';

const run = promisify(execFile);

export interface PictureQuality {
  ssim: number;
  /** dB. */
  psnr: number;
}

/**
 * SSIM and PSNR of a CMAF HLS rendition against its source, the source scaled to the rendition's size and
 * frame rate exactly as the ladder scales it (bicubic): the loss of the encode alone.
 */
export async function measurePictureQuality(
  ffmpeg: string,
  sourceFile: string,
  renditionFolder: string,
  size: { width: number; height: number; frameRate: number },
): Promise<PictureQuality> {
  const joined = path.join(renditionFolder, 'joined.mp4');
  const playlist = fs.readFileSync(path.join(renditionFolder, 'index.m3u8'), 'utf8');
  fs.writeFileSync(
    joined,
    Buffer.concat([
      fs.readFileSync(path.join(renditionFolder, 'init.mp4')),
      ...parseMediaPlaylist(playlist).map((segment) =>
        fs.readFileSync(path.join(renditionFolder, segment.uri)),
      ),
    ]),
  );
  const reference = `fps=${size.frameRate},scale=${size.width}:${size.height}:flags=bicubic,setsar=1,format=yuv420p`;
  const graph = [
    `[0:v]format=yuv420p,split[d1][d2]`,
    `[1:v]${reference},split[r1][r2]`,
    `[d1][r1]ssim`,
    `[d2][r2]psnr`,
  ].join(';');
  try {
    const { stderr } = await run(
      ffmpeg,
      ['-hide_banner', '-nostdin', '-i', joined, '-i', sourceFile, '-lavfi', graph, '-f', 'null', '-'],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const ssim = /SSIM .*All:([\d.]+)/.exec(stderr)?.[1];
    const psnr = /PSNR .*average:([\d.inf]+)/.exec(stderr)?.[1];
    if (!ssim || !psnr) throw new Error(`no SSIM/PSNR in ffmpeg's output: ${stderr.slice(-400)}`);
    return { ssim: Number(ssim), psnr: Number(psnr) };
  } finally {
    fs.rmSync(joined, { force: true });
  }
}
