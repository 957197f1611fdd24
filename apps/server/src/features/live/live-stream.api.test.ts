import path from 'node:path';
import { liveStreamResponseSchema } from '@glotv/contracts/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { daysAround, grantPackage, signedInViewer, type Viewer } from '../catalog/catalog-test-fixtures.ts';
import { linkAsset } from '../media/media-links.repository.ts';
import { createFakeAsset } from '../media/testing/fake-asset.ts';
import { parseMasterPlaylist } from '../media/testing/parse-hls.ts';

let testApp: TestApp;
let viewer: Viewer;
const LITE = 4;
const FREE = 'glo-news-24';
const PAID = 'naija-business-live';
const addressOf = (uid: string, as: Viewer, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    url: `/api/client/v1/glotv/users/${as.userId}/live/channels/${uid}`,
    headers: { ...as.headers, ...headers },
  });

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, simulators: ['sms', 'mail'] });
  viewer = await signedInViewer(testApp.app);
  const filler = await createFakeAsset(testApp.app.db, path.join(testApp.config.dataDir, 'media'));
  await linkAsset(testApp.app.db, { kind: 'channel_filler', id: 2 }, filler.assetId);
});
afterAll(() => testApp.close());

describe('GET /api/client/v1/{operator}/users/{userId}/live/channels/{uid}', () => {
  it('answers a signed live address for a channel in an active package, never cached', async () => {
    const subscriber = await signedInViewer(testApp.app);
    await grantPackage(testApp.app, subscriber.userId, LITE, daysAround(1, 1));
    const response = await addressOf(PAID, subscriber);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = liveStreamResponseSchema.parse(response.json());
    expect(data.url).toMatch(new RegExp(`^/live/s/[\\w-]+/\\d+/${PAID}~all/master\\.m3u8$`));
    expect(Date.parse(data.expires_at)).toBe(Number(data.url.split('/')[4]) * 1000);
    expect((await testApp.app.inject({ url: data.url })).statusCode).toBe(200);
  });

  it('ends a live address within minutes, and no later than the package that grants the channel', async () => {
    const subscriber = await signedInViewer(testApp.app);
    const packageEnd = new Date(Math.floor(Date.now() / 1000) * 1000 + 5 * 60_000);
    await grantPackage(testApp.app, subscriber.userId, LITE, {
      startsAt: daysAround(1, 0).startsAt,
      endsAt: packageEnd,
    });
    const paid = liveStreamResponseSchema.parse((await addressOf(PAID, subscriber)).json()).data;
    expect(Date.parse(paid.expires_at)).toBeLessThanOrEqual(packageEnd.getTime());
    const free = liveStreamResponseSchema.parse((await addressOf(FREE, viewer)).json()).data;
    expect(Date.parse(free.expires_at)).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 1000);
  });

  it('refuses a paid channel without an active package', async () => {
    const response = await addressOf(PAID, viewer);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'not_entitled',
      message: 'This channel is not available in your package.',
    });
  });

  it('plays a free-to-air channel without any package', async () => {
    const response = await addressOf(FREE, viewer);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.url).toContain(`/${FREE}~all/master.m3u8`);
  });

  it("caps the address at the user's Data Saver choice, and the live master lists nothing above it", async () => {
    const saver = await signedInViewer(testApp.app);
    await grantPackage(testApp.app, saver.userId, LITE, daysAround(1, 1));
    await testApp.app.db
      .updateTable('subscribers')
      .set({ preferred_quality: 'data_saver' })
      .where('id', '=', saver.userId)
      .execute();
    const { url } = (await addressOf(PAID, saver)).json().data;
    expect(url).toContain(`/${PAID}~data_saver/master.m3u8`);
    const master = parseMasterPlaylist((await testApp.app.inject({ url })).body);
    expect(master.variants.map((variant) => variant.uri)).toEqual(['data_saver/index.m3u8']);
  });

  it("caps the address at the quality this device asks for on mobile data, over the user's saved choice", async () => {
    const mobile = await signedInViewer(testApp.app);
    const asked = await addressOf(`${FREE}?quality=data_saver`, mobile);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.url).toContain(`/${FREE}~data_saver/master.m3u8`);
    expect((await addressOf(FREE, mobile)).json().data.url).toContain(`/${FREE}~all/master.m3u8`);
    expect((await addressOf(`${FREE}?quality=tiny`, mobile)).statusCode).toBe(400);
  });

  it('refuses a caller outside Nigeria', async () => {
    const response = await addressOf(FREE, viewer, { 'x-forwarded-for': '8.8.8.8' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'outside_nigeria',
      message: 'This content is only available in Nigeria.',
    });
  });

  it("refuses another user's path, and a caller who is signed out", async () => {
    const other = await signedInViewer(testApp.app);
    const response = await testApp.app.inject({
      url: `/api/client/v1/glotv/users/${other.userId}/live/channels/${FREE}`,
      headers: viewer.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
    const signedOut = await testApp.app.inject({
      url: `/api/client/v1/glotv/users/${viewer.userId}/live/channels/${FREE}`,
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('refuses in order (operator, sign-in, user, country) and lets no cache keep a refusal', async () => {
    const other = await signedInViewer(testApp.app);
    const abroad = { 'x-forwarded-for': '8.8.8.8' };
    const refusals = [
      { path: `other/users/${viewer.userId}`, headers: abroad, code: 'not_found' },
      { path: `glotv/users/${viewer.userId}`, headers: abroad, code: 'unauthorized' },
      { path: `glotv/users/${other.userId}`, headers: { ...viewer.headers, ...abroad }, code: 'forbidden' },
      {
        path: `glotv/users/${viewer.userId}`,
        headers: { ...viewer.headers, ...abroad },
        code: 'outside_nigeria',
      },
    ];
    for (const { path, headers, code } of refusals) {
      const response = await testApp.app.inject({
        url: `/api/client/v1/${path}/live/channels/${FREE}`,
        headers,
      });
      expect(response.json().error.code).toBe(code);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 404 for an unknown channel or operator', async () => {
    expect((await addressOf('no-such-channel', viewer)).statusCode).toBe(404);
    const response = await testApp.app.inject({
      url: `/api/client/v1/other/users/${viewer.userId}/live/channels/${FREE}`,
      headers: viewer.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('what a signed-in request carries from memory', () => {
  it('signs the next address with a quality saved a moment ago', async () => {
    const viewer = await signedInViewer(testApp.app);
    expect((await addressOf(FREE, viewer)).json().data.url).toContain(`/${FREE}~all/master.m3u8`);
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: `/api/client/v1/glotv/users/${viewer.userId}/preferences`,
      headers: viewer.headers,
      payload: { quality: 'data_saver' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await addressOf(FREE, viewer)).json().data.url).toContain(`/${FREE}~data_saver/master.m3u8`);
  });

  it('refuses the address the moment its session is logged out', async () => {
    const leaver = await signedInViewer(testApp.app);
    expect((await addressOf(FREE, leaver)).statusCode).toBe(200);
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/client/v1/global/logout',
      headers: leaver.headers,
    });
    expect(logout.statusCode).toBe(200);
    expect((await addressOf(FREE, leaver)).statusCode).toBe(401);
  });

  it('gives viewers asking in the same second the same address, each with their own cap', async () => {
    const [one, two] = await Promise.all([signedInViewer(testApp.app), signedInViewer(testApp.app)]);
    await testApp.app.inject({
      method: 'PUT',
      url: `/api/client/v1/glotv/users/${two.userId}/preferences`,
      headers: two.headers,
      payload: { quality: 'data_saver' },
    });
    const [first, second] = await Promise.all([addressOf(FREE, one), addressOf(FREE, two)]);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(liveStreamResponseSchema.parse(first.json()).data.url).toContain(`/${FREE}~all/`);
    expect(liveStreamResponseSchema.parse(second.json()).data.url).toContain(`/${FREE}~data_saver/`);
  });

  it('plays a paid channel the moment its package is granted, and refuses it once the package ended', async () => {
    const viewer = await signedInViewer(testApp.app);
    expect((await addressOf(PAID, viewer)).statusCode).toBe(403);
    const grant = await testApp.app.inject({
      method: 'POST',
      url: '/dev/packages/grant',
      headers: viewer.headers,
      payload: { package_id: LITE },
    });
    expect(grant.statusCode).toBe(200);
    expect((await addressOf(PAID, viewer)).statusCode).toBe(200);
    const expire = await testApp.app.inject({
      method: 'POST',
      url: '/dev/packages/expire',
      headers: viewer.headers,
    });
    expect(expire.statusCode).toBe(200);
    expect((await addressOf(PAID, viewer)).statusCode).toBe(403);
  });
});
