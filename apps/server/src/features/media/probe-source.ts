import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { z } from 'zod';

const run = promisify(execFile);

/** Why a file cannot be ingested, in words a person running the ingest understands. */
export class UnusableSourceError extends Error {
  constructor(file: string, reason: string) {
    super(`Cannot ingest ${file}: ${reason}`);
    this.name = 'UnusableSourceError';
  }
}

export interface SourceFacts {
  durationSeconds: number;
  /** Display size: square pixels, the sample aspect ratio applied. */
  width: number;
  height: number;
  framesPerSecond: number;
  audioChannels: number;
  /** ffprobe's name for the container, e.g. `mov,mp4,m4a,3gp,3g2,mj2` or `matroska,webm`. */
  container: string;
}

const probeSchema = z.object({
  streams: z
    .array(
      z.object({
        codec_type: z.string().optional(),
        codec_name: z.string().optional(),
        width: z.number().optional(),
        height: z.number().optional(),
        sample_aspect_ratio: z.string().optional(),
        avg_frame_rate: z.string().optional(),
        r_frame_rate: z.string().optional(),
        channels: z.number().optional(),
        duration: z.string().optional(),
        disposition: z.object({ attached_pic: z.number().optional() }).optional(),
      }),
    )
    .default([]),
  format: z.object({ duration: z.string().optional(), format_name: z.string().optional() }).optional(),
});

/** Text files open as ANSI art, pictures as one-frame "videos": neither is a programme. */
const notMotionPicture = new Set(['ansi', 'bintext', 'xbin', 'idf', 'tty']);

/** Reads what the ladder needs from a source, refusing anything that is not a playable video. */
export async function probeSource(ffprobe: string, file: string): Promise<SourceFacts> {
  const args = ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file];
  let output: string;
  try {
    output = (await run(ffprobe, args, { maxBuffer: 8 * 1024 * 1024 })).stdout;
  } catch (error) {
    const detail = error instanceof Error && 'stderr' in error ? String(error.stderr).trim() : '';
    throw new UnusableSourceError(
      file,
      `it is not a media file ffprobe can read${detail ? ` (${detail})` : ''}`,
    );
  }
  const probe = probeSchema.parse(JSON.parse(output));
  const video = probe.streams.find(
    (stream) => stream.codec_type === 'video' && stream.disposition?.attached_pic !== 1,
  );
  if (!video?.width || !video.height || notMotionPicture.has(video.codec_name ?? '')) {
    throw new UnusableSourceError(file, 'it has no video stream');
  }
  if (notMotionPicture.has(probe.format?.format_name ?? '')) {
    throw new UnusableSourceError(file, 'it has no video stream');
  }
  const durationSeconds = Number(probe.format?.duration ?? video.duration ?? 0);
  if (!Number.isFinite(durationSeconds) || durationSeconds < 0.5) {
    throw new UnusableSourceError(file, 'its duration is zero or unknown');
  }
  const audio = probe.streams.find((stream) => stream.codec_type === 'audio');
  const [sarWidth, sarHeight] = ratio(video.sample_aspect_ratio) ?? [1, 1];
  return {
    durationSeconds,
    width: Math.round((video.width * sarWidth) / sarHeight),
    height: video.height,
    framesPerSecond: frameRate(video.avg_frame_rate) ?? frameRate(video.r_frame_rate) ?? 25,
    audioChannels: audio?.channels ?? 0,
    container: probe.format?.format_name ?? '',
  };
}

function ratio(text: string | undefined): [number, number] | undefined {
  const [top, bottom] = (text ?? '').split(/[:/]/).map(Number);
  return top && bottom && Number.isFinite(top / bottom) ? [top, bottom] : undefined;
}

function frameRate(text: string | undefined): number | undefined {
  const parts = ratio(text);
  if (!parts) return undefined;
  const value = parts[0] / parts[1];
  return value > 0 && value <= 240 ? value : undefined;
}
