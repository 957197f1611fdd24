import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { type DemoMediaResult, prepareDemoMedia } from './demo-media.ts';
import { type DemoClip, demoClips, ensureDemoClip } from './demo-media-clips.ts';
import { locateFfmpeg } from './ffmpeg-locator.ts';
import { findAssetFor, linkAsset } from './media-links.repository.ts';
import { probeSource } from './probe-source.ts';
import { createFakeAsset } from './testing/fake-asset.ts';
import { insertTinyCatalog } from './testing/tiny-catalog.ts';

const tools = locateFfmpeg();
/** The real clips are 24 s of 720p; these are as small as an encode gets, to keep the test quick. */
const tinyClips: DemoClip[] = [
  { name: 'clip-a', title: 'A', picture: 'testsrc2=size=320x180:rate=25', toneHz: 440, seconds: 2 },
  { name: 'clip-b', title: 'B', picture: 'smptehdbars=size=320x180:rate=25', toneHz: 330, seconds: 2 },
  { name: 'clip-c', title: 'C', picture: 'rgbtestsrc=size=320x180:rate=25', toneHz: 550, seconds: 2 },
];

interface Fixture {
  database: TestDatabase;
  mediaDir: string;
  run(options?: { signal?: AbortSignal; onClipDone?: () => void }): Promise<DemoMediaResult>;
}

async function fixture(): Promise<Fixture> {
  const database = await createTestDatabase();
  await insertTinyCatalog(database.db);
  const mediaDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-demo-media-')), 'media');
  const run: Fixture['run'] = (options = {}) =>
    prepareDemoMedia({ db: database.db, mediaDir, tools, clips: tinyClips, ...options });
  return { database, mediaDir, run };
}

const cleanUp = async (fixture: Fixture | undefined) => {
  await fixture?.database.destroy();
  if (fixture) fs.rmSync(path.dirname(fixture.mediaDir), { recursive: true, force: true });
};

describe('prepareDemoMedia', () => {
  let demo: Fixture;
  let first: DemoMediaResult;
  let ingestedMovie: string;
  const assetOf = async (kind: 'movie' | 'trailer' | 'demo' | 'episode' | 'channel_filler', id: number) =>
    (await findAssetFor(demo.database.db, kind, id))?.id;

  beforeAll(async () => {
    demo = await fixture();
    // Movie 4 already plays media given by `npm run ingest`: the demo must leave it alone.
    ingestedMovie = (await createFakeAsset(demo.database.db, demo.mediaDir, ['data_saver'])).assetId;
    await linkAsset(demo.database.db, { kind: 'movie', id: 4 }, ingestedMovie);
    first = await demo.run();
  }, 120_000);
  afterAll(() => cleanUp(demo));

  it('links every movie, trailer, episode and channel filler without media to one of three clips, round robin', async () => {
    expect(first.linked).toBe(4 + 4 + 1 + 2 + 2 - 1);
    expect(new Set(first.assetIds).size).toBe(3);
    const [a, b, c] = first.assetIds;
    expect([await assetOf('movie', 1), await assetOf('movie', 2), await assetOf('movie', 3)]).toEqual([
      a,
      b,
      c,
    ]);
    expect([await assetOf('trailer', 1), await assetOf('trailer', 2), await assetOf('trailer', 4)]).toEqual([
      b,
      c,
      b,
    ]);
    // The landing's demo stream: a preview clip of the first movie, neither its movie nor its trailer.
    expect(await assetOf('demo', 1)).toBe(c);
    expect([await assetOf('episode', 1101), await assetOf('episode', 1102)]).toEqual([a, b]);
    expect([await assetOf('channel_filler', 1), await assetOf('channel_filler', 2)]).toEqual([a, b]);
    expect(await assetOf('movie', 4)).toBe(ingestedMovie);
  });

  it('leaves no generated source files behind', () => {
    expect(fs.existsSync(path.join(demo.mediaDir, 'demo-sources'))).toBe(false);
  });

  it('does nothing on the next start, once every title plays something', async () => {
    expect(await demo.run()).toEqual({ linked: 0, assetIds: [] });
  });

  it('makes the media again for the titles whose asset files were deleted', async () => {
    const lost = first.assetIds[2]!;
    fs.rmSync(path.join(demo.mediaDir, 'assets', lost), { recursive: true });
    const again = await demo.run();
    expect(again.linked).toBe(3); // movie 3, trailer 2 and the preview clip of movie 1
    const now = await assetOf('movie', 3);
    expect(fs.existsSync(path.join(demo.mediaDir, 'assets', now!, 'master.m3u8'))).toBe(true);
    expect(await assetOf('trailer', 2)).toBe(now);
  });
});

describe('prepareDemoMedia stopped midway', () => {
  let demo: Fixture;
  beforeAll(async () => {
    demo = await fixture();
  });
  afterAll(() => cleanUp(demo));

  it('links nothing, and the next start finishes the work, reusing what was encoded', async () => {
    const controller = new AbortController();
    await expect(
      demo.run({ signal: controller.signal, onClipDone: () => controller.abort() }),
    ).rejects.toThrow(/abort/i);
    expect(await demo.database.db.selectFrom('media_asset_links').selectAll().execute()).toEqual([]);

    const reused: boolean[] = [];
    const result = await prepareDemoMedia({
      db: demo.database.db,
      mediaDir: demo.mediaDir,
      tools,
      clips: tinyClips,
      onClipDone: (_clip, done) => reused.push(done.reused),
    });
    expect(result.linked).toBe(13);
    expect(reused).toEqual([true, false, false]);
  }, 60_000);
});

describe('the demo clips', () => {
  it('are drawn by this ffmpeg: 1280x720 pictures with sound', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-demo-clips-'));
    try {
      for (const clip of demoClips) {
        const file = await ensureDemoClip(tools.ffmpeg, { ...clip, seconds: 1 }, folder);
        expect(await probeSource(tools.ffprobe, file), clip.name).toMatchObject({
          width: 1280,
          height: 720,
          audioChannels: 1,
        });
      }
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
