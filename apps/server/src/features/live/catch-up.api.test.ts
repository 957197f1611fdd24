import path from 'node:path';
import { epgResponseSchema, liveProgrammeStreamResponseSchema } from '@glotv/contracts/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { daysAround, grantPackage, signedInViewer, type Viewer } from '../catalog/catalog-test-fixtures.ts';
import { linkAsset } from '../media/media-links.repository.ts';
import { createFakeAsset, type FakeAsset } from '../media/testing/fake-asset.ts';
import { parseMasterPlaylist } from '../media/testing/parse-hls.ts';
import { segmentsOf, tagOf } from './live-test-fixtures.ts';

let testApp: TestApp;
/** Holds the Lite package, which gives the test's channels. */
let subscriber: Viewer;
/** No package at all. */
let stranger: Viewer;
let show: FakeAsset;
let next: FakeAsset;
const LITE = 4;
const SLOT = 4_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The top of the current minute: every programme below starts on a whole minute, so on a slot. */
const minute = Math.floor(Date.now() / MINUTE) * MINUTE;
const at = (offsetMs: number) => new Date(minute + offsetMs);
const ids: Record<string, string> = {};

const programmes = {
  /** On catch-up: on air now, started ten minutes ago. */
  onNow: { channel: 'catch-up-tv', starts: at(-10 * MINUTE), ends: at(20 * MINUTE) },
  /** On catch-up: ended two hours ago, an hour long, followed straight away by another programme. */
  earlier: { channel: 'catch-up-tv', starts: at(-3 * HOUR), ends: at(-2 * HOUR) },
  following: { channel: 'catch-up-tv', starts: at(-2 * HOUR), ends: at(-90 * MINUTE) },
  /** On catch-up: started 25 hours ago. */
  tooOld: { channel: 'catch-up-tv', starts: at(-25 * HOUR), ends: at(-24.5 * HOUR) },
  /** On catch-up: has not started. */
  later: { channel: 'catch-up-tv', starts: at(HOUR), ends: at(2 * HOUR) },
  /** Without catch-up: on now, and one that has ended. */
  plainOnNow: { channel: 'no-catch-up-tv', starts: at(-5 * MINUTE), ends: at(25 * MINUTE) },
  plainEarlier: { channel: 'no-catch-up-tv', starts: at(-2 * HOUR), ends: at(-HOUR) },
  /** Relayed: a guide entry only. */
  relayed: { channel: 'relayed-tv', starts: at(-10 * MINUTE), ends: at(20 * MINUTE) },
} as const;

const programmeAddress = (
  name: keyof typeof programmes,
  as: Viewer = subscriber,
  headers: Record<string, string> = {},
) =>
  testApp.app.inject({
    url: `/api/client/v1/glotv/users/${as.userId}/live/channels/${programmes[name].channel}/programmes/${ids[name]}`,
    headers: { ...as.headers, ...headers },
  });

async function addressOf(name: keyof typeof programmes, as: Viewer = subscriber) {
  const response = await programmeAddress(name, as);
  expect(response.statusCode, response.body).toBe(200);
  return liveProgrammeStreamResponseSchema.parse(response.json()).data;
}

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ url, headers });

async function mediaPlaylist(url: string, rendition = 'standard') {
  const response = await get(url.replace(/master\.m3u8$/, `${rendition}/index.m3u8`));
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, simulators: ['sms', 'mail'] });
  const { app } = testApp;
  const mediaDir = path.join(testApp.config.dataDir, 'media');
  subscriber = await signedInViewer(app);
  stranger = await signedInViewer(app);
  await grantPackage(app, subscriber.userId, LITE, daysAround(1, 1));
  const filler = await createFakeAsset(app.db, mediaDir);
  show = await createFakeAsset(app.db, mediaDir);
  next = await createFakeAsset(app.db, mediaDir);
  const category = await app.db.selectFrom('channel_categories').select('id').executeTakeFirstOrThrow();
  const channel = (uid: string, source: { kind: 'schedule' } | { kind: 'relay'; url: string }) =>
    app.live.channelEditor.createChannel({
      uid,
      name: uid,
      short_name: uid.slice(0, 8),
      description: '',
      category_id: category.id,
      position: 900,
      packages: [LITE],
      free_to_air: false,
      logos: { CARD: null, NORMAL: null },
      source,
      enabled: true,
      allows_catch_up: uid === 'catch-up-tv',
    });
  const channels = {
    'catch-up-tv': await channel('catch-up-tv', { kind: 'schedule' }),
    'no-catch-up-tv': await channel('no-catch-up-tv', { kind: 'schedule' }),
    'relayed-tv': await channel('relayed-tv', { kind: 'relay', url: 'https://cdn.example.com/live.m3u8' }),
  };
  for (const { id } of Object.values(channels)) {
    await linkAsset(app.db, { kind: 'channel_filler', id }, filler.assetId);
  }
  // Programmes from more than a day ago predate a new channel's history: it is moved back for this test.
  await app.db
    .updateTable('channels')
    .set({ airs_since: at(-48 * HOUR) })
    .where('uid', '=', 'catch-up-tv')
    .execute();
  for (const [name, programme] of Object.entries(programmes)) {
    const row = await app.db
      .insertInto('epg_programmes')
      .values({
        channel_id: channels[programme.channel].id,
        title: name,
        starts_at: programme.starts,
        ends_at: programme.ends,
        media_asset_id: name === 'following' ? next.assetId : show.assetId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[name] = row.id;
  }
});
afterAll(() => testApp.close());

