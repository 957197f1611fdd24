import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface ReportsDataSize {
  subscribers: number;
  purchases: number;
  usageLogs: number;
  /** Days back from today the data spreads over. */
  days: number;
}

/**
 * For `npm run bench reports` only (never imported by the server): a data set made in the database by a few set-based inserts (seconds, not minutes): subscribers, purchases with
 * their payments, a package each for the active ones, and usage logs spread over the days with their roll-up
 * rows made as the usage-log writer makes them.
 */
export async function generateReportsData(db: Db, size: ReportsDataSize): Promise<void> {
  const span = sql.lit(`${size.days} days`);
  await sql`insert into subscribers (uid, kind, username, msisdn, email, password_hash, email_verified_at,
      first_name, last_name, created_at, updated_at)
    select 'bench-' || n, case when n % 3 = 0 then 'email' else 'glo' end,
      case when n % 3 = 0 then 'bench' || n || '@example.com' else 'g' || (8000000000 + n) end,
      case when n % 3 = 0 then null else '+234' || (8000000000 + n) end,
      case when n % 3 = 0 then 'bench' || n || '@example.com' end,
      case when n % 3 = 0 then 'not-a-hash' end,
      case when n % 3 = 0 then now() end,
      'Bench', 'Viewer', now() - random() * interval ${span}, now()
    from generate_series(1, ${size.subscribers}) n`.execute(db);
  await sql`create temporary table bench_subscribers as
    select row_number() over () as n, id from subscribers`.execute(db);
  const count = size.subscribers;
  await sql`insert into purchases (reference, subscriber_id, package_id, medium, bill, amount_kobo, status,
      package_title, package_title_pt, validity_days, plan_code, includes_movies, includes_channels,
      activated_at, created_at, updated_at)
    select 'bench-' || g.n, s.id, pk.id, 'web', true, pk.price_kobo,
      case when g.n % 10 = 0 then 'failed' else 'active' end, pk.title, pk.title_pt, pk.validity_days,
      pk.plan_code, pk.includes_movies, pk.includes_channels,
      case when g.n % 10 = 0 then null else t end, t, t
    from (select n, now() - random() * interval ${span} as t from generate_series(1, ${size.purchases}) n) g
    join bench_subscribers s on s.n = 1 + g.n % ${count}
    join (select id, price_kobo, title, title_pt, validity_days, plan_code, includes_movies, includes_channels,
            row_number() over (order by id) as place from packages) pk
      on pk.place = 1 + g.n % (select count(*) from packages)`.execute(db);
  await sql`insert into payments (purchase_id, provider, provider_reference, status, amount_kobo, currency, details)
    select id, case when reference like '%1' then 'card' else 'airtime' end, reference,
      case when status = 'failed' then 'failed' else 'successful' end, amount_kobo, 'NGN', '{}'
    from purchases where reference like 'bench-%'`.execute(db);
  await sql`insert into user_packages (subscriber_id, package_id, purchase_id, starts_at, ends_at)
    select subscriber_id, package_id, id, activated_at, activated_at + validity_days * interval '1 day'
    from purchases where reference like 'bench-%' and status = 'active'`.execute(db);
  await sql`insert into usage_logs (subscriber_uid, action, content_uid, content_type, content_name, duration,
      operator_id, created_at)
    select 'bench-' || (n % ${count}), 'Video Played',
      case when n % 4 = 0 then 'channel-' || (n % 40) else 'title-' || (n % 2000) end,
      case when n % 4 = 0 then 'channel' else 'movie' end,
      case when n % 4 = 0 then 'Channel ' || (n % 40) else 'Title ' || (n % 2000) end,
      case when n % 5 = 0 then 1 + n % 59 else 60 end, 'glotv',
      now() - random() * interval ${span}
    from generate_series(1, ${size.usageLogs}) n`.execute(db);
  await sql`insert into usage_minutes_daily (day, kind, content_uid, content_name, minutes)
    select (created_at at time zone 'Africa/Lagos')::date,
      case when content_type = 'channel' then 'channel' else 'title' end,
      content_uid, max(content_name), sum(duration)
    from usage_logs where action = 'Video Played' and content_uid is not null
    group by 1, 2, 3
    on conflict (day, kind, content_uid) do update set minutes = usage_minutes_daily.minutes + excluded.minutes`.execute(
    db,
  );
  // The coarser roll-ups made again from the daily one, as migration 0019 starts them.
  await sql`delete from usage_minutes_weekly`.execute(db);
  await sql`insert into usage_minutes_weekly (week, kind, content_uid, minutes)
    select date_trunc('week', day)::date, kind, content_uid, sum(minutes)
    from usage_minutes_daily group by 1, 2, 3`.execute(db);
  await sql`insert into usage_content_names (kind, content_uid, content_name)
    select distinct on (kind, content_uid) kind, content_uid, content_name
    from usage_minutes_daily order by kind, content_uid, day desc
    on conflict (kind, content_uid) do update set content_name = excluded.content_name`.execute(db);
  await sql`delete from usage_minutes_day_totals`.execute(db);
  await sql`insert into usage_minutes_day_totals (day, kind, minutes)
    select day, kind, sum(minutes) from usage_minutes_daily group by 1, 2`.execute(db);
  await sql`drop table bench_subscribers`.execute(db);
  await sql`analyze`.execute(db);
}

/** A plain full scan of each table a report reads: `count(*)` and a sum or a max, no index. */
export const fullScans = {
  subscribers: (db: Db) => sql`select count(*), max(created_at) from subscribers`.execute(db),
  purchases: (db: Db) => sql`select count(*), sum(amount_kobo) from purchases`.execute(db),
  user_packages: (db: Db) => sql`select count(*), max(ends_at) from user_packages`.execute(db),
  usage_logs: (db: Db) => sql`select count(*), sum(duration) from usage_logs`.execute(db),
};
