import { streamResponseSchema } from '@glotv/contracts/streams';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { daysAround, grantPackage, signedInViewer, type Viewer } from '../catalog/catalog-test-fixtures.ts';
import { STREAM_ADDRESS_SECONDS } from './streams.service.ts';
import { givePlayableMedia, masterVariantsAt, signedMasterPattern } from './streams-test-fixtures.ts';

let testApp: TestApp;
let app: FastifyInstance;
let entitled: Viewer;
let unentitled: Viewer;
let expired: Viewer;
const assets: Record<string, string> = {};

const EKO_BLUES = { id: 1, uid: 'eko-blues' };
let episodeId: number;
let movieWithoutMedia: number;
let moviePackageId: number;

const base = (viewer: Viewer) => `/api/client/v1/glotv/users/${viewer.userId}/vod`;
const paths = {
  trailer: (viewer: Viewer) => `${base(viewer)}/trailers/movies/${EKO_BLUES.id}`,
  movie: (viewer: Viewer) => `${base(viewer)}/movies/${EKO_BLUES.uid}`,
  'movie by id': (viewer: Viewer) => `${base(viewer)}/movies/${EKO_BLUES.id}`,
  episode: (viewer: Viewer) => `${base(viewer)}/episodes/${episodeId}`,
};
type Kind = keyof typeof paths;
const assetOf: Record<Kind, () => string> = {
  trailer: () => assets.trailer!,
  movie: () => assets.movie!,
  'movie by id': () => assets.movie!,
  episode: () => assets.episode!,
};
const paid: Kind[] = ['movie', 'movie by id', 'episode'];
const refusals: Record<Kind, string> = {
  trailer: '',
  movie: 'This movie is not in your package.',
  'movie by id': 'This movie is not in your package.',
  episode: 'This series is not in your package.',
};

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, simulators: ['sms', 'mail'] });
  app = testApp.app;
  const episode = await app.db
    .selectFrom('episodes')
    .innerJoin('seasons', 'seasons.id', 'episodes.season_id')
    .innerJoin('series_packages', 'series_packages.series_id', 'seasons.series_id')
    .select(['episodes.id', 'series_packages.package_id'])
    .orderBy('episodes.id')
    .executeTakeFirstOrThrow();
  episodeId = episode.id;
  const moviePackage = await app.db
    .selectFrom('movie_packages')
    .select('package_id')
    .where('movie_id', '=', EKO_BLUES.id)
    .orderBy('package_id')
    .executeTakeFirstOrThrow();
  const other = await app.db
    .selectFrom('movie_packages')
    .select('movie_id')
    .where('package_id', '=', moviePackage.package_id)
    .where('movie_id', '<>', EKO_BLUES.id)
    .orderBy('movie_id')
    .executeTakeFirstOrThrow();
  movieWithoutMedia = other.movie_id;
  moviePackageId = moviePackage.package_id;

  assets.movie = await givePlayableMedia(app, { kind: 'movie', id: EKO_BLUES.id });
  assets.trailer = await givePlayableMedia(app, { kind: 'trailer', id: EKO_BLUES.id });
  assets.episode = await givePlayableMedia(app, { kind: 'episode', id: episodeId });

  [entitled, unentitled, expired] = await Promise.all([
    signedInViewer(app),
    signedInViewer(app, 'email'),
    signedInViewer(app),
  ]);
  for (const packageId of [moviePackage.package_id, episode.package_id]) {
    await grantPackage(app, entitled.userId, packageId, daysAround(1, 30));
    await grantPackage(app, expired.userId, packageId, daysAround(31, -1));
  }
});
afterAll(() => testApp.close());

