import zlib from 'node:zlib';
import { vodCategoriesResponseSchema, vodContentResponseSchema } from '@glotv/contracts/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInViewer, type Viewer } from './catalog-test-fixtures.ts';

let testApp: TestApp;
let viewer: Viewer;
const BULK_SIZE = 150;
const BULK_PACKAGE = 2;

/** A carousel larger than the default limit, its titles only in the 7-day VOD package. */
async function addBulkCategory(): Promise<void> {
  const { db } = testApp.app;
  const category = await db
    .insertInto('vod_categories')
    .values({ uid: 'bulk', name: 'Bulk', position: 99 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const movies = await db
    .insertInto('movies')
    .values(
      Array.from({ length: BULK_SIZE }, (_, index) => ({
        uid: `bulk-${index}`,
        title: `Bulk ${index}`,
        description: 'A bulk title.',
        cast_list: 'Nobody',
        director: 'Nobody',
        country: 'Nigeria',
        duration_minutes: 90,
        added_at: new Date('2020-01-01T00:00:00Z'),
      })),
    )
    .returning('id')
    .execute();
  await db
    .insertInto('movie_packages')
    .values(movies.map(({ id }) => ({ movie_id: id, package_id: BULK_PACKAGE })))
    .execute();
  await db
    .insertInto('vod_category_items')
    .values(movies.map(({ id }, index) => ({ category_id: category.id, movie_id: id, position: index + 1 })))
    .execute();
}

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, simulators: ['sms', 'mail'] });
  await addBulkCategory();
  viewer = await signedInViewer(testApp.app);
});
afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ url, headers: { ...viewer.headers, ...headers } });
const content = async (query: string) =>
  vodContentResponseSchema.parse((await get(`/api/client/v1/glotv/categories/vod/content${query}`)).json())
    .data;

