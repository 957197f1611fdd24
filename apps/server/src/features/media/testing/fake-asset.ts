import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../../db/database.ts';
import type { MediaQuality } from '../../../db/schema.ts';
import { buildMasterPlaylist, cappedMasterFileName, type RenditionEntry } from '../master-playlist.ts';
import { saveReadyAsset } from '../media-assets.repository.ts';
import { mediaQualities } from '../quality-ladder.ts';

const heights: Record<MediaQuality, number> = {
  data_saver: 240,
  standard: 360,
  high: 480,
  higher: 720,
  best: 1080,
};
const bandwidths: Record<MediaQuality, number> = {
  data_saver: 230_000,
  standard: 620_000,
  high: 1_050_000,
  higher: 2_000_000,
  best: 4_000_000,
};

/** Recognisable bytes for a fake segment: range requests can be checked against them. */
export function fakeSegmentBytes(quality: MediaQuality, index: number): Buffer {
  return Buffer.from(Array.from({ length: 2000 }, (_, offset) => (offset + index + quality.length) % 256));
}

export interface FakeAsset {
  assetId: string;
  renditions: RenditionEntry[];
}

/**
 * An asset laid out exactly as the pipeline writes one (playlists, init.mp4, segments, poster, static
 * masters), with fake media bytes, plus a stray file no address may reach: for tests of serving.
 */
export function writeFakeAssetFiles(
  mediaDir: string,
  qualities: MediaQuality[] = ['data_saver', 'standard', 'high'],
): FakeAsset {
  const assetId = randomUUID();
  const folder = path.join(mediaDir, 'assets', assetId);
  const renditions = qualities.map((quality): RenditionEntry => {
    const height = heights[quality];
    const width = Math.round((height * 16) / 9 / 2) * 2;
    fs.mkdirSync(path.join(folder, quality), { recursive: true });
    const playlist = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-TARGETDURATION:4', '#EXT-X-MEDIA-SEQUENCE:1'];
    playlist.push('#EXT-X-PLAYLIST-TYPE:VOD', '#EXT-X-MAP:URI="init.mp4"');
    playlist.push(
      '#EXTINF:4.000000,',
      'seg_00001.m4s',
      '#EXTINF:2.000000,',
      'seg_00002.m4s',
      '#EXT-X-ENDLIST',
    );
    fs.writeFileSync(path.join(folder, quality, 'index.m3u8'), `${playlist.join('\n')}\n`);
    fs.writeFileSync(path.join(folder, quality, 'init.mp4'), Buffer.from('ftypiso6 fake init'));
    fs.writeFileSync(path.join(folder, quality, 'seg_00001.m4s'), fakeSegmentBytes(quality, 1));
    fs.writeFileSync(path.join(folder, quality, 'seg_00002.m4s'), fakeSegmentBytes(quality, 2));
    const bandwidth = bandwidths[quality];
    const codecs = 'avc1.4d401e,mp4a.40.2';
    const playlistPath = `${quality}/index.m3u8`;
    return {
      quality,
      videoCodec: 'h264',
      width,
      height,
      bandwidth,
      averageBandwidth: bandwidth - 20_000,
      codecs,
      frameRate: 25,
      playlistPath,
    };
  });
  for (const cap of [undefined, ...mediaQualities]) {
    fs.writeFileSync(path.join(folder, cappedMasterFileName(cap)), buildMasterPlaylist(renditions, cap));
  }
  fs.writeFileSync(path.join(folder, 'poster.webp'), Buffer.from('RIFF fake WEBP'));
  fs.writeFileSync(path.join(folder, 'notes.txt'), 'a stray file no address may reach');
  return { assetId, renditions };
}

/** A fake asset's files, registered as ready. */
export async function createFakeAsset(
  db: Db,
  mediaDir: string,
  qualities?: MediaQuality[],
): Promise<FakeAsset> {
  const asset = writeFakeAssetFiles(mediaDir, qualities);
  const checksum = `sha256:${asset.assetId}`;
  await saveReadyAsset(
    db,
    { id: asset.assetId, folder: `assets/${asset.assetId}`, durationSeconds: 6, checksum },
    asset.renditions,
  );
  return asset;
}
