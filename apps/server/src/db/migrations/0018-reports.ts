import { type Kysely, sql } from 'kysely';

/**
 * Reports: streaming minutes per Lagos day and title or channel, kept up to date by the usage-log
 * writer in the same transaction as the logs it writes, and started here from the logs already stored; and the
 * indexes the period reports read sign-ups, purchases and active packages by.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table usage_minutes_daily (
    day date not null,
    kind text not null check (kind in ('title', 'channel')),
    content_uid text not null,
    content_name text not null,
    minutes bigint not null default 0,
    primary key (day, kind, content_uid)
  )`.execute(db);
  await sql`insert into usage_minutes_daily (day, kind, content_uid, content_name, minutes)
    select (created_at at time zone 'Africa/Lagos')::date,
      case when content_type = 'channel' then 'channel' else 'title' end,
      content_uid, max(coalesce(content_name, content_uid)), sum(duration)
    from usage_logs
    where action = 'Video Played' and duration > 0 and content_uid is not null
      and content_type in ('movie', 'episode', 'channel')
    group by 1, 2, 3`.execute(db);
  await sql`create index subscribers_created_idx on subscribers (created_at)`.execute(db);
  await sql`create index purchases_sold_created_idx on purchases (created_at)
    where status in ('paid', 'active', 'activation_failed')`.execute(db);
  await sql`create index user_packages_ends_idx on user_packages (ends_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index user_packages_ends_idx`.execute(db);
  await sql`drop index purchases_sold_created_idx`.execute(db);
  await sql`drop index subscribers_created_idx`.execute(db);
  await sql`drop table usage_minutes_daily`.execute(db);
}
