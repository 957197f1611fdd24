import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type SignedInTestStaff, signInStaff } from '../staff/staff-test-fixtures.ts';
import { givePlayableMedia } from '../streams/streams-test-fixtures.ts';

let testApp: TestApp;
let app: FastifyInstance;
let editor: SignedInTestStaff;
let support: SignedInTestStaff;
let analyst: SignedInTestStaff;
let seriesId: number;
const BASE = '/api/console/v1/catalog';

const call = (
  who: SignedInTestStaff,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
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

const addSeason = async (number: number) => {
  const created = await call(editor, 'POST', `/series/${seriesId}/seasons`, {
    number,
    title: { gb: `Season ${number}`, pt: `Temporada ${number}` },
  });
  expect(created.statusCode).toBe(201);
  return created.json().data.id as number;
};

const seasonRow = (id: number) =>
  app.db.selectFrom('seasons').selectAll().where('id', '=', id).executeTakeFirst();

beforeAll(async () => {
  testApp = await createTestApp({ simulators: ['sms', 'mail'] });
  app = testApp.app;
  [editor, support, analyst] = await Promise.all([
    signInStaff(app, 'editor'),
    signInStaff(app, 'support'),
    signInStaff(app, 'analyst'),
  ]);
  const series = await call(editor, 'POST', '/series', {
    uid: 'lagos-nights',
    title: { gb: 'Lagos Nights', pt: 'Noites de Lagos' },
    description: { gb: 'After dark.' },
  });
  seriesId = series.json().data.id;
});
afterAll(() => testApp.close());

describe("the console's seasons", () => {
  it('renames and renumbers a season, audited, and the series shows its seasons and episodes with their video', async () => {
    const seasonId = await addSeason(1);
    const episode = await call(editor, 'POST', `/seasons/${seasonId}/episodes`, {
      uid: 'lagos-nights-1-1',
      number: 1,
      title: { gb: 'Pilot' },
      duration: 42,
    });
    const episodeId = episode.json().data.id as number;
    const assetId = await givePlayableMedia(app, { kind: 'episode', id: episodeId });
    const before = await auditCount();

    const renamed = await call(editor, 'PATCH', `/seasons/${seasonId}`, {
      number: 2,
      title: { gb: 'The Second', pt: 'A Segunda' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await seasonRow(seasonId)).toMatchObject({
      number: 2,
      title: 'The Second',
      title_pt: 'A Segunda',
    });
    expect(await auditCount()).toBe(before + 1);
    const entry = await app.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('action', '=', 'season.update')
      .executeTakeFirstOrThrow();
    expect(entry.target_id).toBe(String(seasonId));
    expect(JSON.stringify(entry.before)).toContain('Season 1');

    const detail = await call(editor, 'GET', `/series/${seriesId}`);
    expect(detail.json().data.seasons).toEqual([
      expect.objectContaining({
        id: seasonId,
        number: 2,
        title: 'The Second',
        episodes: [
          expect.objectContaining({
            id: episodeId,
            title: 'Pilot',
            video: { asset_id: assetId, status: 'ready' },
          }),
        ],
      }),
    ]);
    const list = await call(editor, 'GET', '/series');
    expect(list.json().data).toEqual([expect.objectContaining({ id: seriesId, video_ready: true })]);
  });

  it('refuses to delete a season that still has episodes, and deletes it once they are deleted', async () => {
    const seasonId = await addSeason(5);
    const episode = await call(editor, 'POST', `/seasons/${seasonId}/episodes`, {
      uid: 'lagos-nights-5-1',
      number: 1,
      title: { gb: 'Return' },
      duration: 40,
    });
    const before = await auditCount();
    const refused = await call(editor, 'DELETE', `/seasons/${seasonId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('conflict');
    expect(await seasonRow(seasonId)).toBeDefined();
    expect(await auditCount()).toBe(before);

    expect((await call(editor, 'DELETE', `/episodes/${episode.json().data.id}`)).statusCode).toBe(200);
    expect((await call(editor, 'DELETE', `/seasons/${seasonId}`)).statusCode).toBe(200);
    expect(await seasonRow(seasonId)).toBeUndefined();
    expect((await call(editor, 'DELETE', `/seasons/${seasonId}`)).statusCode).toBe(404);
    const detail = await call(editor, 'GET', `/series/${seriesId}`);
    expect(detail.json().data.seasons.map((season: { id: number }) => season.id)).not.toContain(seasonId);
  });

  it('refuses a season number the series already has, keeping the season as it was', async () => {
    const first = await addSeason(11);
    await addSeason(12);
    const taken = await call(editor, 'PATCH', `/seasons/${first}`, { number: 12 });
    expect(taken.statusCode).toBe(409);
    expect(await seasonRow(first)).toMatchObject({ number: 11, title: 'Season 11' });
  });

  it('lists deleted series only when asked for them', async () => {
    const created = await call(editor, 'POST', '/series', {
      uid: `gone-${Date.now()}`,
      title: { gb: 'Gone' },
      description: { gb: '' },
    });
    const id = created.json().data.id as number;
    expect((await call(editor, 'DELETE', `/series/${id}`)).statusCode).toBe(200);
    const current = (await call(editor, 'GET', '/series')).json().data as { id: number }[];
    expect(current.map((row) => row.id)).not.toContain(id);
    const deleted = (await call(editor, 'GET', '/series?status=deleted')).json().data;
    expect(deleted).toEqual([
      expect.objectContaining({ id, deleted_at: expect.any(String), video_ready: false }),
    ]);
  });

  it.each([
    ['support', () => support],
    ['analyst', () => analyst],
  ])('refuses %s the season routes with 403, writing nothing', async (_role, who) => {
    const seasonId = await addSeason(_role === 'support' ? 7 : 8);
    const before = await auditCount();
    const patched = await call(who(), 'PATCH', `/seasons/${seasonId}`, { title: { gb: 'Nope' } });
    const deleted = await call(who(), 'DELETE', `/seasons/${seasonId}`);
    expect([patched.statusCode, deleted.statusCode]).toEqual([403, 403]);
    expect(await seasonRow(seasonId)).toMatchObject({ title: expect.stringMatching(/^Season/) });
    expect(await auditCount()).toBe(before);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const seasonId = await addSeason(9);
    const before = await auditCount();
    for (const payload of [{ number: 0 }, { title: { gb: '' } }, { number: 3, colour: 'red' }]) {
      const response = await call(editor, 'PATCH', `/seasons/${seasonId}`, payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
    }
    expect((await call(editor, 'PATCH', '/seasons/0', { number: 2 })).statusCode).toBe(400);
    expect((await call(editor, 'DELETE', '/seasons/abc')).statusCode).toBe(400);
    expect((await call(editor, 'PATCH', '/seasons/999999', { number: 2 })).statusCode).toBe(404);
    expect(await seasonRow(seasonId)).toMatchObject({ number: 9, title: 'Season 9' });
    expect(await auditCount()).toBe(before);
  });
});
