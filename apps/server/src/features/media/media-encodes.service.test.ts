import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MediaEncode } from '@glotv/contracts/console-media';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { JobQueue } from '../jobs/job-queue.ts';
import { locateFfmpeg } from './ffmpeg-locator.ts';
import { MediaEncodeService } from './media-encodes.service.ts';
import { makeTestClip } from './testing/test-clips.ts';

let database: TestDatabase;
let workDir: string;
let clipFile: string;
const queues: JobQueue[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-encodes-'));
  clipFile = await makeTestClip(path.join(workDir, 'clip.mp4'), { size: '320x180', seconds: 2 });
});

afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await database.destroy();
  fs.rmSync(workDir, { recursive: true, force: true });
});

/** An ffmpeg stand-in: a shell script, so that a test decides how the encoder behaves. */
function fakeFfmpeg(name: string, body: string): string {
  const file = path.join(workDir, name);
  fs.writeFileSync(file, `#!/bin/sh\n${body}\n`, { mode: 0o755 });
  return file;
}

async function setUp(ffmpeg: string, options: { start?: boolean } = {}) {
  const mediaDir = path.join(workDir, `media-${randomBytes(3).toString('hex')}`);
  const sourcesDir = path.join(workDir, `sources-${randomBytes(3).toString('hex')}`);
  fs.mkdirSync(sourcesDir, { recursive: true });
  const jobs = new JobQueue({ db: database.db, log: pino({ level: 'silent' }), pollSeconds: 0.5 });
  queues.push(jobs);
  const service = new MediaEncodeService({
    db: database.db,
    jobs,
    mediaDir,
    tools: () => ({ ffmpeg, ffprobe: locateFfmpeg().ffprobe }),
    sources: {
      fileOf: (uploadId) => path.join(sourcesDir, uploadId),
      remove: async (uploadId) => fs.rmSync(path.join(sourcesDir, uploadId), { force: true }),
    },
    log: pino({ level: 'silent' }),
  });
  const uploadId = randomBytes(16).toString('hex');
  fs.copyFileSync(clipFile, path.join(sourcesDir, uploadId));
  const encode = await service.createForUpload({
    uploadId,
    fileName: 'clip.mp4',
    sizeBytes: fs.statSync(clipFile).size,
    createdBy: null,
  });
  if (options.start !== false) await jobs.start();
  const leftovers = () => ({
    sources: fs.readdirSync(sourcesDir),
    assetFolders: fs.existsSync(path.join(mediaDir, 'assets'))
      ? fs.readdirSync(path.join(mediaDir, 'assets'))
      : [],
  });
  return { service, encode, leftovers, jobs };
}

async function until(
  read: () => Promise<MediaEncode>,
  done: (encode: MediaEncode) => boolean,
): Promise<MediaEncode> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const encode = await read();
    if (done(encode)) return encode;
    if (Date.now() > deadline) throw new Error(`timed out at ${JSON.stringify(encode)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const assetCount = async () => (await database.db.selectFrom('media_assets').select('id').execute()).length;

describe('encodes of uploaded sources', () => {
  it("stores ffmpeg's error when the encode fails, and registers and keeps nothing", async () => {
    const failing = fakeFfmpeg(
      'failing-ffmpeg',
      'echo "clip.mp4: Invalid data found when processing input" >&2\nexit 1',
    );
    const before = await assetCount();
    const { service, encode, leftovers } = await setUp(failing);
    const failed = await until(
      () => service.get(encode.id),
      (current) => current.status === 'failed',
    );
    expect(failed.error).toContain('ffmpeg exited with code 1');
    expect(failed.error).toContain('Invalid data found when processing input');
    expect(failed.assetId).toBeNull();
    expect(await assetCount()).toBe(before);
    expect(leftovers()).toEqual({ sources: [], assetFolders: [] });
    // An encode that has ended cannot be cancelled.
    await expect(service.cancel(encode.id)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('stops a running encode that is cancelled: its ffmpeg ends, and nothing is registered or left', async () => {
    const endless = fakeFfmpeg('endless-ffmpeg', 'exec sleep 60');
    const before = await assetCount();
    const { service, encode, leftovers } = await setUp(endless);
    await until(
      () => service.get(encode.id),
      (current) => current.status === 'running',
    );
    // The ladder's hidden folder exists while ffmpeg runs (after the probe and the checksum).
    const deadline = Date.now() + 10_000;
    while (leftovers().assetFolders.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(leftovers().assetFolders).toEqual([`.incoming-encode-${encode.id}`]);
    const cancelling = await service.cancel(encode.id);
    expect(cancelling.cancelRequested).toBe(true);
    const cancelled = await until(
      () => service.get(encode.id),
      (current) => current.status === 'cancelled',
    );
    expect(cancelled).toMatchObject({ assetId: null, error: null });
    expect(await assetCount()).toBe(before);
    await until(
      async () => ({ ...cancelled, status: leftovers().sources.length === 0 ? 'cancelled' : 'running' }),
      (current) => current.status === 'cancelled',
    );
    expect(leftovers()).toEqual({ sources: [], assetFolders: [] });
  });

  it('never starts an encode cancelled while it waits in the queue', async () => {
    const before = await assetCount();
    const { service, encode, jobs, leftovers } = await setUp(locateFfmpeg().ffmpeg, { start: false });
    const cancelled = await service.cancel(encode.id);
    expect(cancelled.status).toBe('cancelled');
    expect(leftovers()).toEqual({ sources: [], assetFolders: [] });
    await jobs.start();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await service.get(encode.id)).toMatchObject({ status: 'cancelled', startedAt: null });
    expect(await assetCount()).toBe(before);
  });
});
