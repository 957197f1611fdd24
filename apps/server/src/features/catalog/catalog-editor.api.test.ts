import {
  bannersResponseSchema,
  movieResponseSchema,
  vodContentResponseSchema,
} from '@glotv/contracts/catalog';
import type { MovieInput } from '@glotv/contracts/catalog-editor';
import { landingPostersResponseSchema } from '@glotv/contracts/landing';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { packagesRepository } from '../packages/packages.repository.ts';
import { givePlayableMedia } from '../streams/streams-test-fixtures.ts';
import { daysAround, grantPackage, signedInViewer, type Viewer } from './catalog-test-fixtures.ts';

let testApp: TestApp;
let app: FastifyInstance;
let viewer: Viewer;

const get = (url: string) => app.inject({ url, headers: viewer.headers });
const content = async (query: string) =>
  vodContentResponseSchema.parse((await get(`/api/client/v1/glotv/categories/vod/content${query}`)).json())
    .data;
const carousel = async (uid: string, translation = 'gb') =>
  (await content(`?categories=${uid}&translation=${translation}`))[0]!;
const movieDetail = (id: number, translation = 'gb') =>
  get(`/api/client/v1/glotv/movies/${id}?translation=${translation}`);

const dramaId = () =>
  app.db
    .selectFrom('vod_categories')
    .select('id')
    .where('uid', '=', 'drama')
    .executeTakeFirstOrThrow()
    .then((row) => row.id);

const newMovie = async (uid: string, extra: Partial<MovieInput> = {}): Promise<MovieInput> => ({
  uid,
  title: { gb: `The ${uid}`, pt: `O ${uid}` },
  description: { gb: 'A new film.', pt: 'Um filme novo.' },
  duration: 95,
  rating: 6.5,
  image_id: 'poster-movie-eko-blues',
  package_ids: [1],
  category_ids: [await dramaId()],
  ...extra,
});

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, simulators: ['sms', 'mail'] });
  app = testApp.app;
  viewer = await signedInViewer(app);
  await grantPackage(app, viewer.userId, 1, daysAround(1, 5));
});
afterAll(() => testApp.close());

describe('texts from the database, in the language asked for', () => {
  it('shows a rename made in the database in both languages, with no change of code', async () => {
    const before = await movieDetail(1, 'pt');
    expect(before.json().data.title).toBe('Blues de Eko');
    await app.catalog.editor.updateMovie(1, {
      title: { gb: 'Eko Blues Redux', pt: 'Blues de Eko Redux' },
      description: { gb: 'Renamed.', pt: 'Renomeado.' },
    });
    const gb = movieResponseSchema.parse((await movieDetail(1, 'gb')).json()).data;
    const pt = movieResponseSchema.parse((await movieDetail(1, 'pt')).json()).data;
    expect([gb.title, gb.description]).toEqual(['Eko Blues Redux', 'Renamed.']);
    expect([pt.title, pt.description]).toEqual(['Blues de Eko Redux', 'Renomeado.']);
    const nollywood = await carousel('nollywood', 'pt');
    expect(nollywood.content.find((item) => item.id === 1 && item.type === 'movie')?.title).toBe(
      'Blues de Eko Redux',
    );
  });

  it('names categories in the language asked for, English where no Portuguese name is written', async () => {
    const names = async (translation: string) =>
      (await content(`?dashboard=true&limit=1&translation=${translation}`)).map((category) => category.name);
    expect(await names('gb')).toEqual([
      'Recently Added',
      'Top Ranked',
      'Bollywood',
      'International',
      'Drama',
    ]);
    expect(await names('pt')).toEqual([
      'Adicionados recentemente',
      'Mais bem classificados',
      'Bollywood',
      'Internacional',
      'Drama',
    ]);
    const drama = await dramaId();
    await app.catalog.editor.updateCategory(drama, { name: { gb: 'Dramas', pt: 'Dramas PT' } });
    expect((await names('pt')).at(-1)).toBe('Dramas PT');
    expect((await names('gb')).at(-1)).toBe('Dramas');
  });

  it('answers the dashboard carousels in the order the database gives them', async () => {
    const bollywood = await app.db
      .selectFrom('vod_categories')
      .select('id')
      .where('uid', '=', 'bollywood')
      .executeTakeFirstOrThrow();
    await app.catalog.editor.updateCategory(bollywood.id, { dashboard_position: null });
    const crime = await app.db
      .selectFrom('vod_categories')
      .select('id')
      .where('uid', '=', 'crime')
      .executeTakeFirstOrThrow();
    await app.catalog.editor.updateCategory(crime.id, { dashboard_position: 1 });
    const recent = await app.db
      .selectFrom('vod_categories')
      .select('id')
      .where('uid', '=', 'recently-added')
      .executeTakeFirstOrThrow();
    await app.catalog.editor.updateCategory(recent.id, { dashboard_position: 9 });
    const uids = (await content('?dashboard=true&limit=1')).map((category) => category.uid);
    expect(uids).toEqual(['crime', 'top-ranked', 'international', 'drama', 'recently-added']);
  });
});

