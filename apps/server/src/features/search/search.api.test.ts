import { type SearchResults, searchResponseSchema } from '@glotv/contracts/search';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInViewer, type Viewer } from '../catalog/catalog-test-fixtures.ts';
import { seedPackages } from '../packages/packages.seed.ts';
import { type SignedInTestStaff, signInStaff } from '../staff/staff-test-fixtures.ts';
import { givePlayableMedia } from '../streams/streams-test-fixtures.ts';

let testApp: TestApp;
let app: FastifyInstance;
let viewer: Viewer;
let editor: SignedInTestStaff;
const ids = { shadows: 0, hearts: 0, draft: 0, gone: 0, compound: 0, hidden: 0, lagosNews: 0 };

/** A small catalog of its own: published titles, a draft, a deleted one, a hidden series and channels. */
async function seedCatalog(db: FastifyInstance['db']): Promise<void> {
  await seedPackages(db);
  const pack = await db.selectFrom('packages').select('id').orderBy('id').executeTakeFirstOrThrow();
  const movie = (uid: string, title: string, title_pt: string | null, extra: object = {}) => ({
    uid,
    title,
    title_pt,
    description: `${title}.`,
    cast_list: 'Amaka Eze, Tunde Bakare',
    director: 'Kemi Adetiba',
    country: 'Nigeria',
    duration_minutes: 100,
    added_at: new Date('2026-01-01T00:00:00Z'),
    ...extra,
  });
  const movies = await db
    .insertInto('movies')
    .values([
      movie('shadows-of-ikoyi', 'Shadows of Ikoyi', 'Sombras de Ikoyi'),
      movie('harmattan-hearts', 'Harmattan Hearts', 'Corações de Harmattan', { cast_list: 'Zainab Balogun' }),
      movie('draft-film', 'Ikoyi Nights', null, { published_at: null }),
      movie('gone-film', 'Ikoyi Mornings', null, { deleted_at: new Date() }),
    ])
    .returning(['id', 'uid'])
    .execute();
  const movieId = (uid: string) => movies.find((row) => row.uid === uid)!.id;
  ids.shadows = movieId('shadows-of-ikoyi');
  ids.hearts = movieId('harmattan-hearts');
  ids.draft = movieId('draft-film');
  ids.gone = movieId('gone-film');
  // A locked title: in a package the viewer never bought.
  await db.insertInto('movie_packages').values({ movie_id: ids.shadows, package_id: pack.id }).execute();

  const series = (uid: string, title: string, extra: object = {}) => ({
    uid,
    title,
    description: `${title}.`,
    cast_list: 'Amaka Eze',
    director: 'Niyi Akinmolayan',
    country: 'Nigeria',
    added_at: new Date('2026-01-01T00:00:00Z'),
    ...extra,
  });
  const rows = await db
    .insertInto('series')
    .values([
      series('the-compound', 'The Compound', { title_pt: 'O Condomínio' }),
      series('hidden-show', 'Hidden Show', { published_at: null }),
    ])
    .returning(['id', 'uid'])
    .execute();
  ids.compound = rows.find((row) => row.uid === 'the-compound')!.id;
  ids.hidden = rows.find((row) => row.uid === 'hidden-show')!.id;
  for (const [seriesId, title] of [
    [ids.compound, 'The Landlord Returns'],
    [ids.hidden, 'The Landlord Leaves'],
  ] as const) {
    const season = await db
      .insertInto('seasons')
      .values({ series_id: seriesId, number: 2, title: 'Season 2' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('episodes')
      .values({ uid: `${seriesId}-s2e3`, season_id: season.id, number: 3, title, duration_minutes: 40 })
      .execute();
  }

  const category = await db
    .insertInto('channel_categories')
    .values({ uid: 'news', name: 'News', position: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const channel = (uid: string, name: string, short_name: string, enabled = true) => ({
    uid,
    category_id: category.id,
    position: 1,
    name,
    short_name,
    enabled,
    source_kind: 'relay' as const,
    source_url: `https://cdn.example.com/${uid}.m3u8`,
  });
  const channels = await db
    .insertInto('channels')
    .values([
      channel('lagos-news', 'Lagos News Live', 'LNL'),
      channel('lagos-old', 'Lagos Archive', 'LAR', false),
    ])
    .returning(['id', 'uid'])
    .execute();
  ids.lagosNews = channels.find((row) => row.uid === 'lagos-news')!.id;
}

beforeAll(async () => {
  testApp = await createTestApp({ simulators: ['sms', 'mail'] });
  app = testApp.app;
  await seedCatalog(app.db);
  [viewer, editor] = await Promise.all([signedInViewer(app), signInStaff(app, 'editor')]);
});
afterAll(() => testApp.close());

const searchUrl = (q: string, translation?: 'gb' | 'pt') =>
  `/api/client/v1/glotv/search?${new URLSearchParams({ q, ...(translation ? { translation } : {}) })}`;

async function search(q: string, translation?: 'gb' | 'pt'): Promise<SearchResults> {
  const response = await app.inject({ url: searchUrl(q, translation), headers: viewer.headers });
  expect(response.statusCode, response.body).toBe(200);
  return searchResponseSchema.parse(response.json()).data;
}

const titles = (results: SearchResults) => [
  ...results.movies.map((movie) => movie.title),
  ...results.series.map((series) => series.title),
];

describe('GET /api/client/v1/{operator}/search', () => {
  it('finds a film from a query with typing mistakes, whatever the case', async () => {
    const results = await search('SHADWS of ikoy');
    expect(results.query).toBe('SHADWS of ikoy');
    expect(results.movies[0]).toEqual({
      type: 'movie',
      id: ids.shadows,
      uid: 'shadows-of-ikoyi',
      title: 'Shadows of Ikoyi',
      image_id: null,
      image_placeholder: null,
    });
    expect(results.suggestions).toEqual([]);
  });

  it('finds a title as it is being typed, from its first letters', async () => {
    expect((await search('sh')).movies.map((movie) => movie.id)).toContain(ids.shadows);
    expect((await search('harma')).movies.map((movie) => movie.id)).toEqual([ids.hearts]);
  });

  it('matches Portuguese titles typed without accents, and answers in the language asked for', async () => {
    const pt = await search('coracoes de harmatan', 'pt');
    expect(pt.movies.map((movie) => movie.title)).toEqual(['Corações de Harmattan']);
    const gb = await search('corações');
    expect(gb.movies.map((movie) => movie.title)).toEqual(['Harmattan Hearts']);
    expect((await search('condominio', 'pt')).series.map((series) => series.title)).toEqual(['O Condomínio']);
  });

  it('finds a series by one of its episodes, naming the episode, season and number', async () => {
    const results = await search('landlord returns');
    expect(results.series).toEqual([
      expect.objectContaining({
        type: 'series',
        id: ids.compound,
        title: 'The Compound',
        episode: { id: expect.any(Number), title: 'The Landlord Returns', season: 2, number: 3 },
      }),
    ]);
  });

  it('finds channels by name or short name, and never a disabled one', async () => {
    const results = await search('lagos');
    expect(results.channels).toEqual([
      {
        id: ids.lagosNews,
        uid: 'lagos-news',
        name: 'Lagos News Live',
        logo_image_id: null,
        logo_placeholder: null,
      },
    ]);
    expect((await search('LNL')).channels.map((channel) => channel.uid)).toEqual(['lagos-news']);
  });

  it('finds cast and directors, each with every visible title they are in', async () => {
    const [amaka] = (await search('amaka ezee')).people;
    expect(amaka?.name).toBe('Amaka Eze');
    expect(amaka?.roles).toEqual(['cast']);
    expect(amaka?.titles.map((title) => `${title.type}:${title.title}`).sort()).toEqual([
      'movie:Shadows of Ikoyi',
      'series:The Compound',
    ]);
    const director = (await search('kemi adetiba')).people;
    expect(director.map((person) => [person.name, person.roles])).toEqual([['Kemi Adetiba', ['director']]]);
    expect(director[0]!.titles.map((title) => title.id).sort()).toEqual([ids.shadows, ids.hearts].sort());
  });

  it('leaves out drafts, deleted titles, hidden series and their episodes', async () => {
    const results = await search('ikoyi');
    expect(results.movies.map((movie) => movie.id)).toEqual([ids.shadows]);
    expect(titles(await search('hidden show'))).not.toContain('Hidden Show');
    expect((await search('landlord leaves')).series.map((series) => series.id)).not.toContain(ids.hidden);
  });

  it('suggests the closest titles when nothing matches', async () => {
    // Letters swapped break too many trigrams to match; the title is still the nearest.
    const results = await search('sahdows');
    expect(results.movies).toEqual([]);
    expect(results.series).toEqual([]);
    expect(results.channels).toEqual([]);
    expect(results.people).toEqual([]);
    expect(results.suggestions[0]?.title).toBe('Shadows of Ikoyi');
  });

  it('suggests the most watched titles when no title is close at all', async () => {
    await app.db
      .insertInto('usage_minutes_weekly')
      .values({
        week: new Date().toISOString().slice(0, 10),
        kind: 'title',
        content_uid: 'harmattan-hearts',
        minutes: 500,
      })
      .execute();
    const results = await search('qqqq');
    expect(results.suggestions[0]).toMatchObject({ type: 'movie', id: ids.hearts });
    expect(results.suggestions.map((title) => title.id)).not.toContain(ids.draft);
  });

  it('shows an edit made in the console at once: published, renamed, deleted', async () => {
    const console = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      app.inject({
        method,
        url: `/api/console/v1/catalog${url}`,
        headers: editor.headers,
        ...(payload ? { payload } : {}),
      });
    const created = await console('POST', '/movies', {
      uid: 'okada-express',
      title: { gb: 'Okada Express', pt: 'Expresso Okada' },
      description: { gb: 'A ride.', pt: 'Uma viagem.' },
      cast: 'Funke Akindele',
      duration: 90,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect((await search('okada express')).movies).toEqual([]);

    await givePlayableMedia(app, { kind: 'movie', id });
    expect((await console('POST', `/movies/${id}/publish`)).statusCode).toBe(200);
    expect((await search('okada express')).movies.map((movie) => movie.id)).toEqual([id]);
    expect((await search('funke akindele')).people[0]?.titles.map((title) => title.id)).toEqual([id]);

    expect(
      (await console('PATCH', `/movies/${id}`, { title: { gb: 'Keke Express', pt: 'Expresso Keke' } }))
        .statusCode,
    ).toBe(200);
    expect((await search('okada')).movies.map((movie) => movie.id)).not.toContain(id);
    expect((await search('keke expres', 'pt')).movies.map((movie) => movie.title)).toEqual(['Expresso Keke']);

    expect((await console('DELETE', `/movies/${id}`)).statusCode).toBe(200);
    expect((await search('keke express')).movies).toEqual([]);
  });

  it('keeps locked titles in the results: entitlement is decided on the detail page', async () => {
    const results = await search('shadows of ikoyi');
    expect(results.movies.map((movie) => movie.id)).toContain(ids.shadows);
  });

  it('treats %, _ and \\ as the characters they are', async () => {
    const results = await search('%_\\');
    expect(titles(results)).toEqual([]);
  });

  it('refuses an empty, blank or too long query, and trims the query it searches', async () => {
    for (const q of ['', '   ', 'x'.repeat(101)]) {
      const response = await app.inject({ url: searchUrl(q), headers: viewer.headers });
      expect(response.statusCode, q).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
    const missing = await app.inject({ url: '/api/client/v1/glotv/search', headers: viewer.headers });
    expect(missing.statusCode).toBe(400);
    expect((await search(`  ${'y'.repeat(100)}  `)).query).toBe('y'.repeat(100));
  });

  it('answers only signed-in subscribers of this operator, and keeps no copy of the answer', async () => {
    expect((await app.inject({ url: searchUrl('ikoyi') })).statusCode).toBe(401);
    const other = await app.inject({ url: '/api/client/v1/other/search?q=ikoyi', headers: viewer.headers });
    expect(other.statusCode).toBe(404);
    const response = await app.inject({ url: searchUrl('ikoyi'), headers: viewer.headers });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});
