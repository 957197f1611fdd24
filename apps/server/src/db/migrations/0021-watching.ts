import { type Kysely, sql } from 'kysely';

/**
 * What a subscriber watches, kept per subscriber so it follows them to every device.
 *
 * `watch_positions`: one row per subscriber and movie or episode (exactly one of the two), saved over and over
 * by the player (an upsert on the matching partial unique index). `my_list`: the movies and series a subscriber
 * keeps, one row each. Both are read newest first, by the index on the subscriber and the time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table watch_positions (
    subscriber_id bigint not null references subscribers (id) on delete cascade,
    movie_id integer references movies (id) on delete cascade,
    episode_id integer references episodes (id) on delete cascade,
    position_seconds double precision not null check (position_seconds >= 0),
    duration_seconds double precision not null check (duration_seconds > 0),
    updated_at timestamptz not null default now(),
    check ((movie_id is null) <> (episode_id is null)),
    check (position_seconds <= duration_seconds)
  )`.execute(db);
  await sql`create unique index watch_positions_movie_key on watch_positions (subscriber_id, movie_id)
    where movie_id is not null`.execute(db);
  await sql`create unique index watch_positions_episode_key on watch_positions (subscriber_id, episode_id)
    where episode_id is not null`.execute(db);
  await sql`create index watch_positions_recent on watch_positions (subscriber_id, updated_at desc)`.execute(
    db,
  );

  await sql`create table my_list (
    subscriber_id bigint not null references subscribers (id) on delete cascade,
    movie_id integer references movies (id) on delete cascade,
    series_id integer references series (id) on delete cascade,
    added_at timestamptz not null default now(),
    check ((movie_id is null) <> (series_id is null))
  )`.execute(db);
  await sql`create unique index my_list_movie_key on my_list (subscriber_id, movie_id)
    where movie_id is not null`.execute(db);
  await sql`create unique index my_list_series_key on my_list (subscriber_id, series_id)
    where series_id is not null`.execute(db);
  await sql`create index my_list_recent on my_list (subscriber_id, added_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table my_list`.execute(db);
  await sql`drop table watch_positions`.execute(db);
}
