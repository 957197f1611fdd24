import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CONSOLE_API_PREFIX, type StaffRole } from '../staff/public.ts';
import { type SignedInTestStaff, signInEveryRole } from '../staff/staff-test-fixtures.ts';
import { xmltvDocument } from './testing/xmltv-fixtures.ts';

let testApp: TestApp;
let server: http.Server;
let guideUrl: string;
let staff: Record<StaffRole, SignedInTestStaff>;
const base = `${CONSOLE_API_PREFIX}/live`;

const guide = xmltvDocument(
  ['guide.ng'],
  [
    {
      channel: 'guide.ng',
      start: '20310310060000 +0100',
      stop: '20310310070000 +0100',
      titles: { en: 'Morning Show', pt: 'Programa da Manhã' },
    },
    {
      channel: 'nobody.ng',
      start: '20310310060000 +0100',
      stop: '20310310070000 +0100',
      titles: { en: 'X' },
    },
  ],
);

beforeAll(async () => {
  testApp = await createTestApp();
  staff = await signInEveryRole(testApp.app);
  server = http.createServer((_request, response) => response.end(guide));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  guideUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/guide.xml`;
});
afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await testApp.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  as: StaffRole | null,
  payload?: object | string | Buffer,
  headers: Record<string, string> = {},
) =>
  testApp.app.inject({
    method,
    url: `${base}${url}`,
    headers: { ...(as ? staff[as].headers : {}), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });

const categoryInput = { uid: 'news', name: { gb: 'News', pt: 'Notícias' }, position: 1 };
const channelInput = (categoryId: number) => ({
  uid: 'guide-channel',
  name: 'Guide Channel',
  short_name: 'GDC',
  category_id: categoryId,
  position: 1,
  free_to_air: true,
  source: { kind: 'relay', url: 'https://cdn.example.com/live/index.m3u8' },
  xmltv_id: 'guide.ng',
});
const day = {
  programmes: [
    { title: 'Typed In', starts_at: '2031-03-11T06:00:00+01:00', ends_at: '2031-03-11T07:00:00+01:00' },
    { title: 'Dragged', starts_at: '2031-03-11T08:00:00+01:00', ends_at: '2031-03-11T09:00:00+01:00' },
  ],
};

async function counts() {
  const count = async (table: 'channels' | 'channel_categories' | 'epg_programmes' | 'staff_audit_log') =>
    Number(
      (
        await testApp.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    channels: await count('channels'),
    categories: await count('channel_categories'),
    programmes: await count('epg_programmes'),
    audit: await count('staff_audit_log'),
  };
}

const auditEntries = (action: string) =>
  testApp.app.db.selectFrom('staff_audit_log').selectAll().where('action', '=', action).execute();

describe('the Live TV console API, as an editor', () => {
  let categoryId: number;
  let channelId: number;

  it('creates a category and a channel, each audited with what it became', async () => {
    const category = await call('POST', '/categories', 'editor', categoryInput);
    expect(category.statusCode).toBe(201);
    categoryId = category.json().data.id;
    const created = await call('POST', '/channels', 'editor', channelInput(categoryId));
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    channelId = created.json().data.id;
    expect(created.json().data).toMatchObject({ uid: 'guide-channel', xmltv_id: 'guide.ng', enabled: true });
    const [entry] = await auditEntries('channel.create');
    expect(entry).toMatchObject({
      staff_id: staff.editor.staff.id,
      target_kind: 'channel',
      target_id: String(channelId),
    });
    expect(entry?.after).toMatchObject({ uid: 'guide-channel' });
  });

  it('lists and edits channels, auditing before and after', async () => {
    const listed = await call('GET', '/channels', 'editor');
    expect(listed.json().data.channels.map((channel: { uid: string }) => channel.uid)).toEqual([
      'guide-channel',
    ]);
    const updated = await call('PUT', `/channels/${channelId}`, 'editor', {
      ...channelInput(categoryId),
      name: 'Renamed',
      enabled: false,
    });
    expect(updated.json().data).toMatchObject({ name: 'Renamed', enabled: false });
    const [entry] = await auditEntries('channel.update');
    expect(entry?.before).toMatchObject({ name: 'Guide Channel', enabled: true });
    expect(entry?.after).toMatchObject({ name: 'Renamed', enabled: false });
    expect((await call('GET', `/channels/${channelId}`, 'editor')).json().data.name).toBe('Renamed');
    expect(
      (
        await call('PUT', `/categories/${categoryId}`, 'editor', {
          ...categoryInput,
          name: { gb: 'News', pt: 'Jornal' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('saves catch-up on a schedule channel, and never on a relayed one', async () => {
    const url = `/channels/${channelId}`;
    const edited = { ...channelInput(categoryId), name: 'Renamed', enabled: false };
    const relay = await call('PUT', url, 'editor', { ...edited, allows_catch_up: true });
    expect(relay.json().data).toMatchObject({ source: { kind: 'relay' }, allows_catch_up: false });
    const schedule = await call('PUT', url, 'editor', {
      ...edited,
      source: { kind: 'schedule' },
      allows_catch_up: true,
    });
    expect(schedule.json().data).toMatchObject({ source: { kind: 'schedule' }, allows_catch_up: true });
    expect((await call('GET', url, 'editor')).json().data.allows_catch_up).toBe(true);
    expect(await auditEntries('channel.update')).toContainEqual(
      expect.objectContaining({ after: expect.objectContaining({ allows_catch_up: true }) }),
    );
    expect((await call('PUT', url, 'editor', edited)).json().data.allows_catch_up).toBe(false);
  });

  it('saves and reads a schedule day with its gaps', async () => {
    const saved = await call('PUT', `/channels/${channelId}/schedule/2031-03-11`, 'editor', day);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.programmes.map((p: { title: string }) => p.title)).toEqual([
      'Typed In',
      'Dragged',
    ]);
    expect(saved.json().data.gaps).toHaveLength(3);
    const read = await call('GET', `/channels/${channelId}/schedule/2031-03-11`, 'editor');
    expect(read.json().data).toEqual(saved.json().data);
    expect(await auditEntries('schedule.replace_day')).toHaveLength(1);
  });

  it('imports an uploaded XMLTV file, plain or gzip, and reports it; the import is audited', async () => {
    const plain = await call('POST', '/xmltv/upload', 'editor', guide, { 'content-type': 'application/xml' });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().data).toMatchObject({
      imported: 1,
      skipped: 1,
      reasons: [{ reason: 'unknown_channel', count: 1 }],
      channels: [{ id: channelId, xmltv_id: 'guide.ng', imported: 1 }],
    });
    const zipped = await call('POST', '/xmltv/upload', 'editor', gzipSync(guide), {
      'content-type': 'application/gzip',
    });
    expect(zipped.json().data).toMatchObject({ imported: 1, replaced: 1 });
    const entries = await auditEntries('epg.import_xmltv');
    expect(entries).toHaveLength(2);
    expect(entries[0]?.after).toMatchObject({ imported: 1 });
  });

  it('imports a guide from an address', async () => {
    const response = await call('POST', '/xmltv/url', 'editor', { url: guideUrl });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ imported: 1, replaced: 1 });
  });

  it.each([
    [
      'a relay channel with an ftp address',
      'POST',
      '/channels',
      { source: { kind: 'relay', url: 'ftp://x/y.m3u8' } },
    ],
    ['a schedule day that is not a date', 'GET', '/channels/1/schedule/2031-13-45', undefined],
    ['a guide address that is not http', 'POST', '/xmltv/url', { url: 'file:///etc/passwd' }],
  ] as const)('refuses %s with 400', async (_what, method, url, overrides) => {
    const before = await counts();
    const payload =
      url === '/channels'
        ? { ...channelInput(categoryId), uid: 'other', xmltv_id: 'other', ...overrides }
        : overrides;
    const response = await call(method, url, 'editor', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(await counts()).toEqual(before);
  });

  it('refuses a guide sent as JSON with 415, and one that is not XML with 400', async () => {
    expect((await call('POST', '/xmltv/upload', 'editor', { tv: [] })).statusCode).toBe(415);
    const response = await call('POST', '/xmltv/upload', 'editor', 'not xml at all', {
      'content-type': 'text/xml',
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a change without the portal Origin', async () => {
    const before = await counts();
    const response = await call(
      'POST',
      '/categories',
      'editor',
      { ...categoryInput, uid: 'x' },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe('the Live TV console API, as anyone else', () => {
  const routes = [
    ['GET', '/channels', undefined],
    ['GET', '/channels/1', undefined],
    ['POST', '/channels', channelInput(1)],
    ['PUT', '/channels/1', channelInput(1)],
    ['POST', '/categories', { ...categoryInput, uid: 'sports' }],
    ['PUT', '/categories/1', categoryInput],
    ['GET', '/channels/1/schedule/2031-03-11', undefined],
    ['PUT', '/channels/1/schedule/2031-03-11', day],
    ['POST', '/xmltv/url', { url: 'http://127.0.0.1:9/guide.xml' }],
  ] as const;

  it.each(['support', 'analyst', 'admin'] as const)(
    'refuses %s on every route with 403, writing nothing',
    async (role) => {
      const before = await counts();
      for (const [method, url, payload] of routes) {
        const response = await call(method, url, role, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().error.code).toBe('forbidden');
      }
      const upload = await call('POST', '/xmltv/upload', role, guide, { 'content-type': 'application/xml' });
      expect(upload.statusCode).toBe(403);
      expect(await counts()).toEqual(before);
    },
  );

  it('refuses a caller without a console session with 401, writing nothing', async () => {
    const before = await counts();
    for (const [method, url, payload] of routes) {
      const response = await call(method, url, null, payload, { origin: staff.editor.headers.origin });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await counts()).toEqual(before);
  });
});