describe.each(Object.keys(paths) as Kind[])('GET the %s stream address', (kind) => {
  it('answers a signed master playlist address that plays, for an entitled user, and no cache keeps it', async () => {
    const response = await get(paths[kind](entitled), entitled.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = streamResponseSchema.parse(response.json());
    expect(Object.keys(data).sort()).toEqual(['duration', 'expires_at', 'poster_url', 'url']);
    expect(data.url).toMatch(signedMasterPattern(assetOf[kind]()));
    expect(data.poster_url).toBe(data.url.replace(/master\.m3u8$/, 'poster.webp'));
    expect(data.duration).toBe(6);
    // Short-lived, renewed by the player while it plays: signing out or losing the package ends it soon.
    const expiresAt = new Date(data.expires_at).getTime();
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + STREAM_ADDRESS_SECONDS * 1000 + 1000);
    expect(expiresAt).toBeGreaterThan(Date.now() + (STREAM_ADDRESS_SECONDS - 60) * 1000);
    expect(Number(data.url.split('/')[4]) * 1000).toBe(expiresAt);
    expect(await masterVariantsAt(app, data.url)).toEqual([
      'data_saver/index.m3u8',
      'standard/index.m3u8',
      'high/index.m3u8',
    ]);
  });

  it('refuses a caller outside Nigeria before looking at packages', async () => {
    for (const viewer of [entitled, unentitled]) {
      const response = await get(paths[kind](viewer), { ...viewer.headers, 'x-forwarded-for': '8.8.8.8' });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({
        code: 'outside_nigeria',
        message: 'This content is only available in Nigeria.',
      });
    }
  });

  it('answers 401 when signed out', async () => {
    const response = await get(paths[kind](entitled));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });

  it("refuses another user's address", async () => {
    const response = await get(paths[kind](entitled), unentitled.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
  });

  it('answers 404 for another operator', async () => {
    const response = await get(paths[kind](entitled).replace('/glotv/', '/other/'), entitled.headers);
    expect(response.statusCode).toBe(404);
  });
});

describe.each(paid)('GET the %s stream address without the package', (kind) => {
  it('refuses a user without a package that includes the title, with the spec message', async () => {
    const response = await get(paths[kind](unentitled), unentitled.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({ code: 'not_entitled', message: refusals[kind] });
  });

  it('refuses a user whose package has expired', async () => {
    const response = await get(paths[kind](expired), expired.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({ code: 'not_entitled', message: refusals[kind] });
  });
});

describe('stream addresses', () => {
  it('ends a movie address no later than the package that grants it', async () => {
    const viewer = await signedInViewer(app);
    const packageEnd = new Date(Math.floor(Date.now() / 1000) * 1000 + 5 * 60_000);
    await grantPackage(app, viewer.userId, moviePackageId, {
      startsAt: daysAround(1, 0).startsAt,
      endsAt: packageEnd,
    });
    const response = await get(paths.movie(viewer), viewer.headers);
    expect(response.statusCode).toBe(200);
    const { data } = streamResponseSchema.parse(response.json());
    expect(new Date(data.expires_at).getTime()).toBeLessThanOrEqual(packageEnd.getTime());
    expect(Number(data.url.split('/')[4]) * 1000).toBeLessThanOrEqual(packageEnd.getTime());
  });

  it('gives a trailer to a signed-in user without any package', async () => {
    const response = await get(paths.trailer(unentitled), unentitled.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.url).toMatch(signedMasterPattern(assets.trailer!));
  });

  it('answers 404 with a clear message while an entitled title has no ready media', async () => {
    const response = await get(`${base(entitled)}/movies/${movieWithoutMedia}`, entitled.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      code: 'not_found',
      message: 'This title is not available to play yet.',
    });
  });

  it('answers 404 for a movie or episode that does not exist', async () => {
    for (const url of [`${base(entitled)}/movies/no-such-movie`, `${base(entitled)}/episodes/99999`]) {
      expect((await get(url, entitled.headers)).statusCode).toBe(404);
    }
    expect((await get(`${base(entitled)}/trailers/movies/99999`, entitled.headers)).statusCode).toBe(404);
  });

  it('caps the address at the saved quality: Data Saver lists only the Data Saver rendition', async () => {
    const viewer = await signedInViewer(app);
    const moviePackage = await app.db
      .selectFrom('movie_packages')
      .select('package_id')
      .where('movie_id', '=', EKO_BLUES.id)
      .executeTakeFirstOrThrow();
    await grantPackage(app, viewer.userId, moviePackage.package_id, daysAround(1, 30));
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/client/v1/glotv/users/${viewer.userId}/preferences`,
      headers: viewer.headers,
      payload: { quality: 'data_saver' },
    });
    expect(saved.statusCode).toBe(200);

    for (const url of [paths.movie(viewer), paths.trailer(viewer)]) {
      const { data } = streamResponseSchema.parse((await get(url, viewer.headers)).json());
      expect(data.url).toMatch(/~data_saver~m\.[0-9]+\.[0-9a-f]{16}\/master\.m3u8$/);
      expect(await masterVariantsAt(app, data.url)).toEqual(['data_saver/index.m3u8']);
    }
  });
});
