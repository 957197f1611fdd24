import { bannersResponseSchema } from '@glotv/contracts/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInViewer, type Viewer } from './catalog-test-fixtures.ts';

let testApp: TestApp;
let viewer: Viewer;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, simulators: ['sms', 'mail'] });
  viewer = await signedInViewer(testApp.app);
});
afterAll(() => testApp.close());

const get = (query: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    url: `/api/client/v1/glotv/banners${query}`,
    headers: { ...viewer.headers, ...headers },
  });

describe('GET /api/client/v1/{operator}/banners', () => {
  it('answers the banners by position, each pointing at a channel, movie or series', async () => {
    const response = await get('?translation=gb&accessKey=web');
    expect(response.statusCode).toBe(200);
    const { data } = bannersResponseSchema.parse(response.json());
    expect(data.map((banner) => banner.title)).toEqual([
      'Shadows of Ikoyi',
      'Matchday Live',
      'The Estate: Season 2',
      'Lagos 2099',
      'GLO News 24',
      'Enugu Boys',
    ]);
    expect(data[1]).toEqual({
      id: 2,
      type: 'LIVE',
      vod_type: null,
      link: '/channelsplayer',
      title: 'Matchday Live',
      content_id: expect.any(Number),
      banner_image_id: 'banner-channel-glo-sports-arena',
      banner_image_placeholder: expect.stringMatching(/^data:image\/webp;base64,/),
    });
    expect(data[2]).toMatchObject({ type: 'VOD', vod_type: 'SERIES', link: '/series', content_id: 1 });
  });

  it('answers the same titles in Portuguese, and English without translation', async () => {
    const titles = async (query: string) =>
      (await get(query)).json().data.map((b: { title: string }) => b.title);
    expect(await titles('?translation=pt')).toEqual(await titles('?translation=gb'));
    expect(await titles('')).toEqual(await titles('?translation=gb'));
  });

  it('refuses a language it does not have', async () => {
    const response = await get('?translation=fr');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });

  it('answers 304 to If-None-Match with its ETag, also a weak one', async () => {
    const etag = String((await get('')).headers.etag);
    expect((await get('', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get('', { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get('', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });
});
