import { CONSOLE_API_PREFIX } from '@glotv/contracts/console-staff';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { StaffRole } from '../staff/public.ts';
import { type SignedInTestStaff, signInEveryRole } from '../staff/staff-test-fixtures.ts';
import { holds, type PackageNames, purchasedAt, signedUpAt, twoPackages } from './reports-test-fixtures.ts';

let testApp: TestApp;
let app: FastifyInstance;
let staff: Record<StaffRole, SignedInTestStaff>;
let lite: PackageNames;
let mega: PackageNames;

/** 10 to 12 March 2025 in Lagos (UTC+1): from 9 March 23:00 to 12 March 23:00 UTC. */
const period = 'from=2025-03-10&to=2025-03-12';
const base = `${CONSOLE_API_PREFIX}/reports`;
const get = (url: string, who: SignedInTestStaff | null = staff.analyst) =>
  app.inject({ method: 'GET', url: `${base}${url}`, headers: who ? who.headers : {} });

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  staff = await signInEveryRole(app);
  [lite, mega] = await twoPackages(app);

  // Sign-ups either side of Lagos midnight.
  await signedUpAt(app, 'glo', '2025-03-09T22:59:00Z'); // 9 March, 23:59 in Lagos: before the period
  const ada = await signedUpAt(app, 'glo', '2025-03-09T23:00:00Z'); // 10 March, 00:00
  const bola = await signedUpAt(app, 'email', '2025-03-10T12:00:00Z');
  const chidi = await signedUpAt(app, 'glo', '2025-03-11T23:30:00Z'); // 12 March, 00:30
  await signedUpAt(app, 'email', '2025-03-12T23:00:00Z'); // 13 March, 00:00: after it

  const sale = { subscriberId: ada, packageId: lite.id, amountKobo: 15_000 };
  const first = await purchasedAt(app, { ...sale, at: '2025-03-10T10:00:00Z', method: 'airtime' });
  await purchasedAt(app, {
    ...sale,
    at: '2025-03-11T10:00:00Z',
    method: 'card',
    status: 'activation_failed',
  });
  await purchasedAt(app, { ...sale, at: '2025-03-11T11:00:00Z', method: 'card', status: 'failed' });
  await purchasedAt(app, { ...sale, at: '2025-03-12T23:10:00Z', method: 'airtime' }); // 13 March
  const megaSale = { packageId: mega.id, title: 'Mega, "Gold"' };
  const second = await purchasedAt(app, {
    ...megaSale,
    subscriberId: bola,
    amountKobo: 50_000,
    at: '2025-03-11T22:30:00Z', // 11 March, 23:30
    method: 'card',
  });
  const granted = await purchasedAt(app, {
    ...megaSale,
    subscriberId: chidi,
    amountKobo: 0,
    at: '2025-03-12T09:00:00Z',
    method: { goodwillBy: staff.admin.staff.id },
  });

  await holds(app, ada, lite.id, first, '2025-03-10T10:00:00Z', '2025-03-20T10:00:00Z');
  await holds(app, bola, mega.id, second, '2025-03-11T22:30:00Z', '2025-03-12T22:00:00Z'); // over by the end
  await holds(app, chidi, mega.id, granted, '2025-03-12T09:00:00Z', '2025-04-01T09:00:00Z');

  const log = { subscriber_uid: 'viewer', action: 'Video Played', operator_id: 'glotv' };
  const movie = { ...log, content_type: 'movie', content_uid: 'eko-blues', content_name: 'Eko Blues' };
  const at = (iso: string) => new Date(iso);
  app.usageLogs.add({ ...movie, duration: 60 }, at('2025-03-10T12:00:00Z'));
  app.usageLogs.add({ ...movie, duration: 25 }, at('2025-03-11T23:30:00Z')); // 12 March
  app.usageLogs.add(
    { ...log, content_type: 'episode', content_uid: 'ep-1', content_name: 'Lagos Nights 1', duration: 30 },
    at('2025-03-11T12:00:00Z'),
  );
  const channel = { ...log, content_type: 'channel', content_uid: 'glo-news', content_name: 'Glo News' };
  app.usageLogs.add({ ...channel, duration: 45 }, at('2025-03-10T08:00:00Z'));
  app.usageLogs.add({ ...channel, duration: 15 }, at('2025-03-09T22:30:00Z')); // 9 March
  app.usageLogs.add({ ...movie, content_type: 'trailer', duration: 10 }, at('2025-03-10T12:00:00Z'));
  app.usageLogs.add({ ...log, action: 'login' }, at('2025-03-10T12:00:00Z'));
  await app.usageLogs.flush();
});
afterAll(() => testApp.close());

