import type { MediaQuality, VideoCodec } from '../../db/schema.ts';
import { qualityRank } from './quality-ladder.ts';

/** What a master playlist says about one rendition; the renditions table keeps exactly this. */
export interface RenditionEntry {
  quality: MediaQuality;
  videoCodec: VideoCodec;
  width: number;
  height: number;
  /** Peak segment bit rate, bit/s, as HLS defines BANDWIDTH. */
  bandwidth: number;
  averageBandwidth: number | null;
  codecs: string;
  frameRate: number | null;
  /** Relative to the asset folder, e.g. `data_saver/index.m3u8`. */
  playlistPath: string;
}

/** H.264 first: a player that takes the first entry it can decode starts on the ladder every device plays. */
const codecOrder: readonly VideoCodec[] = ['h264', 'av1'];

/**
 * The master playlist of an asset: the H.264 ladder, then the AV1 ladder when the asset has one, each lowest
 * rendition first (players that start on the first entry start fast), listing nothing above `maxQuality`:
 * with Data Saver chosen, no higher rendition is even offered. Each ladder's lowest rendition is always
 * listed, so a cap below it still plays. CODECS tells the two ladders apart, so a player picks what it decodes.
 */
export function buildMasterPlaylist(renditions: RenditionEntry[], maxQuality?: MediaQuality): string {
  const allowed = codecOrder.flatMap((codec) =>
    cappedLadder(
      renditions.filter((rendition) => rendition.videoCodec === codec),
      maxQuality,
    ),
  );
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const rendition of allowed) {
    const attributes = [
      `BANDWIDTH=${rendition.bandwidth}`,
      rendition.averageBandwidth ? `AVERAGE-BANDWIDTH=${rendition.averageBandwidth}` : undefined,
      `RESOLUTION=${rendition.width}x${rendition.height}`,
      `CODECS="${rendition.codecs}"`,
      rendition.frameRate ? `FRAME-RATE=${rendition.frameRate.toFixed(3)}` : undefined,
    ];
    lines.push(`#EXT-X-STREAM-INF:${attributes.filter(Boolean).join(',')}`, rendition.playlistPath);
  }
  return `${lines.join('\n')}\n`;
}

function cappedLadder(renditions: RenditionEntry[], maxQuality?: MediaQuality): RenditionEntry[] {
  const ordered = [...renditions].sort((a, b) => qualityRank(a.quality) - qualityRank(b.quality));
  return ordered.filter(
    (rendition, index) =>
      index === 0 || maxQuality === undefined || qualityRank(rendition.quality) <= qualityRank(maxQuality),
  );
}

/** File name of the static master capped at a quality (for nginx), e.g. `master~data_saver.m3u8`. */
export function cappedMasterFileName(maxQuality?: MediaQuality): string {
  return maxQuality ? `master~${maxQuality}.m3u8` : 'master.m3u8';
}