describe('GET /api/client/v3/{operator}/categories/vod', () => {
  it('answers the categories by position, Science Fiction marked mobile only', async () => {
    const response = await get('/api/client/v3/glotv/categories/vod?limit=800000');
    expect(response.statusCode).toBe(200);
    const { data } = vodCategoriesResponseSchema.parse(response.json());
    expect(data.map((category) => category.name)).toEqual([
      'Top Ranked',
      'Nollywood',
      'Recently Added',
      'Bollywood',
      'Crime',
      'Drama',
      'Documentary',
      'Family',
      'Romance',
      'Science Fiction',
      'Thriller',
      'International',
      'Bulk',
    ]);
    expect(data[9]).toEqual({
      id: 10,
      uid: 'science-fiction',
      name: 'Science Fiction',
      position: 10,
      mobile_only: true,
      dashboard_position: null,
    });
  });

  it('keeps to limit, and to the categories holding titles of ?packages', async () => {
    expect((await get('/api/client/v3/glotv/categories/vod?limit=3')).json().data).toHaveLength(3);
    const names = (query: string) =>
      get(`/api/client/v3/glotv/categories/vod${query}`).then((r) =>
        r.json().data.map((c: { name: string }) => c.name),
      );
    expect(await names('?packages=1')).not.toContain('Bulk');
    expect(await names(`?packages=${BULK_PACKAGE}`)).toContain('Bulk');
  });

  it.each(['0', '800001', 'many', '2.5'])('refuses limit=%s', async (limit) => {
    const response = await get(`/api/client/v3/glotv/categories/vod?limit=${limit}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });
});

describe('GET /api/client/v1/{operator}/categories/vod/content', () => {
  it('answers at most 100 titles per category by default, and up to limit (at most 1000)', async () => {
    const bulkOf = (groups: { uid: string; content: unknown[] }[]) =>
      groups.find((group) => group.uid === 'bulk')!;
    expect(bulkOf(await content('')).content).toHaveLength(100);
    expect(bulkOf(await content('?limit=120')).content).toHaveLength(120);
    expect(bulkOf(await content('?limit=1000')).content).toHaveLength(BULK_SIZE);
    expect((await get('/api/client/v1/glotv/categories/vod/content?limit=1001')).statusCode).toBe(400);
    expect((await get('/api/client/v1/glotv/categories/vod/content?limit=0')).statusCode).toBe(400);
  });

  it('describes each title with its type, packages and place in the carousel', async () => {
    const [nollywood] = await content('?categories=nollywood');
    expect(nollywood).toMatchObject({ id: 2, name: 'Nollywood' });
    expect(nollywood!.content[0]).toEqual({
      id: 1,
      uid: 'eko-blues',
      title: 'Eko Blues',
      image_id: 'poster-movie-eko-blues',
      image_placeholder: expect.stringMatching(/^data:image\/webp;base64,/),
      duration: 118,
      type: 'movie',
      packages: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((id) => ({ id })),
      position: 1,
    });
    const series = nollywood!.content.filter((item) => item.type === 'series');
    expect(series.length).toBeGreaterThan(0);
    expect(series[0]).toMatchObject({ duration: null, image_id: expect.stringMatching(/^poster-series-/) });
    expect(nollywood!.content.map((item) => item.position)).toEqual(
      nollywood!.content.map((_, index) => index + 1),
    );
  });

  it('orders Top Ranked by rating, Recently Added by date published, the others by their position', async () => {
    const groups = await content('?categories=Top Ranked,recently-added,2');
    expect(groups.map((group) => group.name)).toEqual(['Top Ranked', 'Nollywood', 'Recently Added']);
    const { db } = testApp.app;
    const titles = [
      ...(await db.selectFrom('movies').select(['id', 'rating', 'published_at']).execute()).map((row) => ({
        ...row,
        type: 'movie',
      })),
      ...(await db.selectFrom('series').select(['id', 'rating', 'published_at']).execute()).map((row) => ({
        ...row,
        type: 'series',
      })),
    ];
    const title = (item: { type: string; id: number }) =>
      titles.find((row) => row.type === item.type && row.id === item.id)!;
    const ratings = groups[0]!.content.map((item) => Number(title(item).rating));
    expect(ratings).toHaveLength(12);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const published = groups[2]!.content.map((item) => new Date(title(item).published_at!).getTime());
    expect(published).toHaveLength(12);
    expect(published).toEqual([...published].sort((a, b) => b - a));
    const positions = await testApp.app.db
      .selectFrom('vod_category_items')
      .select(['movie_id', 'series_id'])
      .where('category_id', '=', 2)
      .orderBy('position')
      .execute();
    expect(groups[1]!.content.map((item) => item.id)).toEqual(
      positions.map((row) => row.movie_id ?? row.series_id),
    );
  });

  it('keeps only titles of ?packages, and answers no category for unknown names', async () => {
    const bulkOnly = await content(`?packages=${BULK_PACKAGE}&categories=bulk`);
    expect(bulkOnly[0]!.content).toHaveLength(100);
    expect(await content('?packages=1&categories=bulk')).toEqual([]);
    expect(await content('?categories=no-such-category')).toEqual([]);
    expect((await get('/api/client/v1/glotv/categories/vod/content?packages=one')).statusCode).toBe(400);
  });

  it('carries an ETag and answers 304 to a client that holds the same answer', async () => {
    const url = '/api/client/v1/glotv/categories/vod/content?categories=1';
    const first = await get(url);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(`${url},2`, { 'if-none-match': etag })).statusCode).toBe(200);
  });
});

describe('the carousels as bytes made once', () => {
  const url = '/api/client/v1/glotv/categories/vod/content?limit=20&dashboard=true';

  it('answers br, gzip or plain JSON as asked, each the same answer, with its ETag and Vary', async () => {
    const plain = await get(url, { 'accept-encoding': 'identity' });
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const body = vodContentResponseSchema.parse(plain.json());
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(body);
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(body);
    for (const answer of [plain, br, gzip]) {
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers.vary).toBe('accept-encoding');
      expect(answer.headers.etag).toBe(plain.headers.etag);
    }
  });

  it('answers 304 to If-None-Match with its ETag, and the answer again once the catalog changed', async () => {
    const etag = String((await get(url)).headers.etag);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
    await testApp.app.db
      .updateTable('movies')
      .set({ title: 'Bulk retitled' })
      .where('uid', '=', 'bulk-0')
      .execute();
    await testApp.app.catalogCache.invalidate();
    const changed = await get(url, { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});
