import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { linkAsset } from '../media/media-links.repository.ts';
import { createFakeAsset, type FakeAsset } from '../media/testing/fake-asset.ts';
import { parseMasterPlaylist } from '../media/testing/parse-hls.ts';
import { insertTinyCatalog } from '../media/testing/tiny-catalog.ts';
import { signLiveUrl } from './live-signing.ts';
import { segmentsOf, tagOf } from './live-test-fixtures.ts';

let testApp: TestApp;
let app: FastifyInstance;
let secret: string;
let filler: FakeAsset;
let movie: FakeAsset;
const MINUTE = 60_000;
/** A programme change: a movie (Data Saver only) until T, then nothing scheduled but the filler. */
const T = new Date(Math.floor(Date.now() / MINUTE) * MINUTE + 2 * MINUTE);
const at = (seconds: number) => new Date(T.getTime() + seconds * 1000);

const sign = (uid = 'channel-1', options: { ttl?: number; now?: Date; cap?: 'data_saver' } = {}) =>
  signLiveUrl(uid, options.ttl ?? 3600, secret, options.now ?? new Date(), options.cap).url;
const get = (url: string, on: FastifyInstance = app) => on.inject({ method: 'GET', url });
const mediaPlaylistAt = async (now: Date, on: FastifyInstance = app) => {
  vi.setSystemTime(now);
  const response = await get(sign().replace(/master\.m3u8$/, 'standard/index.m3u8'), on);
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
};

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  secret = testApp.config.mediaSigningSecret;
  const mediaDir = path.join(testApp.config.dataDir, 'media');
  await insertTinyCatalog(app.db);
  filler = await createFakeAsset(app.db, mediaDir);
  movie = await createFakeAsset(app.db, mediaDir, ['data_saver']);
  await linkAsset(app.db, { kind: 'channel_filler', id: 1 }, filler.assetId);
  await app.db
    .insertInto('epg_programmes')
    .values([
      { channel_id: 1, title: 'News', starts_at: at(-1200), ends_at: at(-600), media_asset_id: null },
      { channel_id: 1, title: 'The movie', starts_at: at(-600), ends_at: T, media_asset_id: movie.assetId },
    ])
    .execute();
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => vi.setSystemTime(new Date()));
afterAll(async () => {
  vi.useRealTimers();
  await testApp.close();
});

describe('GET /live/s/<sig>/<expires>/<channel>~<cap>/master.m3u8', () => {
  it("lists the filler's ladder, each variant pointing at the live media playlist, kept a minute", async () => {
    const response = await get(sign());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(response.headers['cache-control']).toBe('private, max-age=60');
    const master = parseMasterPlaylist(response.body);
    expect(master.variants.map((variant) => variant.uri)).toEqual([
      'data_saver/index.m3u8',
      'standard/index.m3u8',
      'high/index.m3u8',
    ]);
  });

  it('lists only Data Saver when the address is capped at Data Saver', async () => {
    const master = parseMasterPlaylist((await get(sign('channel-1', { cap: 'data_saver' }))).body);
    expect(master.variants.map((variant) => variant.uri)).toEqual(['data_saver/index.m3u8']);
  });

  it('refuses an altered or expired address with 403', async () => {
    const url = sign('channel-1', { cap: 'data_saver' });
    const [, , , sig = '', expires = ''] = url.split('/');
    const variants = {
      signature: url.replace(sig, `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`),
      cap: url.replace('~data_saver', '~all'),
      channel: url.replace('channel-1~', 'channel-2~'),
      expiry: url.replace(`/${expires}/`, `/${Number(expires) + 1}/`),
      expired: sign('channel-1', { ttl: 10, now: new Date(Date.now() - 60_000) }),
      media: sign().replace('master.m3u8', 'standard/index.m3u8').replace('channel-1~all', 'channel-1~high'),
    };
    for (const [name, altered] of Object.entries(variants)) {
      const response = await get(altered);
      expect(response.statusCode, name).toBe(403);
      expect(response.json().error.code, name).toBe('forbidden');
    }
  });

  it('answers 404 for a channel that does not exist, even when signed', async () => {
    expect((await get(sign('no-such-channel'))).statusCode).toBe(404);
  });
});

