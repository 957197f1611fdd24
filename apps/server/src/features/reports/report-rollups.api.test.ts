import { CONSOLE_API_PREFIX } from '@glotv/contracts/console-staff';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type SignedInTestStaff, signInStaff } from '../staff/staff-test-fixtures.ts';
import { addDays } from './report-period.ts';
import { holds, type PackageNames, purchasedAt, signedUpAt, twoPackages } from './reports-test-fixtures.ts';

/**
 * The reports read roll-ups (sales_daily, the usage-minutes tables): here they are checked against the same
 * figures computed straight from purchases, payments and usage logs, after sales that change status, payments
 * written after their purchase, goodwill, support closing a sale, and usage logs flushed in several batches
 * across Lagos midnights and week boundaries.
 */
let testApp: TestApp;
let app: FastifyInstance;
let analyst: SignedInTestStaff;
let admin: SignedInTestStaff;
let packages: PackageNames[];

/** 3 to 30 March 2025: Mondays are the 3rd, 10th, 17th, 24th. */
const firstDay = '2025-03-03';
const lastDay = '2025-03-30';
const periods = [
  ['one day', '2025-03-10', '2025-03-10'],
  ['three days inside a week', '2025-03-11', '2025-03-13'],
  ['seven days across two weeks', '2025-03-06', '2025-03-12'],
  ['a whole week', '2025-03-17', '2025-03-23'],
  ['whole weeks and days either side', '2025-03-05', '2025-03-27'],
  ['every day', firstDay, lastDay],
] as const;

/** A moment on day `index` of the data's days at `hour` UTC (Lagos is UTC+1: 23:xx UTC is the next day). */
function momentOf(index: number, hour: number, minute = 0): string {
  const day = addDays(firstDay, index);
  return `${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`;
}

const get = async (url: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `${CONSOLE_API_PREFIX}/reports${url}`,
    headers: analyst.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  analyst = await signInStaff(app, 'analyst');
  admin = await signInStaff(app, 'admin');
  packages = await twoPackages(app);
  const subscribers: string[] = [];
  for (let n = 0; n < 6; n++) {
    subscribers.push(await signedUpAt(app, n % 2 ? 'email' : 'glo', momentOf(n * 4, n % 3 ? 10 : 23, 30)));
  }

  for (let n = 0; n < 40; n++) {
    const pkg = packages[n % 2]!;
    const subscriberId = subscribers[n % subscribers.length]!;
    const at = momentOf(n % 28, [9, 22, 23][n % 3]!, n % 60);
    const kind = n % 8;
    if (kind === 0) {
      await purchasedAt(app, {
        subscriberId,
        packageId: pkg.id,
        at,
        amountKobo: 0,
        method: { goodwillBy: admin.staff.id },
      });
      continue;
    }
    const status = kind === 1 ? 'failed' : kind === 2 ? 'pending' : kind === 3 ? 'activation_failed' : 'paid';
    const id = await purchasedAt(app, {
      subscriberId,
      packageId: pkg.id,
      at,
      amountKobo: 10_000 + n * 500,
      method: n % 3 ? 'airtime' : 'card',
      status,
      ...(n % 5 === 0 ? { title: `Renamed ${n}` } : {}),
    });
    // What the payments flow and support do next.
    if (kind === 2) await setStatus(id, 'paid');
    if (kind === 3 && n % 2) await setStatus(id, 'failed'); // closed by support: no longer a sale
    if (kind >= 4 && kind !== 7) {
      await setStatus(id, 'active');
      await holds(app, subscriberId, pkg.id, id, at, momentOf(27, 12));
    }
  }

  const log = { subscriber_uid: 'viewer', action: 'Video Played', operator_id: 'glotv' };
  for (let n = 0; n < 300; n++) {
    const channel = n % 4 === 0;
    const uid = channel ? `chan-${n % 3}` : `title-${n % 7}`;
    app.usageLogs.add(
      {
        ...log,
        content_type: channel ? 'channel' : n % 2 ? 'movie' : 'episode',
        content_uid: uid,
        content_name: `Name of ${uid}`,
        duration: 1 + (n % 60),
      },
      new Date(momentOf(n % 28, [0, 12, 22, 23][n % 4]!, n % 60)),
    );
    if (n % 50 === 49) await app.usageLogs.flush();
  }
  await app.usageLogs.flush();
});
afterAll(() => testApp.close());

async function setStatus(purchaseId: string, status: string): Promise<void> {
  const activatedAt = status === 'active' ? new Date().toISOString() : null;
  await sql`update purchases set status = ${status}, updated_at = now(), activated_at = ${activatedAt}::timestamptz
    where id = ${purchaseId}`.execute(app.db);
}

const inPeriod = (from: string, to: string) =>
  sql`created_at >= (${from}::date)::timestamp at time zone 'Africa/Lagos'
    and created_at < (${addDays(to, 1)}::date)::timestamp at time zone 'Africa/Lagos'`;