describe('start-over: the programme on air, from its start', () => {
  it("plays from the programme's first segment and grows to the live edge, on any schedule channel", async () => {
    for (const name of ['onNow', 'plainOnNow'] as const) {
      const address = await addressOf(name);
      const { starts } = programmes[name];
      expect(address.kind).toBe('start_over');
      expect(address.starts_at).toBe(starts.toISOString());
      expect(address.url).toMatch(
        new RegExp(
          `^/live/s/[\\w-]+/\\d+/${programmes[name].channel}~all~${starts.getTime() / 1000}-\\d+/master\\.m3u8$`,
        ),
      );
      const master = parseMasterPlaylist((await get(address.url)).body);
      expect(master.variants.map((variant) => variant.uri)).toEqual([
        'data_saver/index.m3u8',
        'standard/index.m3u8',
        'high/index.m3u8',
      ]);

      const body = await mediaPlaylist(address.url);
      expect(tagOf(body, '#EXT-X-PLAYLIST-TYPE')).toBe('EVENT');
      expect(tagOf(body, '#EXT-X-START')).toBe('TIME-OFFSET=0,PRECISE=YES');
      expect(body).not.toContain('#EXT-X-ENDLIST');
      expect(tagOf(body, '#EXT-X-MEDIA-SEQUENCE')).toBe(String(starts.getTime() / SLOT));
      const segments = segmentsOf(body);
      expect(segments[0]?.pdt).toBe(starts.toISOString());
      expect(segments[0]?.uri).toMatch(new RegExp(`/${show.assetId}/standard/seg_00001\\.m4s$`));
      expect(segments[0]?.map).toMatch(new RegExp(`/${show.assetId}/standard/init\\.mp4$`));
      // Every slot since the start, up to the last one fully aired.
      const lastAired = Math.floor(Date.now() / SLOT) - 1;
      const lastPdt = Date.parse(segments.at(-1)?.pdt ?? '');
      expect(lastPdt).toBeGreaterThanOrEqual((lastAired - 1) * SLOT);
      expect(lastPdt).toBeLessThanOrEqual(lastAired * SLOT);
      expect(segments).toHaveLength((lastPdt - starts.getTime()) / SLOT + 1);
    }
  });

  it('numbers its segments as the live playlist numbers the same slots', async () => {
    const live = await testApp.app.inject({
      url: `/api/client/v1/glotv/users/${subscriber.userId}/live/channels/catch-up-tv`,
      headers: subscriber.headers,
    });
    const [liveBody, startOver] = await Promise.all([
      mediaPlaylist(live.json().data.url),
      addressOf('onNow').then((address) => mediaPlaylist(address.url)),
    ]);
    const liveSegments = segmentsOf(liveBody);
    const sameSlot = segmentsOf(startOver).find((segment) => segment.pdt === liveSegments[0]?.pdt);
    expect(sameSlot?.uri.split('/').slice(-3)).toEqual(liveSegments[0]?.uri.split('/').slice(-3));
  });
});

