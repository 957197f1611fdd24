import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { locateFfmpeg } from './ffmpeg-locator.ts';
import { type IngestResult, ingestVideo } from './ingest-video.ts';
import { findRenditions } from './media-assets.repository.ts';
import { findAssetFor } from './media-links.repository.ts';
import { parseMasterPlaylist, parseMediaPlaylist } from './testing/parse-hls.ts';
import { keyframeTimes, makeTestClip } from './testing/test-clips.ts';

const tools = locateFfmpeg();
let database: TestDatabase;
let workDir: string;
let mediaDir: string;
let source: string;
let first: IngestResult;

const assetDir = (assetId: string) => path.join(mediaDir, 'assets', assetId);
const read = (assetId: string, file: string) => fs.readFileSync(path.join(assetDir(assetId), file), 'utf8');
const assetFolders = () => fs.readdirSync(path.join(mediaDir, 'assets'));

beforeAll(async () => {
  database = await createTestDatabase();
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-ingest-'));
  mediaDir = path.join(workDir, 'media');
  source = await makeTestClip(path.join(workDir, 'source.mp4'), { size: '640x360', seconds: 6 });
  first = await ingestVideo({
    db: database.db,
    mediaDir,
    tools,
    sourceFile: source,
    owner: { kind: 'movie', id: 1 },
  });
}, 120_000);