/** Sales straight from purchases and payments. */
async function salesFromPurchases(from: string, to: string) {
  const { rows } = await sql<{ day: string; package_id: number; method: string | null; amount: number }>`
    select (p.created_at at time zone 'Africa/Lagos')::date::text as day, p.package_id,
      case when p.goodwill_by is not null then 'goodwill' else pay.provider end as method, p.amount_kobo as amount
    from purchases p left join payments pay on pay.purchase_id = p.id
    where p.status in ('paid', 'active', 'activation_failed')
      and p.created_at >= (${from}::date)::timestamp at time zone 'Africa/Lagos'
      and p.created_at < (${addDays(to, 1)}::date)::timestamp at time zone 'Africa/Lagos'`.execute(app.db);
  const add = <Key>(
    into: Map<Key, { purchases: number; revenue_kobo: number }>,
    key: Key,
    amount: number,
  ) => {
    const sum = into.get(key) ?? { purchases: 0, revenue_kobo: 0 };
    into.set(key, { purchases: sum.purchases + 1, revenue_kobo: sum.revenue_kobo + amount });
  };
  const days = new Map<string, { purchases: number; revenue_kobo: number }>();
  const byPackage = new Map<number, { purchases: number; revenue_kobo: number }>();
  const byMethod = new Map<string, { purchases: number; revenue_kobo: number }>();
  for (const row of rows) {
    add(days, row.day, row.amount);
    add(byPackage, row.package_id, row.amount);
    if (row.method) add(byMethod, row.method, row.amount);
  }
  return { count: rows.length, days, byPackage, byMethod };
}

/** Streaming minutes straight from the usage logs. */
async function minutesFromLogs(from: string, to: string) {
  const { rows } = await sql<{ day: string; kind: string; content_uid: string; minutes: number }>`
    select (created_at at time zone 'Africa/Lagos')::date::text as day,
      case when content_type = 'channel' then 'channel' else 'title' end as kind, content_uid,
      sum(duration)::int as minutes
    from usage_logs
    where action = 'Video Played' and content_type in ('movie', 'episode', 'channel') and ${inPeriod(from, to)}
    group by 1, 2, 3`.execute(app.db);
  const days = new Map<string, { title_minutes: number; channel_minutes: number }>();
  const contents = new Map<string, number>();
  for (const row of rows) {
    const day = days.get(row.day) ?? { title_minutes: 0, channel_minutes: 0 };
    day[row.kind === 'title' ? 'title_minutes' : 'channel_minutes'] += row.minutes;
    days.set(row.day, day);
    contents.set(
      `${row.kind}:${row.content_uid}`,
      (contents.get(`${row.kind}:${row.content_uid}`) ?? 0) + row.minutes,
    );
  }
  return { days, contents };
}

describe('reports read from roll-ups that match the stored rows', () => {
  it.each(periods)('sales over %s', async (_name, from, to) => {
    const data = await get(`/sales?from=${from}&to=${to}`);
    const direct = await salesFromPurchases(from, to);
    for (const row of data.days) {
      expect(row, row.day).toEqual({ day: row.day, ...(direct.days.get(row.day) ?? zeroSales) });
    }
    expect(
      data.by_package.map((row: { package_id: number; purchases: number; revenue_kobo: number }) => [
        row.package_id,
        { purchases: row.purchases, revenue_kobo: row.revenue_kobo },
      ]),
    ).toEqual(
      [...direct.byPackage.entries()].sort(
        ([, a], [, b]) => b.revenue_kobo - a.revenue_kobo || b.purchases - a.purchases,
      ),
    );
    for (const row of data.by_method) {
      expect(row, row.method).toEqual({
        method: row.method,
        ...(direct.byMethod.get(row.method) ?? zeroSales),
      });
    }
    if (from === firstDay) expect(direct.count).toBeGreaterThan(20);
  });

  it.each(periods)('streaming over %s', async (_name, from, to) => {
    const data = await get(`/streaming?from=${from}&to=${to}`);
    const direct = await minutesFromLogs(from, to);
    for (const row of data.days) {
      expect(row, row.day).toEqual({
        day: row.day,
        ...(direct.days.get(row.day) ?? { title_minutes: 0, channel_minutes: 0 }),
      });
    }
    const listed = [
      ...data.titles.map((row: { content_uid: string; minutes: number }) => [
        `title:${row.content_uid}`,
        row.minutes,
      ]),
      ...data.channels.map((row: { content_uid: string; minutes: number }) => [
        `channel:${row.content_uid}`,
        row.minutes,
      ]),
    ];
    expect(new Map(listed)).toEqual(direct.contents);
  });

  it('names each title and channel', async () => {
    const data = await get(`/streaming?from=${firstDay}&to=${lastDay}`);
    for (const row of [...data.titles, ...data.channels]) expect(row.name).toBe(`Name of ${row.content_uid}`);
  });

  it('names a title by the last name the player sent', async () => {
    const at = new Date(momentOf(2, 12));
    const log = {
      subscriber_uid: 'viewer',
      action: 'Video Played',
      operator_id: 'glotv',
      content_type: 'movie',
    };
    app.usageLogs.add({ ...log, content_uid: 'title-renamed', content_name: 'Ìfẹ́', duration: 5 }, at);
    await app.usageLogs.flush();
    app.usageLogs.add(
      { ...log, content_uid: 'title-renamed', content_name: 'Ìfẹ́ (Director’s cut)', duration: 5 },
      at,
    );
    await app.usageLogs.flush();
    const data = await get(`/streaming?from=${firstDay}&to=${lastDay}`);
    expect(data.titles).toContainEqual({
      content_uid: 'title-renamed',
      name: 'Ìfẹ́ (Director’s cut)',
      minutes: 10,
    });
  });

  it('signs-ups over every day match the subscribers stored', async () => {
    const data = await get(`/signups?from=${firstDay}&to=${lastDay}`);
    const { rows } = await sql<{ glo: number; email: number }>`
      select (count(*) filter (where kind = 'glo'))::int as glo, (count(*) filter (where kind = 'email'))::int as email
      from subscribers where ${inPeriod(firstDay, lastDay)}`.execute(app.db);
    expect(data.totals).toEqual(rows[0]);
  });
});

const zeroSales = { purchases: 0, revenue_kobo: 0 };
