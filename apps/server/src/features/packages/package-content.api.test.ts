import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { daysAround, grantPackage, signedInViewer } from '../catalog/catalog-test-fixtures.ts';
import { linkAsset } from '../media/media-links.repository.ts';
import { createFakeAsset } from '../media/testing/fake-asset.ts';
import { givePlayableMedia } from '../streams/streams-test-fixtures.ts';

let testApp: TestApp;
/** A movie the demo catalog once kept for the dearer packages only. */
const SHADOWS_OF_IKOYI = 'shadows-of-ikoyi';
const PAID_CHANNEL = 'naija-business-live';

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, simulators: ['sms', 'mail'] });
  const { db } = testApp.app;
  const movie = await db
    .selectFrom('movies')
    .select('id')
    .where('uid', '=', SHADOWS_OF_IKOYI)
    .executeTakeFirstOrThrow();
  await givePlayableMedia(testApp.app, { kind: 'movie', id: movie.id });
  const filler = await createFakeAsset(db, path.join(testApp.config.dataDir, 'media'));
  await linkAsset(db, { kind: 'channel_filler', id: 2 }, filler.assetId);
});
afterAll(() => testApp.close());

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