afterAll(async () => {
  await database?.destroy();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('ingestVideo of a 6 s 640x360 source', () => {
  it('encodes only the rungs the source fills, never upscaling: Data Saver 240p and Standard 360p', async () => {
    const renditions = await findRenditions(database.db, first.assetId);
    expect(renditions.map((r) => `${r.quality} ${r.width}x${r.height}`).sort()).toEqual([
      'data_saver 426x240',
      'standard 640x360',
    ]);
    expect(fs.readdirSync(assetDir(first.assetId)).sort()).toEqual(
      expect.arrayContaining(['data_saver', 'standard', 'master.m3u8', 'poster.webp']),
    );
    expect(fs.existsSync(path.join(assetDir(first.assetId), 'high'))).toBe(false);
  });

  it('keeps Data Saver within 250 kbit/s and Standard near 600 kbit/s, measured on the segments', async () => {
    const measured = (quality: string) => {
      const playlist = parseMediaPlaylist(read(first.assetId, `${quality}/index.m3u8`));
      const rates = playlist.segments.map(
        (segment) =>
          (fs.statSync(path.join(assetDir(first.assetId), quality, segment.uri)).size * 8) / segment.duration,
      );
      return { peak: Math.max(...rates), average: rates.reduce((sum, rate) => sum + rate, 0) / rates.length };
    };
    const dataSaver = measured('data_saver');
    const standard = measured('standard');
    expect(dataSaver.peak).toBeLessThanOrEqual(250_000);
    expect(dataSaver.average).toBeGreaterThan(100_000);
    expect(standard.average).toBeGreaterThan(400_000);
    expect(standard.peak).toBeLessThanOrEqual(750_000);
    const master = parseMasterPlaylist(read(first.assetId, 'master.m3u8'));
    expect(master.variants[0]?.bandwidth).toBe(Math.ceil(dataSaver.peak));
  });

  it('puts keyframes at the same times in every rendition, one at each segment boundary', async () => {
    const joined = async (quality: string) => {
      const folder = path.join(assetDir(first.assetId), quality);
      const playlist = parseMediaPlaylist(read(first.assetId, `${quality}/index.m3u8`));
      const file = path.join(workDir, `${quality}-joined.mp4`);
      const parts = ['init.mp4', ...playlist.segments.map((segment) => segment.uri)];
      fs.writeFileSync(file, Buffer.concat(parts.map((part) => fs.readFileSync(path.join(folder, part)))));
      return { times: await keyframeTimes(file), playlist };
    };
    const low = await joined('data_saver');
    const standard = await joined('standard');
    expect(standard.times).toEqual(low.times);
    const origin = low.times[0] ?? 0;
    let boundary = 0;
    for (const segment of low.playlist.segments) {
      expect(
        low.times.some((time) => Math.abs(time - origin - boundary) < 0.001),
        `keyframe at ${boundary} s`,
      ).toBe(true);
      boundary += segment.duration;
    }
  });

  it('writes a master playlist a real HLS parser reads: every rendition lowest first, with CODECS and RESOLUTION', () => {
    const master = parseMasterPlaylist(read(first.assetId, 'master.m3u8'));
    expect(master.variants.map((variant) => variant.uri)).toEqual([
      'data_saver/index.m3u8',
      'standard/index.m3u8',
    ]);
    for (const variant of master.variants) {
      expect(variant.codecs).toMatch(/^avc1\.4d40[0-9a-f]{2},mp4a\.40\.2$/);
      expect(variant.frameRate).toBe(25);
      expect(variant.averageBandwidth).toBeLessThanOrEqual(variant.bandwidth);
    }
    expect(master.variants.map((variant) => variant.resolution)).toEqual([
      { width: 426, height: 240 },
      { width: 640, height: 360 },
    ]);
    const capped = parseMasterPlaylist(read(first.assetId, 'master~data_saver.m3u8'));
    expect(capped.variants.map((variant) => variant.uri)).toEqual(['data_saver/index.m3u8']);
  });

  it('writes CMAF media playlists: VOD, fMP4 with an EXT-X-MAP init segment, segments of about 4 s', () => {
    for (const quality of ['data_saver', 'standard']) {
      const playlist = parseMediaPlaylist(read(first.assetId, `${quality}/index.m3u8`));
      expect(playlist).toMatchObject({ playlistType: 'VOD', endlist: true, targetDuration: 4 });
      expect(playlist.segments.map((segment) => segment.uri)).toEqual(['seg_00001.m4s', 'seg_00002.m4s']);
      expect(playlist.segments.map((segment) => segment.duration)).toEqual([4, 2]);
      expect(playlist.segments[0]?.map?.uri).toBe('init.mp4');
    }
  });

  it('draws a WebP poster no larger than the source', async () => {
    const poster = await sharp(path.join(assetDir(first.assetId), 'poster.webp')).metadata();
    expect(poster).toMatchObject({ format: 'webp', width: 640, height: 360 });
  });

  it('registers the asset as ready and links it to its title', async () => {
    expect(await findAssetFor(database.db, 'movie', 1)).toEqual({
      id: first.assetId,
      folder: `assets/${first.assetId}`,
      durationSeconds: 6,
    });
  });

  it('reuses the encode when the same source is ingested again, for the same or another title', async () => {
    const again = await ingestVideo({
      db: database.db,
      mediaDir,
      tools,
      sourceFile: source,
      owner: { kind: 'movie', id: 1 },
    });
    const trailer = await ingestVideo({
      db: database.db,
      mediaDir,
      tools,
      sourceFile: source,
      owner: { kind: 'trailer', id: 1 },
    });
    expect(again).toEqual({ assetId: first.assetId, reused: true, durationSeconds: 6 });
    expect(trailer.assetId).toBe(first.assetId);
    expect(assetFolders()).toEqual([first.assetId]);
  });

  it('gives a title a new source as a new asset, and removes the old one once no title uses it', async () => {
    const other = await makeTestClip(path.join(workDir, 'other.mp4'), {
      size: '320x180',
      seconds: 2,
      toneHz: 660,
    });
    const movie = await ingestVideo({
      db: database.db,
      mediaDir,
      tools,
      sourceFile: other,
      owner: { kind: 'movie', id: 1 },
    });
    expect(movie).toMatchObject({ reused: false, replacedAssetId: first.assetId });
    expect(assetFolders().sort()).toEqual([first.assetId, movie.assetId].sort());

    const trailer = await ingestVideo({
      db: database.db,
      mediaDir,
      tools,
      sourceFile: other,
      owner: { kind: 'trailer', id: 1 },
    });
    expect(trailer).toMatchObject({ assetId: movie.assetId, reused: true, replacedAssetId: first.assetId });
    expect(assetFolders()).toEqual([movie.assetId]);
    const rows = await database.db.selectFrom('media_assets').select('id').execute();
    expect(rows.map((row) => row.id)).toEqual([movie.assetId]);
  });
});
