import { movieResponseSchema, moviesResponseSchema, userMovieResponseSchema } from '@glotv/contracts/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { daysAround, grantPackage, signedInViewer, type Viewer } from './catalog-test-fixtures.ts';

let testApp: TestApp;
let viewer: Viewer;
const EKO_BLUES = 1;
const VOD_3_DAY = 1;
const MAX = 5;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, simulators: ['sms', 'mail'] });
  viewer = await signedInViewer(testApp.app);
});
afterAll(() => testApp.close());

const get = (url: string, as: Viewer = viewer) => testApp.app.inject({ url, headers: as.headers });

async function categoryIdsOf(movieId: number): Promise<number[]> {
  const rows = await testApp.app.db
    .selectFrom('vod_category_items')
    .select('category_id')
    .where('movie_id', '=', movieId)
    .execute();
  return rows.map((row) => row.category_id);
}

describe('GET /api/client/v1/glotv/movies/{movieId}', () => {
  it('answers the movie with its packages and category names', async () => {
    const response = await get(`/api/client/v1/glotv/movies/${EKO_BLUES}`);
    expect(response.statusCode).toBe(200);
    const { data } = movieResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      id: EKO_BLUES,
      uid: 'eko-blues',
      title: 'Eko Blues',
      director: 'Tunde Bakare-Cole',
      cast: 'Adaeze Nwosu, Femi Lawal, Kemi Oduya, Chuka Obiora',
      country: 'Nigeria',
      release_year: 2025,
      duration: 118,
      rating: 8.6,
      image_id: 'poster-movie-eko-blues',
      image_placeholder: expect.stringMatching(/^data:image\/webp;base64,/),
      type: 'movie',
    });
    expect(data.packages.map((ref) => ref.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(data.categories).toEqual(expect.arrayContaining(['Nollywood', 'Drama', 'Romance']));
  });

  it('answers 404 with a clear message for an unknown movie', async () => {
    const response = await get('/api/client/v1/glotv/movies/99999');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ code: 'not_found', message: 'Movie 99999 does not exist.' });
  });

  it.each(['abc', '0', '1.5', '-3', '99999999999'])('refuses the movie id %s', async (id) => {
    const response = await get(`/api/client/v1/glotv/movies/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });
});

describe('GET /api/client/v1/glotv/movies/{movieId}/related', () => {
  it('answers at most 20 other movies, each sharing a category with the movie', async () => {
    const response = await get(`/api/client/v1/glotv/movies/${EKO_BLUES}/related`);
    const { data } = moviesResponseSchema.parse(response.json());
    expect(data).toHaveLength(20);
    expect(data.map((movie) => movie.id)).not.toContain(EKO_BLUES);
    expect(new Set(data.map((movie) => movie.id)).size).toBe(20);
    const mine = await categoryIdsOf(EKO_BLUES);
    for (const movie of data) {
      expect((await categoryIdsOf(movie.id)).some((id) => mine.includes(id))).toBe(true);
    }
  });

  it('picks them at random', async () => {
    const picks = await Promise.all(
      Array.from({ length: 5 }, () => testApp.app.catalog.movies.related(EKO_BLUES)),
    );
    const orders = new Set(picks.map((movies) => movies.map((movie) => movie.id).join(',')));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('answers 404 for an unknown movie', async () => {
    expect((await get('/api/client/v1/glotv/movies/99999/related')).statusCode).toBe(404);
  });
});

describe('GET /api/client/v1/{operator}/users/{userId}/movies/{movieId}', () => {
  const mine = (who: Viewer, movieId: number) =>
    get(`/api/client/v1/glotv/users/${who.userId}/movies/${movieId}`, who);

  it('answers purchased null without an active package', async () => {
    const response = await mine(viewer, EKO_BLUES);
    expect(response.statusCode).toBe(200);
    const { data } = userMovieResponseSchema.parse(response.json());
    expect(data).toMatchObject({ id: EKO_BLUES, title: 'Eko Blues', purchased: null });
  });

  it('names the package that makes the movie playable, and only while it lasts', async () => {
    const buyer = await signedInViewer(testApp.app);
    await grantPackage(testApp.app, buyer.userId, MAX, daysAround(40, -10));
    const window = daysAround(1, 2);
    await grantPackage(testApp.app, buyer.userId, VOD_3_DAY, window);

    expect((await mine(buyer, EKO_BLUES)).json().data.purchased).toEqual({
      package_id: VOD_3_DAY,
      ends_at: window.endsAt.toISOString(),
    });

    const max = daysAround(0, 30);
    await grantPackage(testApp.app, buyer.userId, MAX, max);
    expect((await mine(buyer, EKO_BLUES)).json().data.purchased).toEqual({
      package_id: MAX,
      ends_at: max.endsAt.toISOString(),
    });
  });

  it("refuses another user's movie state", async () => {
    const other = await signedInViewer(testApp.app);
    const response = await get(`/api/client/v1/glotv/users/${other.userId}/movies/${EKO_BLUES}`);
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for an unknown movie', async () => {
    expect((await mine(viewer, 99999)).statusCode).toBe(404);
  });
});
