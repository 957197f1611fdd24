import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CONSOLE_API_PREFIX, type StaffRole } from '../staff/public.ts';
import { type SignedInTestStaff, signInEveryRole } from '../staff/staff-test-fixtures.ts';

let testApp: TestApp;
let staff: Record<StaffRole, SignedInTestStaff>;
const base = `${CONSOLE_API_PREFIX}/live`;
let scheduleChannel: number;
let relayChannel: number;
let readyAsset: string;
let processingAsset: string;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, as: StaffRole | null, payload?: object) =>
  testApp.app.inject({
    method,
    url: `${base}${url}`,
    headers: as ? staff[as].headers : {},
    ...(payload === undefined ? {} : { payload }),
  });

const fillerLinks = () =>
  testApp.app.db
    .selectFrom('media_asset_links')
    .select(['owner_id', 'asset_id'])
    .where('owner_kind', '=', 'channel_filler')
    .where('owner_id', 'in', [scheduleChannel, relayChannel])
    .execute();

beforeAll(async () => {
  testApp = await createTestApp();
  staff = await signInEveryRole(testApp.app);
  const category = await call('POST', '/categories', 'editor', {
    uid: 'filler-news',
    name: { gb: 'Filler News', pt: 'Notícias de Enchimento' },
    position: 1,
  }).then((answer) => answer.json().data.id as number);
  const channel = (uid: string, source: object) =>
    testApp.app.inject({
      method: 'POST',
      url: `${base}/channels`,
      headers: staff.editor.headers,
      payload: { uid, name: uid, short_name: 'FIL', category_id: category, position: 1, source },
    });
  scheduleChannel = (await channel('filler-schedule', { kind: 'schedule' })).json().data.id;
  relayChannel = (
    await channel('filler-relay', { kind: 'relay', url: 'https://cdn.example.com/a.m3u8' })
  ).json().data.id;
  const asset = (status: 'ready' | 'processing') =>
    testApp.app.db
      .insertInto('media_assets')
      .values({ folder: `filler-${status}`, status })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
  readyAsset = await asset('ready');
  processingAsset = await asset('processing');
});
afterAll(() => testApp.close());

describe("a schedule channel's filler in the console", () => {
  it('is chosen by an editor, read back, audited, and cleared again', async () => {
    expect((await call('GET', `/channels/${scheduleChannel}/filler`, 'editor')).json().data).toEqual({
      media_asset_id: null,
    });
    const set = await call('PUT', `/channels/${scheduleChannel}/filler`, 'editor', {
      media_asset_id: readyAsset,
    });
    expect(set.statusCode).toBe(200);
    expect((await call('GET', `/channels/${scheduleChannel}/filler`, 'editor')).json().data).toEqual({
      media_asset_id: readyAsset,
    });
    expect(await fillerLinks()).toEqual([{ owner_id: scheduleChannel, asset_id: readyAsset }]);
    const audit = await testApp.app.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('action', '=', 'channel.set_filler')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ target_kind: 'channel', target_id: String(scheduleChannel) });
    expect(audit.after).toEqual({ media_asset_id: readyAsset });

    const cleared = await call('PUT', `/channels/${scheduleChannel}/filler`, 'editor', {
      media_asset_id: null,
    });
    expect(cleared.json().data).toEqual({ media_asset_id: null });
    expect(await fillerLinks()).toEqual([]);
  });

  it('refuses an asset not ready, a relay channel, bad input and an unknown channel, writing nothing', async () => {
    const refused = [
      await call('PUT', `/channels/${scheduleChannel}/filler`, 'editor', { media_asset_id: processingAsset }),
      await call('PUT', `/channels/${relayChannel}/filler`, 'editor', { media_asset_id: readyAsset }),
      await call('PUT', `/channels/${scheduleChannel}/filler`, 'editor', { media_asset_id: 'not-a-uuid' }),
      await call('PUT', `/channels/${scheduleChannel}/filler`, 'editor', {}),
    ];
    expect(refused.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400]);
    expect(refused[2]?.json().error.code).toBe('validation_failed');
    const unknown = await call('PUT', '/channels/999999/filler', 'editor', { media_asset_id: null });
    expect(unknown.statusCode).toBe(404);
    expect(await fillerLinks()).toEqual([]);
  });

  it('is for editors only', async () => {
    for (const role of ['admin', 'support', 'analyst'] as const) {
      expect((await call('GET', `/channels/${scheduleChannel}/filler`, role)).statusCode).toBe(403);
      const put = await call('PUT', `/channels/${scheduleChannel}/filler`, role, {
        media_asset_id: readyAsset,
      });
      expect(put.statusCode).toBe(403);
    }
    expect((await call('GET', `/channels/${scheduleChannel}/filler`, null)).statusCode).toBe(401);
    expect(await fillerLinks()).toEqual([]);
  });
});
