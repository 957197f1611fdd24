import type { ContentItem } from '@glotv/contracts/catalog';
import { landingPostersResponseSchema } from '@glotv/contracts/landing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { landingPosters } from './landing-posters.routes.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
});
afterAll(() => testApp.close());

const url = '/api/client/v1/global/landing/posters';

describe('GET /api/client/v1/global/landing/posters', () => {
  it('answers a signed-out visitor with titles, poster ids and placeholders only, each title once', async () => {
    const response = await testApp.app.inject({ url });
    expect(response.statusCode).toBe(200);
    const { data } = landingPostersResponseSchema.parse(response.json());
    expect(data.length).toBeGreaterThanOrEqual(4);
    expect(data.length).toBeLessThanOrEqual(12);
    for (const poster of data) {
      expect(Object.keys(poster).sort()).toEqual(['image_id', 'image_placeholder', 'title', 'type']);
      expect(poster.image_placeholder).toMatch(/^data:image\/webp;base64,/);
    }
    expect(new Set(data.map((poster) => `${poster.type}:${poster.title}`)).size).toBe(data.length);
    const image = await testApp.app.inject({
      url: `/api/client/v1/global/images/${data[0]!.image_id}?width=160`,
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/(avif|webp)/);
  });

  it('may be kept by browsers and proxies a few minutes, and revalidates with its ETag', async () => {
    const first = await testApp.app.inject({ url });
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const again = await testApp.app.inject({
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('landingPosters', () => {
  const item = (id: number, image_id: string | null, type: ContentItem['type'] = 'movie'): ContentItem => ({
    id,
    uid: `u${id}`,
    title: `Title ${id}`,
    image_id,
    image_placeholder: image_id ? `data:image/webp;base64,${image_id}` : null,
    duration: null,
    type,
    packages: [],
    position: id,
  });

  it('skips titles without a poster and repeats, and stops at the maximum', () => {
    const items = [item(1, 'a1'), item(2, null), item(1, 'a1'), item(1, 's1', 'series'), item(3, 'c3')];
    expect(landingPosters(items, 2)).toEqual([
      { type: 'movie', title: 'Title 1', image_id: 'a1', image_placeholder: 'data:image/webp;base64,a1' },
      { type: 'series', title: 'Title 1', image_id: 's1', image_placeholder: 'data:image/webp;base64,s1' },
    ]);
    expect(landingPosters(items).map((poster) => poster.image_id)).toEqual(['a1', 's1', 'c3']);
  });
});
