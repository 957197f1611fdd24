import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPackages } from '../../features/packages/packages.seed.ts';
import { migrateOver } from '../../test/migration-steps.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import type { Db } from '../database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe('the migration to report roll-ups', () => {
  it('starts the sales and streaming roll-ups from the purchases and minutes already stored', async () => {
    await migrateOver(database, '0019-report-rollups', async (db) => {
      await seedPackages(db as unknown as Db);
      await sql`insert into subscribers (uid, kind, username, msisdn, first_name, last_name)
          values ('sub-glo', 'glo', 'g8051112222', '+2348051112222', 'GLO', 'TV')`.execute(db);
      // Sold on 10 March in Lagos (two by airtime, one by card), on 11 March (23:30 UTC on the 10th), one failed.
      await sql`insert into purchases (reference, subscriber_id, package_id, medium, bill, amount_kobo, status,
            package_title, package_title_pt, validity_days, plan_code, includes_movies, includes_channels, created_at)
          select v.ref, s.id, (select min(id) from packages), 'web', true, v.amount, v.status, '3-day VOD', 'VOD 3 dias', 3, 'VOD3', true, false,
            v.at::timestamptz
          from subscribers s, (values ('r1', 15000, 'paid', '2025-03-10T08:00:00Z'),
                                      ('r2', 15000, 'activation_failed', '2025-03-10T09:00:00Z'),
                                      ('r3', 20000, 'paid', '2025-03-10T10:00:00Z'),
                                      ('r4', 15000, 'paid', '2025-03-10T23:30:00Z'),
                                      ('r5', 15000, 'failed', '2025-03-10T11:00:00Z')) v (ref, amount, status, at)`.execute(
        db,
      );
      await sql`insert into payments (purchase_id, provider, provider_reference, status, amount_kobo, currency)
          select id, case when reference = 'r3' then 'card' else 'airtime' end, reference, 'successful', amount_kobo,
            'NGN'
          from purchases`.execute(db);
      await sql`insert into usage_minutes_daily (day, kind, content_uid, content_name, minutes)
          values ('2025-03-09', 'title', 'eko', 'Eko', 30), ('2025-03-10', 'title', 'eko', 'Eko Blues', 45),
                 ('2025-03-10', 'channel', 'news', 'News', 15)`.execute(db);
    });
    const db = database.db as unknown as Kysely<unknown>;
    const { rows: first } = await sql<{ id: number }>`select min(id) as id from packages`.execute(db);
    const packageId = first[0]!.id;
    const { rows: sales } =
      await sql`select day::text as day, package_id, method, purchases, revenue_kobo::int as revenue_kobo
      from sales_daily order by day, method`.execute(db);
    expect(sales).toEqual([
      { day: '2025-03-10', package_id: packageId, method: 'airtime', purchases: 2, revenue_kobo: 30_000 },
      { day: '2025-03-10', package_id: packageId, method: 'card', purchases: 1, revenue_kobo: 20_000 },
      { day: '2025-03-11', package_id: packageId, method: 'airtime', purchases: 1, revenue_kobo: 15_000 },
    ]);
    const { rows: weeks } = await sql`select week::text as week, kind, content_uid, minutes::int as minutes
      from usage_minutes_weekly order by week, kind`.execute(db);
    expect(weeks).toEqual([
      { week: '2025-03-03', kind: 'title', content_uid: 'eko', minutes: 30 },
      { week: '2025-03-10', kind: 'channel', content_uid: 'news', minutes: 15 },
      { week: '2025-03-10', kind: 'title', content_uid: 'eko', minutes: 45 },
    ]);
    const { rows: totals } = await sql`select day::text as day, kind, minutes::int as minutes
      from usage_minutes_day_totals order by day, kind`.execute(db);
    expect(totals).toEqual([
      { day: '2025-03-09', kind: 'title', minutes: 30 },
      { day: '2025-03-10', kind: 'channel', minutes: 15 },
      { day: '2025-03-10', kind: 'title', minutes: 45 },
    ]);
    const { rows: contentNames } = await sql`select kind, content_uid, content_name from usage_content_names
      order by kind`.execute(db);
    expect(contentNames).toEqual([
      { kind: 'channel', content_uid: 'news', content_name: 'News' },
      { kind: 'title', content_uid: 'eko', content_name: 'Eko Blues' },
    ]);
  });
});
