import { type StaffRole, staffRoles } from '@glotv/contracts/console-staff';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type SignedInTestStaff, signInEveryRole } from '../staff/staff-test-fixtures.ts';
import { givePlayableMedia } from '../streams/streams-test-fixtures.ts';
import { signedInViewer, type Viewer } from './catalog-test-fixtures.ts';

let testApp: TestApp;
let app: FastifyInstance;
let staff: Record<StaffRole, SignedInTestStaff>;
let editor: SignedInTestStaff;
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

interface CatalogAttempt {
  method: Parameters<typeof call>[1];
  url: string;
  payload?: object;
  /** What an editor gets. */
  ok: number;
}

/** A call to each kind of catalog route, reads and writes, aimed at `movie`; a role's own uids keep them apart. */
const catalogAttempts = (movie: number, role: StaffRole): CatalogAttempt[] => [
  { method: 'GET', url: '/movies', ok: 200 },
  { method: 'POST', url: '/movies', payload: movieBody(`new-by-${role}`), ok: 201 },
  { method: 'PATCH', url: `/movies/${movie}`, payload: { title: { gb: 'Renamed' } }, ok: 200 },
  { method: 'POST', url: `/movies/${movie}/unpublish`, ok: 200 },
  { method: 'DELETE', url: `/movies/${movie}`, ok: 200 },
  { method: 'POST', url: '/categories', payload: { uid: `cat-${role}`, name: { gb: 'Mine' } }, ok: 201 },
  { method: 'GET', url: '/categories', ok: 200 },
  { method: 'GET', url: '/banners', ok: 200 },
];

/** A movie titled Harmattan, published with a ready video, made by the editor. */
async function publishedMovie(uid: string): Promise<number> {
  const created = await call(editor, 'POST', '/movies', movieBody(uid));
  const { id } = created.json().data as { id: number };
  await givePlayableMedia(app, { kind: 'movie', id });
  expect((await call(editor, 'POST', `/movies/${id}/publish`)).statusCode).toBe(200);
  return id;
}

const movieRow = (id: number) =>
  app.db
    .selectFrom('movies')
    .select(['title', 'published_at', 'deleted_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const categoryUids = async () =>
  (await app.db.selectFrom('vod_categories').select('uid').execute()).map((row) => row.uid);

beforeAll(async () => {
  testApp = await createTestApp({ simulators: ['sms', 'mail'] });
  app = testApp.app;
  staff = await signInEveryRole(app);
  editor = staff.editor;
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

  // Editors alone make the catalog: an admin runs staff and the audit log (and may use support and reports), so
  // the catalog refuses an admin as it refuses support and analysts, and the console shows them no catalog section.
  const catalogEditors: readonly StaffRole[] = ['editor'];
  const refusedRoles = staffRoles.filter((role) => !catalogEditors.includes(role));

  it.each(catalogEditors)(
    'lets %s list, create, rename, unpublish and delete titles and add categories, audited',
    async (role) => {
      const movie = await publishedMovie(`allowed-${role}`);
      const before = await auditCount();
      for (const attempt of catalogAttempts(movie, role)) {
        const response = await call(staff[role], attempt.method, attempt.url, attempt.payload);
        expect({ url: attempt.url, status: response.statusCode }).toEqual({
          url: attempt.url,
          status: attempt.ok,
        });
      }
      const writes = catalogAttempts(movie, role).filter((attempt) => attempt.method !== 'GET').length;
      expect(await auditCount()).toBe(before + writes);
      expect(await movieRow(movie)).toMatchObject({
        title: 'Renamed',
        published_at: null,
        deleted_at: expect.any(Date),
      });
      expect(await categoryUids()).toContain(`cat-${role}`);
    },
  );

  it.each(refusedRoles)('refuses %s every catalog route with 403, writing nothing', async (role) => {
    const movie = await publishedMovie(`refused-${role}`);
    const before = await auditCount();
    const movies = (await app.db.selectFrom('movies').select('id').execute()).length;
    for (const attempt of catalogAttempts(movie, role)) {
      const response = await call(staff[role], attempt.method, attempt.url, attempt.payload);
      expect({ url: attempt.url, status: response.statusCode }).toEqual({ url: attempt.url, status: 403 });
      expect(response.json().error.code).toBe('forbidden');
    }
    expect(await auditCount()).toBe(before);
    expect((await app.db.selectFrom('movies').select('id').execute()).length).toBe(movies);
    expect(await movieRow(movie)).toMatchObject({
      title: 'Harmattan',
      published_at: expect.any(Date),
      deleted_at: null,
    });
    expect(await categoryUids()).not.toContain(`cat-${role}`);
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
