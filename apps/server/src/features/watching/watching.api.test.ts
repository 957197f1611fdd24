import {
  continueWatchingResponseSchema,
  myListResponseSchema,
  positionResponseSchema,
} from '@glotv/contracts/watching';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInViewer, type Viewer, webSessionCookies } from '../catalog/catalog-test-fixtures.ts';
import { insertWatchingCatalog, titles } from './watching-test-fixtures.ts';

let testApp: TestApp;
let app: FastifyInstance;
let origin: string;

const base = (as: Viewer) => `/api/client/v1/glotv/users/${as.userId}`;
const save = (as: Viewer, payload: Record<string, unknown>, headers: Record<string, string> = as.headers) =>
  app.inject({ method: 'POST', url: `${base(as)}/positions`, headers, payload });
const positionOf = async (as: Viewer, kind: 'movie' | 'episode', id: number) =>
  positionResponseSchema.parse(
    (await app.inject({ url: `${base(as)}/positions/${kind}/${id}`, headers: as.headers })).json(),
  ).data;
async function continueWatching(as: Viewer, translation = 'gb') {
  const response = await app.inject({
    url: `${base(as)}/continue-watching?translation=${translation}`,
    headers: as.headers,
  });
  expect(response.statusCode).toBe(200);
  return continueWatchingResponseSchema.parse(response.json()).data;
}
async function myList(as: Viewer) {
  const response = await app.inject({ url: `${base(as)}/my-list`, headers: as.headers });
  expect(response.statusCode).toBe(200);
  return myListResponseSchema.parse(response.json()).data;
}
const changeList = (as: Viewer, method: 'PUT' | 'DELETE', type: string, id: number) =>
  app.inject({ method, url: `${base(as)}/my-list/${type}/${id}`, headers: as.headers });

/** Rows kept for the viewer and a title. */
async function positionRows(as: Viewer) {
  return app.db.selectFrom('watch_positions').selectAll().where('subscriber_id', '=', as.userId).execute();
}

beforeAll(async () => {
  testApp = await createTestApp({ simulators: ['sms', 'mail'], seed: false });
  app = testApp.app;
  origin = new URL(testApp.config.publicBaseUrl).origin;
  await insertWatchingCatalog(app.db);
});
afterAll(() => testApp.close());

