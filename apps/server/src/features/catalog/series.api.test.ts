import {
  seriesPackagesResponseSchema,
  seriesResponseSchema,
  userSeriesResponseSchema,
} from '@glotv/contracts/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { daysAround, grantPackage, signedInViewer, type Viewer } from './catalog-test-fixtures.ts';

let testApp: TestApp;
let viewer: Viewer;
const THE_ESTATE = 1;
const SEVEN_DAY_VOD = 2;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, simulators: ['sms', 'mail'] });
  viewer = await signedInViewer(testApp.app);
});
afterAll(() => testApp.close());

const get = (url: string, as: Viewer = viewer) => testApp.app.inject({ url, headers: as.headers });

describe('GET /api/client/v1/{operator}/series/{seriesId}', () => {
  it("answers the series' packages", async () => {
    const response = await get(`/api/client/v1/glotv/series/${THE_ESTATE}`);
    expect(response.statusCode).toBe(200);
    expect(seriesPackagesResponseSchema.parse(response.json()).data).toEqual({
      id: THE_ESTATE,
      packages: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((id) => ({ id })),
    });
  });

  it('answers 404 for an unknown series and 400 for a bad id', async () => {
    const unknown = await get('/api/client/v1/glotv/series/999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Series 999 does not exist.');
    expect((await get('/api/client/v1/glotv/series/one')).statusCode).toBe(400);
  });
});

describe('GET /api/client/v1/{operator}/series?series_id=', () => {
  it('answers the series with Season 1 and Season 2 and their episodes in order', async () => {
    const response = await get(`/api/client/v1/glotv/series?series_id=${THE_ESTATE}`);
    const { data } = seriesResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      id: THE_ESTATE,
      uid: 'the-estate',
      title: 'The Estate',
      director: 'Nneka Obi-Williams',
      cast: 'Adaeze Nwosu, Chidi Okorie, Kemi Oduya, Tobi Adeyemi',
      image_id: 'poster-series-the-estate',
      image_placeholder: expect.stringMatching(/^data:image\/webp;base64,/),
      type: 'series',
    });
    expect(data.seasons.map((season) => [season.number, season.title])).toEqual([
      [1, 'Season 1'],
      [2, 'Season 2'],
    ]);
    expect(data.seasons[0]!.episodes[0]).toEqual({
      id: expect.any(Number),
      uid: 'the-estate-s1e1',
      number: 1,
      title: 'Welcome to Palm Court',
      description: 'The Adeyemis move in and are invited to a party nobody wants to attend.',
      duration: 45,
      image_id: 'still-the-estate-s1e1',
      image_placeholder: expect.stringMatching(/^data:image\/webp;base64,/),
    });
    for (const season of data.seasons) {
      expect(season.episodes.map((episode) => episode.number)).toEqual([1, 2, 3, 4]);
    }
  });

  it.each([
    ['without series_id', ''],
    ['with a non-numeric series_id', '?series_id=abc'],
  ])('refuses a request %s', async (_name, query) => {
    const response = await get(`/api/client/v1/glotv/series${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });

  it('answers 404 for an unknown series', async () => {
    expect((await get('/api/client/v1/glotv/series?series_id=999')).statusCode).toBe(404);
  });
});

describe('GET /api/client/v1/{operator}/users/{userId}/series', () => {
  const mine = (who: Viewer, query = '') =>
    get(`/api/client/v1/glotv/users/${who.userId}/series${query}`, who);

  it('answers every series with purchased null without a package', async () => {
    const { data } = userSeriesResponseSchema.parse((await mine(viewer)).json());
    expect(data).toHaveLength(6);
    expect(data.every((series) => series.purchased === null)).toBe(true);
  });

  it('names the active package, and not an expired one', async () => {
    const buyer = await signedInViewer(testApp.app);
    await grantPackage(testApp.app, buyer.userId, 1, daysAround(5, -2));
    expect((await mine(buyer)).json().data[0].purchased).toBeNull();
    const window = daysAround(0, 7);
    await grantPackage(testApp.app, buyer.userId, SEVEN_DAY_VOD, window);
    const { data } = userSeriesResponseSchema.parse((await mine(buyer)).json());
    expect(data.every((series) => series.purchased?.package_id === SEVEN_DAY_VOD)).toBe(true);
    expect(data[0]!.purchased!.ends_at).toBe(window.endsAt.toISOString());
  });

  it('keeps only series of the packages asked for', async () => {
    await testApp.app.db
      .deleteFrom('series_packages')
      .where('series_id', '=', 6)
      .where('package_id', '=', 3)
      .execute();
    const ids = (await mine(viewer, '?packages=3')).json().data.map((series: { id: number }) => series.id);
    expect(ids).toEqual([1, 2, 3, 4, 5]);
    expect((await mine(viewer, '?packages=x')).statusCode).toBe(400);
  });

  it("refuses another user's series", async () => {
    const other = await signedInViewer(testApp.app);
    expect((await get(`/api/client/v1/glotv/users/${other.userId}/series`)).statusCode).toBe(403);
  });
});
