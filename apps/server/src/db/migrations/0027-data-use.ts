import { type Kysely, sql } from 'kysely';

/**
 * The data a subscriber's media addresses were sent, counted by the media servers and added up in memory
 * before it is written: one row per subscriber per day (Lagos time) and one per viewing, each grown by every
 * flush, never a row per segment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table data_use_days (
    subscriber_id bigint not null references subscribers (id) on delete cascade,
    day date not null,
    bytes bigint not null default 0 check (bytes >= 0),
    primary key (subscriber_id, day)
  )`.execute(db);
  await sql`create table data_use_viewings (
    subscriber_id bigint not null references subscribers (id) on delete cascade,
    viewing_id text not null,
    bytes bigint not null default 0 check (bytes >= 0),
    first_at timestamptz not null default now(),
    last_at timestamptz not null default now(),
    primary key (subscriber_id, viewing_id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table data_use_viewings`.execute(db);
  await sql`drop table data_use_days`.execute(db);
}