describe('POST/GET …/users/{userId}/positions', () => {
  it('keeps one row per title: a later save replaces the earlier one', async () => {
    const viewer = await signedInViewer(app);
    expect(await positionOf(viewer, 'movie', titles.movie)).toBeNull();
    const first = await save(viewer, { kind: 'movie', id: titles.movie, position: 60, duration: 5400 });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ position: 60, duration: 5400, finished: false });
    const second = await save(viewer, { kind: 'movie', id: titles.movie, position: 180.5, duration: 5400 });
    expect(second.statusCode).toBe(200);
    expect(await positionOf(viewer, 'movie', titles.movie)).toMatchObject({
      position: 180.5,
      finished: false,
    });
    expect(await positionRows(viewer)).toHaveLength(1);
  });

  it('follows the subscriber to another device (another session)', async () => {
    const viewer = await signedInViewer(app, 'email');
    await save(viewer, { kind: 'episode', id: titles.s1e2, position: 300, duration: 1800 });
    const cookies = await webSessionCookies(app, viewer);
    const response = await app.inject({ url: `${base(viewer)}/positions/episode/${titles.s1e2}`, cookies });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ position: 300, duration: 1800 });
  });

  it('marks a title watched to near its end as finished', async () => {
    const viewer = await signedInViewer(app);
    const near = await save(viewer, { kind: 'movie', id: titles.movie, position: 5300, duration: 5400 });
    expect(near.json().data.finished).toBe(true);
  });

  it.each([
    ['a position past the duration', { kind: 'movie', id: 1, position: 200, duration: 100 }],
    ['a negative position', { kind: 'movie', id: 1, position: -1, duration: 100 }],
    ['no duration', { kind: 'movie', id: 1, position: 1 }],
    ['a zero duration', { kind: 'movie', id: 1, position: 0, duration: 0 }],
    ['an unknown kind', { kind: 'channel', id: 1, position: 1, duration: 100 }],
    ['a text position', { kind: 'movie', id: 1, position: '10', duration: 100 }],
    ['an extra field', { kind: 'movie', id: 1, position: 1, duration: 100, user: '1' }],
    ['a day and more', { kind: 'movie', id: 1, position: 1, duration: 90_000 }],
  ])('refuses %s with 400 and keeps nothing', async (_name, payload) => {
    const viewer = await signedInViewer(app);
    const response = await save(viewer, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(await positionRows(viewer)).toEqual([]);
  });

  it('answers 404 for a title that does not exist or is not published', async () => {
    const viewer = await signedInViewer(app);
    for (const payload of [
      { kind: 'movie', id: 999, position: 1, duration: 100 },
      { kind: 'movie', id: titles.draftMovie, position: 1, duration: 100 },
      { kind: 'episode', id: 999, position: 1, duration: 100 },
    ]) {
      expect((await save(viewer, payload)).statusCode).toBe(404);
    }
    expect(await positionRows(viewer)).toEqual([]);
  });

  it('takes the page-leaving beacon: JSON as text/plain with the session cookie and the portal Origin', async () => {
    const viewer = await signedInViewer(app);
    const cookies = await webSessionCookies(app, viewer);
    const response = await app.inject({
      method: 'POST',
      url: `${base(viewer)}/positions`,
      cookies,
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin },
      payload: JSON.stringify({ kind: 'movie', id: titles.movie, position: 181, duration: 240 }),
    });
    expect(response.statusCode).toBe(200);
    expect(await positionOf(viewer, 'movie', titles.movie)).toMatchObject({ position: 181, duration: 240 });
  });

  it('refuses a cookie-carried save from another site or without an Origin', async () => {
    const viewer = await signedInViewer(app);
    const cookies = await webSessionCookies(app, viewer);
    const payload = { kind: 'movie', id: titles.movie, position: 10, duration: 240 };
    for (const headers of [{ origin: 'https://evil.example' }, {}, { origin: 'null' }]) {
      const response = await app.inject({
        method: 'POST',
        url: `${base(viewer)}/positions`,
        cookies,
        headers,
        payload,
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await positionRows(viewer)).toEqual([]);
  });

  it('refuses a body that is not JSON', async () => {
    const viewer = await signedInViewer(app);
    const response = await app.inject({
      method: 'POST',
      url: `${base(viewer)}/positions`,
      headers: { ...viewer.headers, 'content-type': 'text/plain' },
      payload: 'position=10',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET …/users/{userId}/continue-watching', () => {
  it('lists titles begun and not finished, newest first, with their progress', async () => {
    const viewer = await signedInViewer(app);
    expect(await continueWatching(viewer)).toEqual([]);
    await save(viewer, { kind: 'movie', id: titles.movie, position: 180, duration: 240 });
    await save(viewer, { kind: 'movie', id: titles.otherMovie, position: 600, duration: 5400 });
    const list = await continueWatching(viewer);
    expect(list.map((item) => [item.type, item.id, item.position, item.duration])).toEqual([
      ['movie', titles.otherMovie, 600, 5400],
      ['movie', titles.movie, 180, 240],
    ]);
    expect(list[1]).toMatchObject({ title: 'Long Road', uid: 'watching-movie-1', episode: null });
    expect((await continueWatching(viewer, 'pt'))[1]?.title).toBe('Estrada Longa');
  });

  it('drops a movie watched to near its end, and one only opened', async () => {
    const viewer = await signedInViewer(app);
    await save(viewer, { kind: 'movie', id: titles.movie, position: 180, duration: 240 });
    await save(viewer, { kind: 'movie', id: titles.otherMovie, position: 2, duration: 5400 });
    expect((await continueWatching(viewer)).map((item) => item.id)).toEqual([titles.movie]);
    await save(viewer, { kind: 'movie', id: titles.movie, position: 230, duration: 240 });
    expect(await continueWatching(viewer)).toEqual([]);
  });

  it('shows a series once, at the latest episode watched', async () => {
    const viewer = await signedInViewer(app);
    await save(viewer, { kind: 'episode', id: titles.s1e1, position: 400, duration: 1800 });
    await save(viewer, { kind: 'episode', id: titles.s1e2, position: 120, duration: 1800 });
    const list = await continueWatching(viewer);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      type: 'series',
      id: titles.series,
      title: 'River Family',
      position: 120,
      duration: 1800,
      episode: { id: titles.s1e2, number: 2, season_number: 1, title: 'Episode 2' },
    });
  });

  it('goes on with the next episode, into the next season, once the latest is finished', async () => {
    const viewer = await signedInViewer(app);
    await save(viewer, { kind: 'episode', id: titles.s1e2, position: 1795, duration: 1800 });
    const [item] = await continueWatching(viewer);
    expect(item).toMatchObject({
      type: 'series',
      position: 0,
      duration: 1800,
      episode: { id: titles.s2e1, number: 1, season_number: 2 },
    });
    await save(viewer, { kind: 'episode', id: titles.s2e1, position: 1799, duration: 1800 });
    expect(await continueWatching(viewer)).toEqual([]);
  });

  it('leaves out a title taken off the catalog', async () => {
    const viewer = await signedInViewer(app);
    await save(viewer, { kind: 'movie', id: titles.otherMovie, position: 600, duration: 5400 });
    await app.db
      .updateTable('movies')
      .set({ deleted_at: new Date() })
      .where('id', '=', titles.otherMovie)
      .execute();
    try {
      expect(await continueWatching(viewer)).toEqual([]);
    } finally {
      await app.db
        .updateTable('movies')
        .set({ deleted_at: null })
        .where('id', '=', titles.otherMovie)
        .execute();
    }
  });
});

describe('My List: GET, PUT and DELETE …/users/{userId}/my-list', () => {
  it('adds a movie and a series, newest first, and adding twice keeps one', async () => {
    const viewer = await signedInViewer(app);
    expect(await myList(viewer)).toEqual([]);
    const added = await changeList(viewer, 'PUT', 'movie', titles.movie);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ data: { type: 'movie', id: titles.movie, in_list: true } });
    expect((await changeList(viewer, 'PUT', 'series', titles.otherSeries)).statusCode).toBe(200);
    expect((await changeList(viewer, 'PUT', 'movie', titles.movie)).statusCode).toBe(200);
    const list = await myList(viewer);
    expect(list.map((item) => [item.type, item.id])).toEqual([
      ['series', titles.otherSeries],
      ['movie', titles.movie],
    ]);
    expect(list[0]).toMatchObject({ title: 'City Lights', uid: 'watching-series-2' });
  });

  it('removes a title, and removing it again answers the same', async () => {
    const viewer = await signedInViewer(app);
    await changeList(viewer, 'PUT', 'series', titles.series);
    for (let round = 0; round < 2; round += 1) {
      const removed = await changeList(viewer, 'DELETE', 'series', titles.series);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ data: { type: 'series', id: titles.series, in_list: false } });
    }
    expect(await myList(viewer)).toEqual([]);
  });

  it('answers 404 for a title that does not exist or is a draft, 400 for a bad kind or id', async () => {
    const viewer = await signedInViewer(app);
    expect((await changeList(viewer, 'PUT', 'movie', 999)).statusCode).toBe(404);
    expect((await changeList(viewer, 'PUT', 'movie', titles.draftMovie)).statusCode).toBe(404);
    expect((await changeList(viewer, 'PUT', 'channel', 1)).statusCode).toBe(400);
    expect((await changeList(viewer, 'PUT', 'movie', 0)).statusCode).toBe(400);
    expect(await myList(viewer)).toEqual([]);
  });

  it('takes a change with the session cookie from the portal, not from another site', async () => {
    const viewer = await signedInViewer(app);
    const cookies = await webSessionCookies(app, viewer);
    const url = `${base(viewer)}/my-list/movie/${titles.movie}`;
    const foreign = await app.inject({
      method: 'PUT',
      url,
      cookies,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await myList(viewer)).toEqual([]);
    const own = await app.inject({ method: 'PUT', url, cookies, headers: { origin } });
    expect(own.statusCode).toBe(200);
    expect((await myList(viewer)).map((item) => item.id)).toEqual([titles.movie]);
  });
});

