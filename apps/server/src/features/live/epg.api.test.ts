import { epgResponseSchema } from '@glotv/contracts/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInViewer, type Viewer } from '../catalog/catalog-test-fixtures.ts';

let testApp: TestApp;
let viewer: Viewer;
const HOUR = 3_600_000;
const grid = async (query: string, as: Viewer | null = viewer) =>
  testApp.app.inject({ url: `/api/client/v2/glotv/shows/grid${query}`, headers: as?.headers ?? {} });

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, simulators: ['sms', 'mail'] });
  viewer = await signedInViewer(testApp.app);
});
afterAll(() => testApp.close());

describe('GET /api/client/v2/{operator}/shows/grid', () => {
  it('answers every channel by position with the shows of the next six hours by default', async () => {
    const before = Date.now();
    const response = await grid('');
    expect(response.statusCode).toBe(200);
    const body = epgResponseSchema.parse(response.json());
    expect(body.data).toHaveLength(15);
    expect(body).toMatchObject({ page: 1, total_pages: 1 });
    expect(body.data[0]?.channel).toEqual({
      id: 1,
      uid: 'glo-news-24',
      name: 'GLO News 24',
      start_over: true,
      catch_up: false,
    });
    for (const { shows } of body.data) {
      expect(shows.length).toBeGreaterThan(0);
      expect(Date.parse(shows[0]?.starts_at ?? '')).toBeLessThanOrEqual(before + 1000);
      expect(Date.parse(shows.at(-1)?.ends_at ?? '')).toBeGreaterThanOrEqual(before + 6 * HOUR);
      for (const show of shows) expect(Date.parse(show.starts_at)).toBeLessThan(before + 6 * HOUR + 5000);
      for (const [index, show] of shows.entries()) {
        if (index > 0) expect(show.starts_at).toBe(shows[index - 1]?.ends_at);
      }
    }
  });

  it('pages channels, and picks channels by id or uid', async () => {
    const page = epgResponseSchema.parse((await grid('?limit=5&page=2')).json());
    expect(page).toMatchObject({ page: 2, total_pages: 3 });
    expect(page.data.map((entry) => entry.channel.id)).toEqual([6, 7, 8, 9, 10]);
    const picked = epgResponseSchema.parse((await grid('?channels=2,glo-news-24')).json());
    expect(picked.data.map((entry) => entry.channel.uid)).toEqual(['glo-news-24', 'naija-business-live']);
  });

  it('answers the shows overlapping an explicit window', async () => {
    const from = new Date(Date.now() + 2 * HOUR);
    const to = new Date(from.getTime() + HOUR);
    const query = `?channels=1&from=${from.toISOString()}&to=${to.toISOString()}`;
    const [entry] = epgResponseSchema.parse((await grid(query)).json()).data;
    expect(entry?.shows.length).toBeGreaterThan(0);
    for (const show of entry?.shows ?? []) {
      expect(Date.parse(show.starts_at)).toBeLessThan(to.getTime());
      expect(Date.parse(show.ends_at)).toBeGreaterThan(from.getTime());
    }
  });

  it('keeps a window on the half hour with the catalog: an ETag, then 304 for a browser that holds it', async () => {
    const halfHour = HOUR / 2;
    const from = new Date(Math.ceil(Date.now() / halfHour) * halfHour + HOUR);
    const query = (start: Date) =>
      `?channels=1&from=${start.toISOString()}&to=${new Date(start.getTime() + HOUR).toISOString()}`;
    const first = await grid(query(from));
    expect(first.headers.etag).toMatch(/^"/);
    const again = await testApp.app.inject({
      url: `/api/client/v2/glotv/shows/grid${query(from)}`,
      headers: { ...viewer.headers, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const odd = await grid(query(new Date(from.getTime() + 1000)));
    expect(odd.statusCode).toBe(200);
    expect(odd.headers.etag).toBeUndefined();
  });

  it('refuses bad parameters with 400, and a caller who is signed out with 401', async () => {
    const now = Date.now();
    const iso = (offset: number) => new Date(now + offset).toISOString();
    const bad = [
      `?from=${iso(0)}&to=${iso(49 * HOUR)}`,
      `?from=${iso(HOUR)}&to=${iso(0)}`,
      '?from=yesterday',
      '?limit=51',
      '?page=0',
      '?channels=GLO%20NEWS',
    ];
    for (const query of bad) expect((await grid(query)).statusCode, query).toBe(400);
    expect((await grid('', null)).statusCode).toBe(401);
  });
});
