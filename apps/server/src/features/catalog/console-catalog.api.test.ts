import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type SignedInTestStaff, signInStaff } from '../staff/staff-test-fixtures.ts';
import { givePlayableMedia } from '../streams/streams-test-fixtures.ts';
import { signedInViewer, type Viewer } from './catalog-test-fixtures.ts';

let testApp: TestApp;
let app: FastifyInstance;
let editor: SignedInTestStaff;
let support: SignedInTestStaff;
let analyst: SignedInTestStaff;
let viewer: Viewer;
let movieId: number;
const BASE = '/api/console/v1/catalog';

const movieBody = (uid: string) => ({
  uid,
  title: { gb: 'Harmattan', pt: 'Harmatão' },
  description: { gb: 'Dust and light.', pt: 'Pó e luz.' },
  duration: 101,
});

const call = (
  who: SignedInTestStaff,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url: `${BASE}${url}`, headers: who.headers, ...(payload ? { payload } : {}) });

const auditCount = async () =>
  Number(
    (
      await app.db
        .selectFrom('staff_audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  testApp = await createTestApp({ simulators: ['sms', 'mail'] });
  app = testApp.app;
  [editor, support, analyst] = await Promise.all([
    signInStaff(app, 'editor'),
    signInStaff(app, 'support'),
    signInStaff(app, 'analyst'),
  ]);
  viewer = await signedInViewer(app);
  await app.db.insertInto('vod_categories').values({ uid: 'drama', name: 'Drama', position: 1 }).execute();
});
afterAll(() => testApp.close());

describe('the catalog console', () => {
  it('creates a draft movie, audited, that a subscriber does not see until it is published with a ready video', async () => {
    const before = await auditCount();
    const created = await call(editor, 'POST', '/movies', movieBody('harmattan'));
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    movieId = id;
    expect(await auditCount()).toBe(before + 1);
    const entry = await app.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .orderBy('at', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      action: 'movie.create',
      target_id: String(id),
      staff_email: editor.staff.email,
    });

    const list = await call(editor, 'GET', '/movies');
    expect(list.json().data).toEqual([
      expect.objectContaining({ id, published_at: null, title_pt: 'Harmatão' }),
    ]);
    const detail = () => app.inject({ url: `/api/client/v1/glotv/movies/${id}`, headers: viewer.headers });
    expect((await detail()).statusCode).toBe(404);

    const early = await call(editor, 'POST', `/movies/${id}/publish`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('conflict');
    await givePlayableMedia(app, { kind: 'movie', id });
    expect((await call(editor, 'POST', `/movies/${id}/publish`)).statusCode).toBe(200);
    expect((await detail()).statusCode).toBe(200);

    const renamed = await call(editor, 'PATCH', `/movies/${id}`, {
      title: { gb: 'Harmattan Wind', pt: 'Vento' },
    });
    expect(renamed.statusCode).toBe(200);
    const pt = await app.inject({
      url: `/api/client/v1/glotv/movies/${id}?translation=pt`,
      headers: viewer.headers,
    });
    expect(pt.json().data.title).toBe('Vento');
    const update = await app.db
      .selectFrom('staff_audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'movie.update')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(update.before)).toContain('Harmattan');
    expect(JSON.stringify(update.after)).toContain('Harmattan Wind');
  });

  it('manages categories and banners, and uploads a poster', async () => {
    const category = await call(editor, 'POST', '/categories', {
      uid: 'new-wave',
      name: { gb: 'New Wave', pt: 'Nova Vaga' },
      dashboard_position: 1,
    });
    expect(category.statusCode).toBe(201);
    const categories = (await call(editor, 'GET', '/categories')).json().data as { id: number }[];
    const order = categories.map((row) => row.id).reverse();
    expect((await call(editor, 'PUT', '/categories/order', { ids: order })).statusCode).toBe(200);
    const newWave = category.json().data.id as number;
    const series = await call(editor, 'POST', '/series', {
      uid: 'long-rains',
      title: { gb: 'Long Rains' },
      description: { gb: 'A season of weather.' },
    });
    const items = [
      { type: 'series', id: series.json().data.id as number },
      { type: 'movie', id: movieId },
    ];
    expect((await call(editor, 'PUT', `/categories/${newWave}/items`, { items })).statusCode).toBe(200);
    const listed = (await call(editor, 'GET', `/categories/${newWave}/items`)).json().data;
    expect(listed).toEqual([
      { ...items[0], title: 'Long Rains' },
      { ...items[1], title: 'Harmattan Wind' },
    ]);

    const png = await sharp({ create: { width: 320, height: 480, channels: 3, background: '#aa3300' } })
      .png()
      .toBuffer();
    const upload = await app.inject({
      method: 'POST',
      url: `${BASE}/images?kind=poster`,
      headers: { ...editor.headers, 'content-type': 'image/png' },
      payload: png,
    });
    expect(upload.statusCode).toBe(201);
    const imageId = upload.json().data.id as string;
    const banner = await call(editor, 'POST', '/banners', {
      target: { type: 'movie', id: movieId },
      title: 'Now showing',
      image_id: imageId,
      language: 'gb',
    });
    expect(banner.statusCode).toBe(201);
    const banners = await app.inject({
      url: '/api/client/v1/glotv/banners?translation=gb',
      headers: viewer.headers,
    });
    expect(banners.json().data).toEqual([
      expect.objectContaining({ title: 'Now showing', banner_image_id: imageId }),
    ]);
    const text = await app.inject({
      method: 'POST',
      url: `${BASE}/images?kind=poster`,
      headers: { ...editor.headers, 'content-type': 'image/png' },
      payload: Buffer.from('not a picture'),
    });
    expect(text.statusCode).toBe(415);
  });

  it.each([
    ['support', () => support],
    ['analyst', () => analyst],
  ])('refuses %s every catalog route with 403, writing nothing', async (_role, who) => {
    const before = await auditCount();
    const movies = await app.db.selectFrom('movies').select('id').execute();
    const attempts: [Parameters<typeof call>[1], string, object?][] = [
      ['GET', '/movies'],
      ['POST', '/movies', movieBody('refused')],
      ['PATCH', `/movies/${movies[0]?.id ?? 1}`, { title: { gb: 'Nope' } }],
      ['POST', `/movies/${movies[0]?.id ?? 1}/unpublish`],
      ['DELETE', `/movies/${movies[0]?.id ?? 1}`],
      ['POST', '/categories', { uid: 'nope', name: { gb: 'Nope' } }],
      ['GET', '/banners'],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(who(), method, url, payload);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
    }
    expect(await auditCount()).toBe(before);
    expect((await app.db.selectFrom('movies').select('id').execute()).length).toBe(movies.length);
    const title = await app.db.selectFrom('movies').select('title').orderBy('id').executeTakeFirst();
    expect(title?.title).not.toBe('Nope');
  });

  it('refuses a signed-out caller and bad input without writing', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: `${BASE}/movies`,
      headers: { origin: editor.headers.origin },
      payload: movieBody('anon'),
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await call(editor, 'POST', '/movies', { ...movieBody('BAD UID'), duration: -1 });
    expect(bad.statusCode).toBe(400);
    expect(
      await app.db.selectFrom('movies').select('id').where('uid', 'in', ['anon', 'BAD UID']).execute(),
    ).toEqual([]);
  });
});
