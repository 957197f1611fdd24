import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { daysAround, grantPackage, signedInViewer } from '../catalog/catalog-test-fixtures.ts';
import { linkAsset } from '../media/media-links.repository.ts';
import { createFakeAsset } from '../media/testing/fake-asset.ts';
import { givePlayableMedia } from '../streams/streams-test-fixtures.ts';
import { seedPackageList } from './packages.seed.ts';

let testApp: TestApp;
/** A movie the demo catalog once kept for the dearer packages only. */
const SHADOWS_OF_IKOYI = 'shadows-of-ikoyi';
const PAID_CHANNEL = 'naija-business-live';
let episodeId: number;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, simulators: ['sms', 'mail'] });
  const { db } = testApp.app;
  const movie = await db
    .selectFrom('movies')
    .select('id')
    .where('uid', '=', SHADOWS_OF_IKOYI)
    .executeTakeFirstOrThrow();
  const episode = await db.selectFrom('episodes').select('id').orderBy('id').executeTakeFirstOrThrow();
  episodeId = episode.id;
  await givePlayableMedia(testApp.app, { kind: 'movie', id: movie.id });
  await givePlayableMedia(testApp.app, { kind: 'episode', id: episodeId });
  const filler = await createFakeAsset(db, path.join(testApp.config.dataDir, 'media'));
  await linkAsset(db, { kind: 'channel_filler', id: 2 }, filler.assetId);
});
afterAll(() => testApp.close());

const packages = seedPackageList.map((pack) => ({
  name: `${pack.payment_method} ${pack.title_gb} (${pack.description_gb})`,
  uid: pack.uid,
  audience: pack.payment_method === 'airtime' ? 'glo' : 'card',
  givesChannels: pack.includes_channels,
}));

async function packageIdOf(uid: string): Promise<number> {
  const row = await testApp.app.db
    .selectFrom('packages')
    .select('id')
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe.each(packages)('a subscriber holding only $name', (pack) => {
  async function holder() {
    const viewer = await signedInViewer(testApp.app, pack.audience === 'glo' ? 'glo' : 'email');
    await grantPackage(testApp.app, viewer.userId, await packageIdOf(pack.uid), daysAround(0, 3));
    const get = (url: string) =>
      testApp.app.inject({
        url: `/api/client/v1/glotv/users/${viewer.userId}${url}`,
        headers: viewer.headers,
      });
    return { get };
  }

  it('plays every movie, the formerly premium one too, and series episodes', async () => {
    const { get } = await holder();
    const movie = await get(`/vod/movies/${SHADOWS_OF_IKOYI}`);
    expect(movie.statusCode, movie.body).toBe(200);
    expect(movie.json().data.url).toMatch(/master\.m3u8$/);
    const episode = await get(`/vod/episodes/${episodeId}`);
    expect(episode.statusCode, episode.body).toBe(200);
    expect(episode.json().data.url).toMatch(/master\.m3u8$/);
  });

  it(pack.givesChannels ? 'plays paid TV channels' : 'is asked to pay for a paid TV channel', async () => {
    const { get } = await holder();
    const channel = await get(`/live/channels/${PAID_CHANNEL}`);
    if (pack.givesChannels) {
      expect(channel.statusCode, channel.body).toBe(200);
      expect(channel.json().data.url).toMatch(/master\.m3u8$/);
    } else {
      expect(channel.statusCode).toBe(403);
      expect(channel.json().error).toEqual({
        code: 'not_entitled',
        message: 'This channel is not available in your package.',
      });
    }
  });
});

describe('a package made or changed after the catalog', () => {
  async function holderOf(packageId: number) {
    const viewer = await signedInViewer(testApp.app, 'email');
    await grantPackage(testApp.app, viewer.userId, packageId, daysAround(0, 3));
    return (url: string) =>
      testApp.app.inject({
        url: `/api/client/v1/glotv/users/${viewer.userId}${url}`,
        headers: viewer.headers,
      });
  }

  it('gives what its content claim says, and stops giving what the claim drops', async () => {
    const { after } = await testApp.app.packages.create({
      uid: 'card-weekend',
      payment_method: 'card',
      title_gb: 'Weekend',
      title_pt: 'Fim de semana',
      description_gb: 'Movies and TV channels',
      description_pt: 'Filmes e canais de TV',
      price_kobo: 25_000,
      validity_days: 2,
      data_allowance_mb: null,
      rate_code: null,
      plan_code: 'GLOTVWEEKEND',
      charge_group_code: null,
      includes_movies: true,
      includes_channels: true,
      position: 6,
    });
    const get = await holderOf(after.id);
    expect((await get(`/vod/movies/${SHADOWS_OF_IKOYI}`)).statusCode).toBe(200);
    expect((await get(`/live/channels/${PAID_CHANNEL}`)).statusCode).toBe(200);

    await testApp.app.packages.edit(after.id, { includes_channels: false });
    expect((await get(`/live/channels/${PAID_CHANNEL}`)).statusCode).toBe(403);
    expect((await get(`/vod/movies/${SHADOWS_OF_IKOYI}`)).statusCode).toBe(200);
  });
});