describe('packages of a new title', () => {
  it('puts a movie and a series made with no packages in every package that gives movies and series', async () => {
    const claiming = await packagesRepository.idsGiving(app.db, 'vod');
    expect(claiming.length).toBeGreaterThan(1);
    const movieId = await app.catalog.editor.createMovie(
      await newMovie('no-packages-film', { package_ids: [] }),
    );
    const moviePackages = await app.db
      .selectFrom('movie_packages')
      .select('package_id')
      .where('movie_id', '=', movieId)
      .orderBy('package_id')
      .execute();
    expect(moviePackages.map((row) => row.package_id)).toEqual(claiming);
    const seriesId = await app.catalog.editor.createSeries({
      uid: 'no-packages-series',
      title: { gb: 'No packages' },
      description: { gb: 'A new series.' },
      package_ids: [],
    });
    const seriesPackages = await app.db
      .selectFrom('series_packages')
      .select('package_id')
      .where('series_id', '=', seriesId)
      .orderBy('package_id')
      .execute();
    expect(seriesPackages.map((row) => row.package_id)).toEqual(claiming);
  });
});

describe('drafts, publishing and soft delete', () => {
  let movieId: number;

  it('keeps a new movie a draft, invisible to subscribers, until it is published', async () => {
    movieId = await app.catalog.editor.createMovie(await newMovie('night-train'));
    expect((await movieDetail(movieId)).statusCode).toBe(404);
    expect((await get(`/api/client/v1/glotv/users/${viewer.userId}/movies/${movieId}`)).statusCode).toBe(404);
    const drama = await carousel('drama');
    expect(drama.content.some((item) => item.id === movieId && item.type === 'movie')).toBe(false);
    const stream = await get(`/api/client/v1/glotv/users/${viewer.userId}/vod/movies/night-train`);
    expect(stream.statusCode).toBe(404);
    const posters = landingPostersResponseSchema.parse(
      (await app.inject({ url: '/api/client/v1/global/landing/posters' })).json(),
    ).data;
    expect(posters.some((poster) => poster.title === 'The night-train')).toBe(false);
  });

  it('refuses to publish while the video is not ready, and nothing changes', async () => {
    await expect(app.catalog.editor.publish('movie', movieId)).rejects.toMatchObject({ code: 'conflict' });
    const row = await app.db
      .selectFrom('movies')
      .select('published_at')
      .where('id', '=', movieId)
      .executeTakeFirstOrThrow();
    expect(row.published_at).toBeNull();
  });

  it('publishes once the video is ready: the film is first in Recently Added and in its carousel', async () => {
    await givePlayableMedia(app, { kind: 'movie', id: movieId });
    await app.catalog.editor.publish('movie', movieId);
    const recent = await carousel('recently-added');
    expect(recent.content[0]).toMatchObject({ id: movieId, type: 'movie', title: 'The night-train' });
    expect((await carousel('recently-added', 'pt')).content[0]!.title).toBe('O night-train');
    expect((await carousel('drama')).content.at(-1)).toMatchObject({ id: movieId, type: 'movie' });
    expect((await movieDetail(movieId)).statusCode).toBe(200);
    const stream = await get(`/api/client/v1/glotv/users/${viewer.userId}/vod/movies/night-train`);
    expect(stream.statusCode).toBe(200);
  });

  it('ranks a published film by its rating in Top Ranked', async () => {
    await app.catalog.editor.updateMovie(movieId, { rating: 9.9 });
    expect((await carousel('top-ranked')).content[0]).toMatchObject({ id: movieId, type: 'movie' });
  });

  it('hides an unpublished or deleted film everywhere again', async () => {
    await app.catalog.editor.unpublish('movie', movieId);
    expect((await movieDetail(movieId)).statusCode).toBe(404);
    expect((await carousel('recently-added')).content.some((item) => item.id === movieId)).toBe(false);
    await givePlayableMedia(app, { kind: 'movie', id: movieId });
    await app.catalog.editor.publish('movie', movieId);
    expect((await movieDetail(movieId)).statusCode).toBe(200);
    await app.catalog.editor.remove('movie', movieId);
    expect((await movieDetail(movieId)).statusCode).toBe(404);
    expect((await carousel('top-ranked')).content.some((item) => item.id === movieId)).toBe(false);
    await expect(app.catalog.editor.publish('movie', movieId)).rejects.toMatchObject({ code: 'not_found' });
  });

  it("follows an editor's order when a computed carousel is given one", async () => {
    const recent = await app.db
      .selectFrom('vod_categories')
      .select('id')
      .where('uid', '=', 'recently-added')
      .executeTakeFirstOrThrow();
    await app.catalog.editor.setCarouselItems(recent.id, [
      { type: 'series', id: 2 },
      { type: 'movie', id: 3 },
    ]);
    const items = (await carousel('recently-added')).content.map((item) => `${item.type}:${item.id}`);
    expect(items).toEqual(['series:2', 'movie:3']);
  });
});

