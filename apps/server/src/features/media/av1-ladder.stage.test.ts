import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { JobQueue } from '../jobs/job-queue.ts';
import { Av1LadderStage, av1SourceFile } from './av1-ladder.stage.ts';
import { locateFfmpeg } from './ffmpeg-locator.ts';
import { ingestVideo } from './ingest-video.ts';
import { parseMediaPlaylist } from './measure-rendition.ts';
import { findRenditions } from './media-assets.repository.ts';
import { parseMasterPlaylist } from './testing/parse-hls.ts';
import { makeTestClip } from './testing/test-clips.ts';

let database: TestDatabase;
let workDir: string;
let jobs: JobQueue;

beforeAll(async () => {
  database = await createTestDatabase();
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-av1-'));
  jobs = new JobQueue({ db: database.db, log: pino({ level: 'silent' }), pollSeconds: 0.5 });
});

afterAll(async () => {
  await jobs.stop();
  await database.destroy();
  fs.rmSync(workDir, { recursive: true, force: true });
});

async function until<T>(read: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the AV1 stage of an ingest', () => {
  it('adds an AV1 ladder after the H.264 one: same rungs and segment grid, CODECS from the stream, both in the master', async () => {
    const mediaDir = path.join(workDir, 'media');
    const clip = await makeTestClip(path.join(workDir, 'clip.mp4'), { size: '640x360', seconds: 5 });
    const stage = new Av1LadderStage({
      db: database.db,
      jobs,
      mediaDir,
      tools: () => locateFfmpeg(),
      log: pino({ level: 'silent' }),
    });
    const { assetId } = await ingestVideo({
      db: database.db,
      mediaDir,
      tools: locateFfmpeg(),
      sourceFile: clip,
      av1Stage: stage,
    });
    const assetDir = path.join(mediaDir, 'assets', assetId);
    // Playable in H.264 before the second stage has run.
    expect(
      parseMasterPlaylist(fs.readFileSync(path.join(assetDir, 'master.m3u8'), 'utf8')).variants,
    ).toHaveLength(2);
    expect(fs.existsSync(av1SourceFile(mediaDir, assetId))).toBe(true);

    await jobs.start();
    // The stage ends by dropping the source it kept, after the renditions and master playlists are written.
    await until(async () => (fs.existsSync(av1SourceFile(mediaDir, assetId)) ? undefined : true), 240_000);
    const renditions = await findRenditions(database.db, assetId);
    const av1 = renditions.filter((rendition) => rendition.videoCodec === 'av1');
    const h264 = renditions.filter((rendition) => rendition.videoCodec === 'h264');
    expect(av1.map((rendition) => [rendition.quality, rendition.width, rendition.height])).toEqual(
      h264.map((rendition) => [rendition.quality, rendition.width, rendition.height]),
    );
    for (const rendition of av1) {
      expect(rendition.codecs).toMatch(/^av01\.0\.\d\dM\.08,mp4a\.40\.2$/);
      expect(rendition.playlistPath).toBe(`av1/${rendition.quality}/index.m3u8`);
    }
    const master = parseMasterPlaylist(fs.readFileSync(path.join(assetDir, 'master.m3u8'), 'utf8'));
    expect(master.variants.map((variant) => variant.uri)).toEqual([
      'data_saver/index.m3u8',
      'standard/index.m3u8',
      'av1/data_saver/index.m3u8',
      'av1/standard/index.m3u8',
    ]);
    const capped = parseMasterPlaylist(
      fs.readFileSync(path.join(assetDir, 'master~data_saver.m3u8'), 'utf8'),
    );
    expect(capped.variants.map((variant) => variant.uri)).toEqual([
      'data_saver/index.m3u8',
      'av1/data_saver/index.m3u8',
    ]);

    // ffmpeg's HLS muxer cuts only at key frames: equal segment lengths are key frames on the same grid.
    const segmentSeconds = (folder: string) =>
      parseMediaPlaylist(fs.readFileSync(path.join(assetDir, folder, 'index.m3u8'), 'utf8')).map((segment) =>
        segment.seconds.toFixed(2),
      );
    expect(segmentSeconds('av1/standard')).toEqual(segmentSeconds('standard'));
    expect(segmentSeconds('av1/standard')).toHaveLength(2);
    expect(
      fs.readdirSync(path.join(mediaDir, 'assets')).filter((name) => name.startsWith('.incoming')),
    ).toEqual([]);
  }, 300_000);
});