describe('another subscriber', () => {
  it('can neither read nor write your positions, Continue watching or My List', async () => {
    const [owner, other] = await Promise.all([signedInViewer(app), signedInViewer(app, 'email')]);
    await save(owner, { kind: 'movie', id: titles.movie, position: 180, duration: 240 });
    await changeList(owner, 'PUT', 'movie', titles.movie);
    const as = other.headers;
    const attempts = [
      app.inject({ url: `${base(owner)}/positions/movie/${titles.movie}`, headers: as }),
      app.inject({ url: `${base(owner)}/continue-watching`, headers: as }),
      app.inject({ url: `${base(owner)}/my-list`, headers: as }),
      save(owner, { kind: 'movie', id: titles.movie, position: 5, duration: 240 }, as),
      app.inject({ method: 'DELETE', url: `${base(owner)}/my-list/movie/${titles.movie}`, headers: as }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(403);
    expect(await positionOf(owner, 'movie', titles.movie)).toMatchObject({ position: 180 });
    expect((await myList(owner)).map((item) => item.id)).toEqual([titles.movie]);
    expect(await continueWatching(other)).toEqual([]);
    expect(await myList(other)).toEqual([]);
  });

  it('answers 401 when signed out and 404 for another operator', async () => {
    const viewer = await signedInViewer(app);
    expect((await app.inject({ url: `${base(viewer)}/continue-watching` })).statusCode).toBe(401);
    expect((await save(viewer, { kind: 'movie', id: 1, position: 1, duration: 2 }, {})).statusCode).toBe(401);
    const other = await app.inject({
      url: `${base(viewer).replace('/glotv/', '/other/')}/my-list`,
      headers: viewer.headers,
    });
    expect(other.statusCode).toBe(404);
  });
});