describe('banners', () => {
  const banners = async (translation: string) =>
    bannersResponseSchema
      .parse((await get(`/api/client/v1/glotv/banners?translation=${translation}`)).json())
      .data.map((banner) => banner.title);

  it('shows a banner to its language only, and only between its dates', async () => {
    const now = Date.now();
    await app.catalog.editor.createBanner({
      target: { type: 'movie', id: 2 },
      title: 'Só em português',
      image_id: 'poster-movie-eko-blues',
      language: 'pt',
    });
    await app.catalog.editor.createBanner({
      target: { type: 'movie', id: 2 },
      title: 'Next week',
      image_id: 'poster-movie-eko-blues',
      starts_at: new Date(now + 7 * 86_400_000).toISOString(),
    });
    await app.catalog.editor.createBanner({
      target: { type: 'movie', id: 2 },
      title: 'Last week',
      image_id: 'poster-movie-eko-blues',
      ends_at: new Date(now - 86_400_000).toISOString(),
    });
    expect(await banners('pt')).toContain('Só em português');
    expect(await banners('gb')).not.toContain('Só em português');
    for (const language of ['gb', 'pt']) {
      expect(await banners(language)).not.toContain('Next week');
      expect(await banners(language)).not.toContain('Last week');
    }
  });

  it('drops a banner whose movie is unpublished', async () => {
    const before = await banners('gb');
    expect(before).toContain('Shadows of Ikoyi');
    const movie = await app.db
      .selectFrom('movies')
      .select('id')
      .where('uid', '=', 'shadows-of-ikoyi')
      .executeTakeFirstOrThrow();
    await app.catalog.editor.unpublish('movie', movie.id);
    expect(await banners('gb')).not.toContain('Shadows of Ikoyi');
  });
});

describe('writes', () => {
  it('refuse bad input and a taken uid, and leave nothing behind', async () => {
    const count = async () =>
      Number(
        (
          await app.db
            .selectFrom('movies')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await expect(app.catalog.editor.createMovie(await newMovie('Bad Uid'))).rejects.toThrow();
    await expect(app.catalog.editor.createMovie(await newMovie('eko-blues'))).rejects.toMatchObject({
      code: 'conflict',
    });
    // The movie row is written before its packages: a package that does not exist undoes the whole write.
    await expect(
      app.catalog.editor.createMovie(await newMovie('orphan', { package_ids: [999] })),
    ).rejects.toMatchObject({
      code: 'validation_failed',
    });
    expect(await count()).toBe(before);
  });

  it('store an uploaded poster under the data folder, with its placeholder, served at the portal widths', async () => {
    const png = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const stored = await app.catalog.uploads.store(png, 'poster');
    expect(stored).toMatchObject({
      width: 600,
      height: 900,
      placeholder: expect.stringMatching(/^data:image\/webp/),
    });
    const image = await app.inject({
      url: `/api/client/v1/global/images/${stored.id}?width=240`,
      headers: { accept: 'image/avif,image/webp' },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/avif');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(240);
  });

  it('refuse an upload that is not a picture, or too large', async () => {
    await expect(app.catalog.uploads.store(Buffer.from('<svg/>'), 'poster')).rejects.toMatchObject({
      code: 'unsupported_media_type',
    });
    await expect(app.catalog.uploads.store(Buffer.alloc(9 * 1024 * 1024), 'poster')).rejects.toMatchObject({
      code: 'payload_too_large',
    });
  });
});