describe('GET /live/s/…/<quality>/index.m3u8 (schedule channel)', () => {
  it('switches to the filler exactly at the programme change, with a discontinuity and a new map', async () => {
    const body = await mediaPlaylistAt(at(12));
    const segments = segmentsOf(body);
    expect(segments).toHaveLength(6);
    const change = segments.findIndex((segment) => segment.pdt === T.toISOString());
    expect(change).toBe(3);
    expect(segments[change]).toMatchObject({ discontinuity: true });
    expect(segments[change]?.map).toMatch(
      new RegExp(`^/media/s/[^/]+/\\d+/${filler.assetId}/standard/init\\.mp4$`),
    );
    expect(segments[change]?.uri).toMatch(new RegExp(`/${filler.assetId}/standard/seg_00001\\.m4s$`));
    // The movie has only Data Saver: its nearest rendition plays.
    expect(segments[change - 1]?.uri).toMatch(new RegExp(`/${movie.assetId}/data_saver/seg_0000[12]\\.m4s$`));
  });

  it('advances one segment per slot, and dates the newest segment by the clock', async () => {
    const first = await mediaPlaylistAt(at(100));
    const later = await mediaPlaylistAt(at(104));
    const sequence = Number(tagOf(first, '#EXT-X-MEDIA-SEQUENCE'));
    expect(sequence).toBe(T.getTime() / 4000 + 100 / 4 - 6);
    expect(Number(tagOf(later, '#EXT-X-MEDIA-SEQUENCE'))).toBe(sequence + 1);
    expect(segmentsOf(first).at(-1)?.pdt).toBe(at(96).toISOString());
    expect(segmentsOf(later).at(-1)?.pdt).toBe(at(100).toISOString());
  });

  it('numbers discontinuities the same way in every window, across programme changes', async () => {
    /** Each segment's discontinuity number, by program date-time. */
    const numbered = async (now: Date) => {
      const body = await mediaPlaylistAt(now);
      let number = Number(tagOf(body, '#EXT-X-DISCONTINUITY-SEQUENCE'));
      return new Map(
        segmentsOf(body).map((segment) => {
          if (segment.discontinuity) number += 1;
          return [segment.pdt, number] as const;
        }),
      );
    };
    // One at a time: each request moves the clock.
    const windows: Map<string | undefined, number>[] = [];
    for (const seconds of [-588, -584, -576, -572, 12, 24]) windows.push(await numbered(at(seconds)));
    const seen = new Map<string | undefined, number>();
    for (const window of windows) {
      for (const [pdt, number] of window) {
        expect(number, pdt).toBe(seen.get(pdt) ?? number);
        seen.set(pdt, number);
      }
    }
    expect(windows[0]?.get(at(-600).toISOString())).toBeGreaterThan(
      windows[0]?.get(at(-604).toISOString()) ?? 0,
    );
  });

  it("counts discontinuities from where the channel's history begins, not from 1970, one more per earlier pass", async () => {
    const airsSince = async (since: Date) => {
      await app.db.updateTable('channels').set({ airs_since: since }).where('id', '=', 1).execute();
      return Number(tagOf(await mediaPlaylistAt(at(12)), '#EXT-X-DISCONTINUITY-SEQUENCE'));
    };
    // The fake filler is two segments of 4 s.
    const onePass = 2 * 4000;
    try {
      const fromAnHourBefore = await airsSince(at(-1200 - 3600));
      // An hour of a filler passing every 8 s, the news slot's filler and a movie: a few hundred passes.
      expect(fromAnHourBefore).toBeGreaterThan(0);
      expect(fromAnHourBefore).toBeLessThan(3600 / 4);
      expect(await airsSince(new Date(at(-1200 - 3600).getTime() - onePass))).toBe(fromAnHourBefore + 1);
    } finally {
      await app.db
        .updateTable('channels')
        .set({ airs_since: new Date(Date.now() - 2 * 86_400_000) })
        .where('id', '=', 1)
        .execute();
    }
  });

  it('lets the browser keep it for the whole seconds left in its slot, and never past it', async () => {
    const mediaUrl = sign().replace(/master\.m3u8$/, 'standard/index.m3u8');
    const cacheControlAt = async (seconds: number) => {
      vi.setSystemTime(at(seconds));
      const response = await get(mediaUrl);
      expect(response.statusCode, response.body).toBe(200);
      return response.headers['cache-control'];
    };
    expect(await cacheControlAt(100)).toBe('private, max-age=4');
    expect(await cacheControlAt(101.5)).toBe('private, max-age=2');
    expect(await cacheControlAt(103.2)).toBe('no-cache');
    // The slot's playlist is what a request at its start got: keeping it changes nothing the player sees.
    expect(await mediaPlaylistAt(at(102.9))).toBe(await mediaPlaylistAt(at(100)));
  });

  it('tells the milliseconds left in its slot, so that a page can place a later press without asking again', async () => {
    const mediaUrl = sign().replace(/master\.m3u8$/, 'standard/index.m3u8');
    const leftAt = async (seconds: number) => {
      vi.setSystemTime(at(seconds));
      return (await get(mediaUrl)).headers['live-slot'];
    };
    expect(await leftAt(100)).toBe('left=4000, length=4000');
    expect(await leftAt(101.25)).toBe('left=2750, length=4000');
    expect(await leftAt(103.999)).toBe('left=1, length=4000');
  });

  it('serves every segment it lists through the signed media route', async () => {
    const body = await mediaPlaylistAt(at(12));
    for (const segment of segmentsOf(body)) {
      const response = await get(segment.uri);
      expect(response.statusCode, segment.uri).toBe(200);
      expect(response.headers['content-type']).toBe('video/iso.segment');
    }
  });

  it('refuses a rendition above the cap of a Data Saver address with 403', async () => {
    const capped = sign('channel-1', { cap: 'data_saver' });
    for (const rendition of ['standard', 'higher']) {
      const response = await get(capped.replace(/master\.m3u8$/, `${rendition}/index.m3u8`));
      expect(response.statusCode, rendition).toBe(403);
      expect(response.json().error.message).toBe('This live address does not grant this quality.');
    }
  });

  it('signs the segments of a Data Saver address with its cap, so none of them opens a higher rendition', async () => {
    vi.setSystemTime(at(12));
    const capped = sign('channel-1', { cap: 'data_saver', now: at(12) });
    const response = await get(capped.replace(/master\.m3u8$/, 'data_saver/index.m3u8'));
    expect(response.statusCode, response.body).toBe(200);
    const segments = segmentsOf(response.body);
    expect(segments.length).toBeGreaterThan(0);
    for (const segment of segments) {
      expect(segment.uri).toContain('~data_saver/data_saver/');
      expect((await get(segment.uri)).statusCode, segment.uri).toBe(200);
      const higher = segment.uri.replace('~data_saver/data_saver/', '~data_saver/standard/');
      expect((await get(higher)).statusCode, higher).toBe(403);
    }
  });

  it('builds a playlist once per slot for every viewer, and shows a schedule change from the next slot on', async () => {
    // An instance of its own, whose playlists have only ever been asked for from this slot on.
    const fresh = await buildApp({ config: testApp.config, db: app.db, seed: false });
    await fresh.ready();
    const setMovie = (assetId: string | null) =>
      app.db
        .updateTable('epg_programmes')
        .set({ media_asset_id: assetId })
        .where('title', '=', 'The movie')
        .execute();
    try {
      const before = await mediaPlaylistAt(at(-300), fresh);
      expect(before).toContain(`/${movie.assetId}/`);
      await setMovie(null);
      // Same slot: served from memory, no database read, so the change is not seen yet.
      expect(await mediaPlaylistAt(at(-299), fresh)).toBe(before);
      const nextSlot = await mediaPlaylistAt(at(-296), fresh);
      expect(nextSlot).not.toContain(`/${movie.assetId}/`);
      expect(nextSlot).toContain(`/${filler.assetId}/`);
    } finally {
      await setMovie(movie.assetId);
      await fresh.close();
    }
  });

  it('gives the same playlist for the same clock on another instance of the app', async () => {
    const other = await buildApp({ config: testApp.config, db: app.db, seed: false });
    await other.ready();
    try {
      expect(await mediaPlaylistAt(at(12), other)).toBe(await mediaPlaylistAt(at(12)));
      expect(await mediaPlaylistAt(at(333), other)).toBe(await mediaPlaylistAt(at(333)));
    } finally {
      await other.close();
    }
  });
});
