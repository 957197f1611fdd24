import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { locateFfmpeg } from './ffmpeg-locator.ts';
import { ingestVideo } from './ingest-video.ts';
import { makeAudioOnlyFile, makeTestClip } from './testing/test-clips.ts';

const tools = locateFfmpeg();
let database: TestDatabase;
let workDir: string;
let mediaDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-refusals-'));
  mediaDir = path.join(workDir, 'media');
});

afterAll(async () => {
  await database?.destroy();
  fs.rmSync(workDir, { recursive: true, force: true });
});

const write = (name: string, content: string | Buffer) => {
  const file = path.join(workDir, name);
  fs.writeFileSync(file, content);
  return file;
};

async function expectNothingRegistered() {
  const assets = await database.db.selectFrom('media_assets').select('id').execute();
  const links = await database.db.selectFrom('media_asset_links').select('asset_id').execute();
  expect({ assets, links }).toEqual({ assets: [], links: [] });
  const left = fs.existsSync(path.join(mediaDir, 'assets'))
    ? fs.readdirSync(path.join(mediaDir, 'assets'))
    : [];
  expect(left, 'folders left in the media folder').toEqual([]);
}

const ingest = (sourceFile: string, toolsInUse = tools) =>
  ingestVideo({ db: database.db, mediaDir, tools: toolsInUse, sourceFile, owner: { kind: 'movie', id: 7 } });

describe('ingestVideo refuses what is not a playable video, leaving nothing behind', () => {
  it('refuses random bytes', async () => {
    await expect(ingest(write('noise.mp4', randomBytes(64 * 1024)))).rejects.toThrow(
      /Cannot ingest .*noise\.mp4: it is not a media file ffprobe can read/,
    );
    await expectNothingRegistered();
  });

  it('refuses a text file', async () => {
    await expect(ingest(write('notes.txt', 'Episode 3 notes\n'.repeat(200)))).rejects.toThrow(
      /Cannot ingest .*notes\.txt: it (is not a media file|has no video stream)/,
    );
    await expectNothingRegistered();
  });

  it('refuses an audio-only file', async () => {
    const audio = await makeAudioOnlyFile(path.join(workDir, 'song.m4a'));
    await expect(ingest(audio)).rejects.toThrow(/song\.m4a: it has no video stream/);
    await expectNothingRegistered();
  });

  it('refuses a still picture, whose duration is zero', async () => {
    const picture = await makeTestClip(path.join(workDir, 'still.png'), { audio: false, seconds: 0.04 });
    await expect(ingest(picture)).rejects.toThrow(/still\.png: its duration is zero or unknown/);
    await expectNothingRegistered();
  });

  it('refuses a missing file', async () => {
    await expect(ingest(path.join(workDir, 'absent.mp4'))).rejects.toThrow(
      /absent\.mp4: it is not a media file/,
    );
    await expectNothingRegistered();
  });

  it('removes its half-written folder when the encoder fails midway', async () => {
    const clip = await makeTestClip(path.join(workDir, 'fine.mp4'), { size: '320x180', seconds: 2 });
    // Writes a first segment next to the last output playlist, as a real encode would, then dies.
    const script =
      '#!/bin/sh\nfor last; do :; done\necho partial > "$(dirname "$last")/seg_00001.m4s"\necho "encoder crashed" >&2\nexit 1\n';
    const failingEncoder = write('failing-ffmpeg.sh', script);
    fs.chmodSync(failingEncoder, 0o755);
    await expect(ingest(clip, { ...tools, ffmpeg: failingEncoder })).rejects.toThrow(/encoder crashed/);
    await expectNothingRegistered();
  });
});
