import fs from 'node:fs/promises';
import path from 'node:path';
import type { VideoCodec } from '../../db/schema.ts';
import { av1CodecString } from './av1-codec-string.ts';
import { av1RenditionFolder } from './av1-ladder.ts';
import type { RenditionEntry } from './master-playlist.ts';
import type { RenditionPlan } from './quality-ladder.ts';

/** AAC-LC, which ffmpeg's own encoder writes. */
const AAC_LC = 'mp4a.40.2';

/**
 * What the master playlist must say about an encoded rendition, measured from its files rather than from
 * what the encoder was asked for: BANDWIDTH is the peak segment bit rate and AVERAGE-BANDWIDTH the mean
 * over all segments (HLS §4.4.6.2), and CODECS names the exact H.264 or AV1 profile and level in init.mp4.
 */
export async function measureRendition(
  assetDir: string,
  plan: RenditionPlan,
  frameRate: number,
  videoCodec: VideoCodec = 'h264',
): Promise<RenditionEntry> {
  const relativeFolder = videoCodec === 'av1' ? av1RenditionFolder(plan.quality) : plan.quality;
  const playlistPath = `${relativeFolder}/index.m3u8`;
  const folder = path.join(assetDir, relativeFolder);
  const segments = parseMediaPlaylist(await fs.readFile(path.join(assetDir, playlistPath), 'utf8'));
  if (segments.length === 0) throw new Error(`${playlistPath} lists no segments`);
  let peak = 0;
  let totalBits = 0;
  let totalSeconds = 0;
  for (const segment of segments) {
    const bits = (await fs.stat(path.join(folder, segment.uri))).size * 8;
    peak = Math.max(peak, bits / segment.seconds);
    totalBits += bits;
    totalSeconds += segment.seconds;
  }
  const init = await fs.readFile(path.join(folder, 'init.mp4'));
  const videoCodecString = videoCodec === 'av1' ? av1CodecString(init) : avcCodecString(init);
  return {
    quality: plan.quality,
    videoCodec,
    width: plan.width,
    height: plan.height,
    bandwidth: Math.ceil(peak),
    averageBandwidth: Math.ceil(totalBits / totalSeconds),
    codecs: `${videoCodecString},${AAC_LC}`,
    frameRate: Math.round(frameRate * 1000) / 1000,
    playlistPath,
  };
}

export interface MediaSegment {
  uri: string;
  seconds: number;
}

/** The segments of a VOD media playlist: each `#EXTINF:<seconds>,` and the URI line after it. */
export function parseMediaPlaylist(text: string): MediaSegment[] {
  const segments: MediaSegment[] = [];
  let pendingSeconds: number | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) pendingSeconds = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line && !line.startsWith('#') && pendingSeconds !== undefined) {
      if (pendingSeconds > 0) segments.push({ uri: line, seconds: pendingSeconds });
      pendingSeconds = undefined;
    }
  }
  return segments;
}

/** RFC 6381 name of the H.264 stream described by the avcC box of an init segment, e.g. `avc1.4d401e`. */
export function avcCodecString(initSegment: Buffer): string {
  const box = initSegment.indexOf('avcC');
  if (box < 0 || box + 8 > initSegment.length) throw new Error('init.mp4 has no H.264 configuration (avcC)');
  const hex = (offset: number) => initSegment[box + offset]!.toString(16).padStart(2, '0');
  // avcC: configurationVersion, then AVCProfileIndication, profile_compatibility, AVCLevelIndication.
  return `avc1.${hex(5)}${hex(6)}${hex(7)}`;
}