describe('catch-up: an earlier programme of a catch-up channel', () => {
  it("is a complete playlist covering exactly the programme's window", async () => {
    const address = await addressOf('earlier');
    const { starts, ends } = programmes.earlier;
    expect(address).toMatchObject({
      kind: 'catch_up',
      starts_at: starts.toISOString(),
      ends_at: ends.toISOString(),
    });
    const body = await mediaPlaylist(address.url);
    expect(tagOf(body, '#EXT-X-PLAYLIST-TYPE')).toBe('VOD');
    expect(body.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(tagOf(body, '#EXT-X-MEDIA-SEQUENCE')).toBe(String(starts.getTime() / SLOT));
    const segments = segmentsOf(body);
    expect(segments).toHaveLength((ends.getTime() - starts.getTime()) / SLOT);
    expect(segments[0]?.pdt).toBe(starts.toISOString());
    expect(segments.at(-1)?.pdt).toBe(new Date(ends.getTime() - SLOT).toISOString());
    expect(segments[0]?.uri).toMatch(new RegExp(`/${show.assetId}/standard/seg_00001\\.m4s$`));
    expect(segments.every((segment) => segment.uri.includes(`/${show.assetId}/`))).toBe(true);
    // Signed for longer than the live window's three hours: a complete playlist is read once.
    const expires = Number(segments[0]?.uri.split('/')[4]);
    expect(expires * 1000).toBeGreaterThanOrEqual(Math.floor(Date.now() / HOUR) * HOUR + 4 * HOUR);
  });

  it("is capped at the subscriber's quality choice as live is", async () => {
    const saver = await signedInViewer(testApp.app);
    await grantPackage(testApp.app, saver.userId, LITE, daysAround(1, 1));
    await testApp.app.db
      .updateTable('subscribers')
      .set({ preferred_quality: 'data_saver' })
      .where('id', '=', saver.userId)
      .execute();
    const { url } = await addressOf('earlier', saver);
    expect(url).toContain('/catch-up-tv~data_saver~');
    const master = parseMasterPlaylist((await get(url)).body);
    expect(master.variants.map((variant) => variant.uri)).toEqual(['data_saver/index.m3u8']);
    const above = await get(url.replace(/master\.m3u8$/, 'standard/index.m3u8'));
    expect(above.statusCode).toBe(403);
    expect(above.json().error.code).toBe('forbidden');
  });

  it('refuses an address whose window or cap was altered', async () => {
    const { url } = await addressOf('earlier');
    const { starts } = programmes.earlier;
    const seconds = starts.getTime() / 1000;
    for (const altered of [
      url.replace(`~${seconds}-`, `~${seconds - 3600}-`),
      url.replace('~all~', '~data_saver~'),
      url.replace(/~\d+-\d+\//, '/'),
    ]) {
      const response = await get(altered);
      expect(response.statusCode, altered).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    }
  });
});

describe('refusals', () => {
  const refused = async (
    response: Awaited<ReturnType<typeof programmeAddress>>,
    code: string,
    message?: string,
  ) => {
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().error.code).toBe(code);
    if (message) expect(response.json().error.message).toBe(message);
  };

  it('refuses a subscriber whose packages do not give the channel, as live does', async () => {
    await refused(
      await programmeAddress('earlier', stranger),
      'not_entitled',
      'This channel is not available in your package.',
    );
    await refused(await programmeAddress('onNow', stranger), 'not_entitled');
  });

  it('refuses a caller outside Nigeria, the address and its playlists alike', async () => {
    const abroad = { 'x-forwarded-for': '8.8.8.8' };
    await refused(
      await programmeAddress('earlier', subscriber, abroad),
      'outside_nigeria',
      'This content is only available in Nigeria.',
    );
    const { url } = await addressOf('earlier');
    for (const playlist of [url, url.replace(/master\.m3u8$/, 'standard/index.m3u8')]) {
      const response = await get(playlist, abroad);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('outside_nigeria');
    }
  });

  it('refuses a programme that started more than 24 hours ago', async () => {
    await refused(
      await programmeAddress('tooOld'),
      'catch_up_unavailable',
      'This programme is older than 24 hours and can no longer be played.',
    );
  });

  it('refuses an ended programme of a channel without catch-up', async () => {
    await refused(
      await programmeAddress('plainEarlier'),
      'catch_up_unavailable',
      'This programme has ended, and this channel does not offer catch-up.',
    );
  });

  it('refuses a programme that has not started', async () => {
    await refused(
      await programmeAddress('later'),
      'catch_up_unavailable',
      'This programme has not started yet.',
    );
  });

  it('refuses start-over on a relayed channel', async () => {
    await refused(
      await programmeAddress('relayed'),
      'catch_up_unavailable',
      'This channel cannot be played from the start of a programme.',
    );
  });

  it("answers 404 for another channel's programme", async () => {
    const response = await testApp.app.inject({
      url: `/api/client/v1/glotv/users/${subscriber.userId}/live/channels/no-catch-up-tv/programmes/${ids.earlier}`,
      headers: subscriber.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the TV guide', () => {
  it('says which channels offer start-over and catch-up', async () => {
    const response = await testApp.app.inject({
      url: '/api/client/v2/glotv/shows/grid?channels=catch-up-tv,no-catch-up-tv,relayed-tv',
      headers: subscriber.headers,
    });
    const { data } = epgResponseSchema.parse(response.json());
    expect(
      Object.fromEntries(data.map(({ channel }) => [channel.uid, [channel.start_over, channel.catch_up]])),
    ).toEqual({
      'catch-up-tv': [true, true],
      'no-catch-up-tv': [true, false],
      'relayed-tv': [false, false],
    });
  });
});
