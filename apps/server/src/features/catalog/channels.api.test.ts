import zlib from 'node:zlib';
import { channelCategoriesResponseSchema, channelsResponseSchema } from '@glotv/contracts/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  daysAround,
  grantPackage,
  signedInViewer,
  type Viewer,
  webSessionCookies,
} from './catalog-test-fixtures.ts';

let testApp: TestApp;
let viewer: Viewer;
const LITE = 4;
const VOD_3_DAY = 1;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, simulators: ['sms', 'mail'] });
  viewer = await signedInViewer(testApp.app);
});
afterAll(() => testApp.close());

const get = (url: string, as: Viewer = viewer) => testApp.app.inject({ url, headers: as.headers });

describe('GET /api/client/v1/{operator}/categories/channels', () => {
  it('answers the Live TV tabs by position, each with its channels by position', async () => {
    const response = await get('/api/client/v1/glotv/categories/channels');
    expect(response.statusCode).toBe(200);
    const { data } = channelCategoriesResponseSchema.parse(response.json());
    expect(data.map((category) => category.name)).toEqual([
      'News',
      'Entertainment',
      'Sports',
      'Kids',
      'Music',
    ]);
    for (const category of data) {
      const positions = category.channels.map((channel) => channel.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
    expect(data.flatMap((category) => category.channels)).toHaveLength(15);
    expect(data[0]!.channels[0]).toMatchObject({ uid: 'glo-news-24', free_to_air: true, packages: [] });
  });

  it('also works with the web session cookie instead of a bearer token', async () => {
    const cookies = await webSessionCookies(testApp.app, viewer);
    const response = await testApp.app.inject({ url: '/api/client/v1/glotv/categories/channels', cookies });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/client/v2/{operator}/channels', () => {
  it('answers every channel with logos, their placeholders and packages, sorted by position', async () => {
    const { data } = channelsResponseSchema.parse((await get('/api/client/v2/glotv/channels')).json());
    expect(data).toHaveLength(15);
    expect(data.map((channel) => channel.position)).toEqual(
      [...data.map((c) => c.position)].sort((a, b) => a - b),
    );
    expect(data[1]).toEqual({
      id: 2,
      uid: 'naija-business-live',
      position: 2,
      name: 'Naija Business Live',
      short_name: 'NBL',
      description: expect.any(String),
      free_to_air: false,
      logos: { CARD: 'logo-card-naija-business-live', NORMAL: 'logo-naija-business-live' },
      logo_placeholders: {
        CARD: expect.stringMatching(/^data:image\/webp;base64,/),
        NORMAL: expect.stringMatching(/^data:image\/webp;base64,/),
      },
      packages: [{ id: 4 }, { id: 5 }, { id: 9 }, { id: 10 }],
    });
  });

  it('keeps the channels of the packages asked for, and free-to-air ones, with ?packages', async () => {
    const movieOnly = (await get(`/api/client/v2/glotv/channels?packages=${VOD_3_DAY}`)).json().data;
    expect(movieOnly.length).toBeGreaterThan(0);
    expect(movieOnly.every((channel: { free_to_air: boolean }) => channel.free_to_air)).toBe(true);
    const lite = (await get(`/api/client/v2/glotv/channels?packages=${VOD_3_DAY},${LITE}`)).json().data;
    expect(lite).toHaveLength(15);
  });

  it.each(['abc', '1,,2', '1;2', '-1'])('refuses packages=%s', async (packages) => {
    const response = await get(`/api/client/v2/glotv/channels?packages=${encodeURIComponent(packages)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });
});

describe('GET /api/client/v2/{operator}/users/{userId}/channels', () => {
  const mine = (who: Viewer) => get(`/api/client/v2/glotv/users/${who.userId}/channels`, who);

  it('marks free-to-air channels playable and the others not, without a package', async () => {
    const response = await mine(viewer);
    expect(response.headers['cache-control']).toContain('no-store');
    const channels = response.json().data;
    expect(channels).toHaveLength(15);
    for (const channel of channels) {
      expect(channel.purchased).toEqual(
        channel.free_to_air ? { package_id: null, ends_at: null, free_to_air: true } : null,
      );
    }
  });

  it('names the active package that includes a channel, and forgets an expired one', async () => {
    const buyer = await signedInViewer(testApp.app);
    await grantPackage(testApp.app, buyer.userId, VOD_3_DAY, daysAround(1, 2));
    await grantPackage(testApp.app, buyer.userId, LITE, daysAround(10, -3));
    const before = (await mine(buyer)).json().data;
    expect(before.find((channel: { id: number }) => channel.id === 2).purchased).toBeNull();

    const window = daysAround(1, 6);
    await grantPackage(testApp.app, buyer.userId, LITE, window);
    const after = (await mine(buyer)).json().data;
    expect(after.find((channel: { id: number }) => channel.id === 2).purchased).toEqual({
      package_id: LITE,
      ends_at: window.endsAt.toISOString(),
      free_to_air: false,
    });
  });

  it("drops a channel's package the moment it is ended, though the list was answered just before", async () => {
    const buyer = await signedInViewer(testApp.app);
    await grantPackage(testApp.app, buyer.userId, LITE, daysAround(1, 6));
    const liteChannel = async () =>
      (await mine(buyer)).json().data.find((channel: { id: number }) => channel.id === 2).purchased;
    expect(await liteChannel()).toMatchObject({ package_id: LITE });
    const ended = await testApp.app.inject({
      method: 'POST',
      url: '/dev/packages/expire',
      headers: buyer.headers,
    });
    expect(ended.statusCode).toBe(200);
    expect(await liteChannel()).toBeNull();
  });

  it('answers in the coding the browser accepts, the same list in each', async () => {
    const url = `/api/client/v2/glotv/users/${viewer.userId}/channels`;
    const asked = (coding: string) =>
      testApp.app.inject({ url, headers: { ...viewer.headers, 'accept-encoding': coding } });
    const [plain, br, gzip] = await Promise.all([
      asked('identity'),
      asked('gzip, deflate, br'),
      asked('gzip'),
    ]);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('filters by ?packages like the channel list', async () => {
    const response = await get(`/api/client/v2/glotv/users/${viewer.userId}/channels?packages=1`);
    expect(response.json().data.every((channel: { free_to_air: boolean }) => channel.free_to_air)).toBe(true);
  });

  it("refuses another user's channels", async () => {
    const other = await signedInViewer(testApp.app);
    const response = await get(`/api/client/v2/glotv/users/${other.userId}/channels`, viewer);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
  });
});