describe('GET /api/console/v1/reports/signups', () => {
  it('counts sign-ups per Lagos day by kind, every day of the period', async () => {
    const response = await get(`/signups?${period}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().data).toEqual({
      from: '2025-03-10',
      to: '2025-03-12',
      time_zone: 'Africa/Lagos',
      days: [
        { day: '2025-03-10', glo: 1, email: 1 },
        { day: '2025-03-11', glo: 0, email: 0 },
        { day: '2025-03-12', glo: 1, email: 0 },
      ],
      totals: { glo: 2, email: 1 },
    });
  });

  it('covers the last 7 days up to today by default', async () => {
    const { data } = (await get('/signups')).json();
    expect(data.days).toHaveLength(7);
    expect(data.to).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date()));
  });
});

describe('GET /api/console/v1/reports/sales', () => {
  it('adds up what was paid (or granted) per day, package and method; goodwill apart at ₦0', async () => {
    const { data } = (await get(`/sales?${period}`)).json();
    expect(data.days).toEqual([
      { day: '2025-03-10', purchases: 1, revenue_kobo: 15_000 },
      { day: '2025-03-11', purchases: 2, revenue_kobo: 65_000 },
      { day: '2025-03-12', purchases: 1, revenue_kobo: 0 },
    ]);
    expect(data.by_method).toEqual([
      { method: 'airtime', purchases: 1, revenue_kobo: 15_000 },
      { method: 'card', purchases: 2, revenue_kobo: 65_000 },
      { method: 'goodwill', purchases: 1, revenue_kobo: 0 },
    ]);
    expect(data.by_package).toEqual([
      { package_id: mega.id, package: 'Mega, "Gold"', purchases: 2, revenue_kobo: 50_000 },
      { package_id: lite.id, package: lite.title, purchases: 2, revenue_kobo: 30_000 },
    ]);
  });

  it('names the packages in Portuguese when asked', async () => {
    const { data } = (await get(`/sales?${period}&lang=pt`)).json();
    expect(data.by_package.map((row: { package: string }) => row.package)).toEqual([
      mega.title_pt,
      lite.title_pt,
    ]);
  });

  it('exports a table as quoted UTF-8 CSV', async () => {
    const response = await get(`/sales?${period}&format=csv&table=by_package`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="glotv-sales-by_package-2025-03-10-2025-03-12.csv"',
    );
    expect(response.body).toBe(
      '\uFEFFpackage_id,package,purchases,revenue_kobo\r\n' +
        `${mega.id},"Mega, ""Gold""",2,50000\r\n` +
        `${lite.id},${lite.title},2,30000\r\n`,
    );
  });
});

describe('GET /api/console/v1/reports/active-packages', () => {
  it('counts the subscribers holding each package at the end of the period', async () => {
    const { data } = (await get(`/active-packages?${period}&lang=pt`)).json();
    expect(data.at).toBe('2025-03-12T23:00:00.000Z');
    expect(data.by_package).toEqual(
      [
        { package_id: lite.id, package: lite.title_pt, active: 1 },
        { package_id: mega.id, package: mega.title_pt, active: 1 },
      ].sort((a, b) => a.package.localeCompare(b.package)),
    );
  });
});

describe('GET /api/console/v1/reports/streaming', () => {
  it('adds up the minutes played per Lagos day, title and channel; trailers and logins add none', async () => {
    const { data } = (await get(`/streaming?${period}`)).json();
    expect(data.days).toEqual([
      { day: '2025-03-10', title_minutes: 60, channel_minutes: 45 },
      { day: '2025-03-11', title_minutes: 30, channel_minutes: 0 },
      { day: '2025-03-12', title_minutes: 25, channel_minutes: 0 },
    ]);
    expect(data.titles).toEqual([
      { content_uid: 'eko-blues', name: 'Eko Blues', minutes: 85 },
      { content_uid: 'ep-1', name: 'Lagos Nights 1', minutes: 30 },
    ]);
    expect(data.channels).toEqual([{ content_uid: 'glo-news', name: 'Glo News', minutes: 45 }]);
  });

  it('exports the channels as CSV', async () => {
    const response = await get(`/streaming?${period}&format=csv&table=channels`);
    expect(response.body).toBe('\uFEFFcontent_uid,name,minutes\r\nglo-news,Glo News,45\r\n');
  });
});

describe('reports access and input', () => {
  const reports = ['signups', 'sales', 'active-packages', 'streaming'];

  it.each(reports)(
    '%s: analysts and admins read it; support and editors get 403; signed out 401',
    async (report) => {
      expect((await get(`/${report}?${period}`, staff.analyst)).statusCode).toBe(200);
      expect((await get(`/${report}?${period}`, staff.admin)).statusCode).toBe(200);
      expect((await get(`/${report}?${period}`, staff.support)).statusCode).toBe(403);
      expect((await get(`/${report}?${period}`, staff.editor)).statusCode).toBe(403);
      expect((await get(`/${report}?${period}&format=csv&table=days`, staff.support)).statusCode).toBe(403);
      expect((await get(`/${report}?${period}`, null)).statusCode).toBe(401);
    },
  );

  it.each([
    ['a day that is not a date', '/sales?from=2025-13-01'],
    ['a period that ends before it starts', '/sales?from=2025-03-12&to=2025-03-10'],
    ['a period over a year', '/sales?from=2024-01-01&to=2025-03-10'],
    ['an unknown language', '/sales?lang=fr'],
    ['an unknown parameter', '/sales?limit=5'],
    ['a CSV without its table', '/sales?format=csv'],
    ['a table of another report', '/signups?format=csv&table=by_method'],
    ['an unknown format', '/sales?format=xlsx&table=days'],
  ])('refuses %s with 400', async (_name, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });
});
