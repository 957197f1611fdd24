import type { Db } from '../../apps/server/src/db/database.ts';
import { sql } from '../../apps/server/src/db/sql.ts';

/**
 * Bench data at a multiple of the demo catalog, written into a portal database that already holds the demo
 * catalog and the packages (a portal's first start seeds both). New titles, channels and programmes are copies
 * of the demo's, so they reuse its images and videos by id; subscribers and what they bought are made up.
 * Every table is filled by one `insert … select` over `generate_series` per step: the rows are made inside the
 * database, which is what makes 100,000 subscribers take seconds rather than minutes, on PGlite as on PostgreSQL.
 */
export interface ScaleTarget {
  /** Published movies in all, demo ones included. */
  movies: number;
  /** Published series in all, each copy with its source's seasons and episodes. */
  series: number;
  /** Enabled channels in all. */
  channels: number;
  /** Days of guide for every channel, from the demo schedule's first day. */
  guideDays: number;
  /** Subscribers added: three in five by Glo number, the others by e-mail. */
  subscribers: number;
}

/** Ten times the demo catalog, and 100,000 subscribers. */
export const tenTimesDemo: ScaleTarget = {
  movies: 500,
  series: 60,
  channels: 150,
  guideDays: 30,
  subscribers: 100_000,
};

export interface ScaleDataCounts {
  movies: number;
  series: number;
  seasons: number;
  episodes: number;
  channels: number;
  programmes: number;
  subscribers: number;
  devices: number;
  sessions: number;
  purchases: number;
  /** Packages whose validity has not ended. */
  activePackages: number;
}

export interface ScaleDataRun {
  counts: ScaleDataCounts;
  seconds: number;
  /** Each step's time in seconds, in the order run. */
  steps: Record<string, number>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Subscribers are inserted this many at a time, so that no statement holds a huge transaction. */
const SUBSCRIBER_BATCH = 25_000;
/** A bench subscriber's number, from its uid `scale-<n>`; null for anyone else. */
const scaleNumber = sql`case when uid like 'scale-%' then substr(uid, 7)::int end`;
/** The demo row a copy was made from, from its uid `scale-<kind>-<n>-<source id>`; null for a demo row. */
const sourceOf = (uid: string, prefix: string) =>
  sql`case when ${sql.ref(uid)} like ${`${prefix}%`} then split_part(${sql.ref(uid)}, '-', 4)::int end`;

async function countOf(db: Db, table: string, where = sql`true`): Promise<number> {
  const result = await sql<{
    n: number;
  }>`select count(*)::int as n from ${sql.table(table)} where ${where}`.execute(db);
  return result.rows[0]?.n ?? 0;
}

async function addMovies(db: Db, total: number): Promise<void> {
  const missing = total - (await countOf(db, 'movies', sql`deleted_at is null`));
  if (missing <= 0) return;
  await sql`
    with demo as (
      select m.*, row_number() over (order by m.id) - 1 as i, count(*) over () as n
      from movies m where m.deleted_at is null and m.published_at is not null
    )
    insert into movies (uid, title, description, cast_list, director, country, release_year, duration_minutes,
      rating, image_id, backdrop_image_id, position, added_at, title_pt, description_pt, published_at)
    select 'scale-m-' || g || '-' || demo.id, demo.title || ' ' || g, demo.description, demo.cast_list,
      demo.director, demo.country, demo.release_year, demo.duration_minutes, demo.rating, demo.image_id,
      demo.backdrop_image_id, demo.position, demo.added_at - make_interval(mins => g), demo.title_pt,
      demo.description_pt, demo.published_at
    from generate_series(1, ${missing}::int) g join demo on demo.i = (g - 1) % demo.n`.execute(db);
  // Each copy is sold in its source's packages, shown in its source's carousels and plays its source's video.
  const copies = sql`(select id, source_id from (select id, ${sourceOf('uid', 'scale-m-')} as source_id from movies) copy
    where source_id is not null)`;
  await sql`insert into movie_packages (movie_id, package_id)
    select c.id, p.package_id from ${copies} c join movie_packages p on p.movie_id = c.source_id
    on conflict do nothing`.execute(db);
  await sql`insert into vod_category_items (category_id, movie_id, position)
    select i.category_id, c.id, i.position + c.id from ${copies} c join vod_category_items i on i.movie_id = c.source_id
    on conflict do nothing`.execute(db);
  await sql`insert into media_asset_links (owner_kind, owner_id, asset_id)
    select l.owner_kind, c.id, l.asset_id from ${copies} c
    join media_asset_links l on l.owner_kind in ('movie', 'trailer') and l.owner_id = c.source_id
    on conflict do nothing`.execute(db);
}

async function addSeries(db: Db, total: number): Promise<void> {
  const missing = total - (await countOf(db, 'series', sql`deleted_at is null`));
  if (missing <= 0) return;
  await sql`
    with demo as (
      select s.*, row_number() over (order by s.id) - 1 as i, count(*) over () as n
      from series s where s.deleted_at is null and s.published_at is not null
    )
    insert into series (uid, title, description, cast_list, director, country, rating, image_id, position,
      added_at, title_pt, description_pt, published_at)
    select 'scale-s-' || g || '-' || demo.id, demo.title || ' ' || g, demo.description, demo.cast_list,
      demo.director, demo.country, demo.rating, demo.image_id, demo.position,
      demo.added_at - make_interval(mins => g), demo.title_pt, demo.description_pt, demo.published_at
    from generate_series(1, ${missing}::int) g join demo on demo.i = (g - 1) % demo.n`.execute(db);
  const copies = sql`(select id, source_id from (select id, ${sourceOf('uid', 'scale-s-')} as source_id from series) copy
    where source_id is not null)`;
  await sql`insert into series_packages (series_id, package_id)
    select c.id, p.package_id from ${copies} c join series_packages p on p.series_id = c.source_id
    on conflict do nothing`.execute(db);
  await sql`insert into vod_category_items (category_id, series_id, position)
    select i.category_id, c.id, i.position + c.id from ${copies} c join vod_category_items i on i.series_id = c.source_id
    on conflict do nothing`.execute(db);
  await sql`insert into seasons (series_id, number, title, title_pt)
    select c.id, s.number, s.title, s.title_pt from ${copies} c join seasons s on s.series_id = c.source_id
    on conflict do nothing`.execute(db);
  await sql`insert into episodes (uid, season_id, number, title, description, duration_minutes, image_id,
      title_pt, description_pt, published_at)
    select 'scale-e-' || copy_season.id || '-' || e.number, copy_season.id, e.number, e.title, e.description,
      e.duration_minutes, e.image_id, e.title_pt, e.description_pt, e.published_at
    from ${copies} c
    join seasons copy_season on copy_season.series_id = c.id
    join seasons source_season on source_season.series_id = c.source_id and source_season.number = copy_season.number
    join episodes e on e.season_id = source_season.id and e.deleted_at is null
    on conflict do nothing`.execute(db);
  await sql`insert into media_asset_links (owner_kind, owner_id, asset_id)
    select 'episode', copy_episode.id, l.asset_id
    from episodes copy_episode
    join seasons copy_season on copy_season.id = copy_episode.season_id
    join ${copies} copy_series on copy_series.id = copy_season.series_id
    join seasons source_season on source_season.series_id = copy_series.source_id
      and source_season.number = copy_season.number
    join episodes source_episode on source_episode.season_id = source_season.id
      and source_episode.number = copy_episode.number
    join media_asset_links l on l.owner_kind = 'episode' and l.owner_id = source_episode.id
    on conflict do nothing`.execute(db);
}

async function addChannels(db: Db, total: number): Promise<void> {
  const missing = total - (await countOf(db, 'channels', sql`enabled`));
  if (missing <= 0) return;
  await sql`
    with demo as (
      select c.*, row_number() over (order by c.id) - 1 as i, count(*) over () as n,
        (select max(position) from channels) as last_position
      from channels c where c.enabled
    )
    insert into channels (uid, category_id, position, name, short_name, description, logo_card_image_id,
      logo_normal_image_id, free_to_air, source_kind, source_url, xmltv_id)
    select 'scale-c-' || g || '-' || demo.id, demo.category_id, demo.last_position + g, demo.name || ' ' || g,
      demo.short_name, demo.description, demo.logo_card_image_id, demo.logo_normal_image_id, demo.free_to_air,
      demo.source_kind, demo.source_url, 'scale-c-' || g || '-' || demo.id
    from generate_series(1, ${missing}::int) g join demo on demo.i = (g - 1) % demo.n`.execute(db);
  await sql`insert into channel_packages (channel_id, package_id)
    select c.id, p.package_id from channels c
    join channel_packages p on p.channel_id = ${sourceOf('c.uid', 'scale-c-')}
    on conflict do nothing`.execute(db);
}

/**
 * The demo guide covers one day from its first programme; every channel gets that day's programmes (a copy
 * gets its source's) again on each of the following days.
 */
async function addGuide(db: Db, days: number): Promise<void> {
  const first = await sql<{ start: Date | null }>`select min(starts_at) as start from epg_programmes`.execute(
    db,
  );
  const start = first.rows[0]?.start;
  if (!start) return;
  const dayEnd = new Date(new Date(start).getTime() + DAY_MS);
  await sql`
    with source as (
      select c.id as channel_id, coalesce(${sourceOf('c.uid', 'scale-c-')}, c.id) as source_id
      from channels c
    ),
    first_day as (
      select * from epg_programmes where starts_at < ${dayEnd}
    )
    insert into epg_programmes (channel_id, title, description, starts_at, ends_at, media_asset_id, title_pt,
      description_pt)
    select s.channel_id, p.title, p.description, p.starts_at + make_interval(days => d),
      p.ends_at + make_interval(days => d), p.media_asset_id, p.title_pt, p.description_pt
    from source s join first_day p on p.channel_id = s.source_id
    cross join generate_series(0, ${days - 1}::int) d
    where d > 0 or s.channel_id <> s.source_id
    on conflict do nothing`.execute(db);
}

/**
 * Subscribers numbered `from`…`to`: three in five by Glo number, two in five by e-mail (with a password hash
 * no one knows), each with one to two devices and a session on most of them.
 */
async function addSubscribers(db: Db, from: number, to: number): Promise<void> {
  await sql`insert into subscribers (uid, kind, username, msisdn, email, email_verified_at, password_hash,
      first_name, last_name, language, created_at)
    select 'scale-' || g,
      case when g % 5 < 3 then 'glo' else 'email' end,
      case when g % 5 < 3 then 'g' || (8100000000 + g)::text else 'scale' || g || '@bench.example' end,
      case when g % 5 < 3 then '+234' || (8100000000 + g)::text end,
      case when g % 5 >= 3 then 'scale' || g || '@bench.example' end,
      case when g % 5 >= 3 then now() - make_interval(days => g % 300) end,
      case when g % 5 >= 3 then 'scrypt$bench$' || md5(g::text) end,
      'Bench', 'Subscriber ' || g,
      case when g % 7 = 0 then 'pt' else 'gb' end,
      now() - make_interval(days => g % 365)
    from generate_series(${from}::int, ${to}::int) g`.execute(db);
  const added = sql`(select id, g from (select id, ${scaleNumber} as g from subscribers) numbered
    where g between ${from}::int and ${to}::int)`;
  await sql`insert into devices (subscriber_id, device_uid, class, platform, os, browser_name, name, last_seen_at)
    select s.id, 'scale-device-' || s.g || '-' || n,
      (array['mobile', 'desktop', 'tablet', 'tv'])[1 + (s.g + n) % 4], 'web', 'Android', 'Chrome',
      'Device ' || n, now() - make_interval(hours => s.g % 720)
    from ${added} s cross join generate_series(1, 2) n
    where n = 1 or s.g % 2 = 0`.execute(db);
  await sql`insert into sessions (subscriber_id, device_id, created_at, expires_at, revoked_at, revoked_reason)
    select d.subscriber_id, d.id, now() - make_interval(hours => d.id::int % 500),
      now() + make_interval(days => 30 - d.id::int % 20),
      case when d.id % 6 = 0 then now() end, case when d.id % 6 = 0 then 'logout' end
    from devices d join ${added} s on s.id = d.subscriber_id
    where d.id % 3 <> 0`.execute(db);
}

/**
 * Two in five subscribers bought a package that is still valid, one in five more one that has ended: each a
 * paid purchase of a package of their audience (airtime for Glo numbers, card for e-mail), with its validity.
 */
async function addPurchases(db: Db): Promise<void> {
  await sql`
    with offer as (
      select p.*, row_number() over (partition by audience order by id) - 1 as i,
        count(*) over (partition by audience) as n
      from packages p where p.active
    ),
    buyer as (
      select id, kind, g from (select id, kind, ${scaleNumber} as g from subscribers) numbered
      where g % 5 < 3
    ),
    bought as (
      select b.id as subscriber_id, b.kind, b.g, o.*,
        now() - make_interval(days => case when b.g % 5 < 2 then b.g % o.validity_days else o.validity_days + 1 + b.g % 60 end,
          mins => b.g % 1440) as activated
      from buyer b join offer o on o.audience = case when b.kind = 'glo' then 'glo' else 'card' end
        and o.i = b.g % o.n
    )
    insert into purchases (reference, subscriber_id, package_id, medium, bill, amount_kobo, status, created_at,
      updated_at, activated_at, package_title, package_title_pt, validity_days, plan_code, rate_code,
      charge_group_code, data_allowance_mb, includes_movies, includes_channels)
    select 'SCALE' || g, subscriber_id, id, case when kind = 'glo' then 'web' else 'fweb' end, kind = 'glo',
      price_kobo, 'active', activated, activated, activated, title, title_pt, validity_days, plan_code, rate_code,
      charge_group_code, data_allowance_mb, includes_movies, includes_channels
    from bought`.execute(db);
  await sql`insert into user_packages (subscriber_id, package_id, purchase_id, starts_at, ends_at, created_at)
    select subscriber_id, package_id, id, activated_at, activated_at + make_interval(days => validity_days),
      activated_at
    from purchases where reference like 'SCALE%'`.execute(db);
}

async function countAll(db: Db): Promise<ScaleDataCounts> {
  return {
    movies: await countOf(db, 'movies', sql`deleted_at is null`),
    series: await countOf(db, 'series', sql`deleted_at is null`),
    seasons: await countOf(db, 'seasons'),
    episodes: await countOf(db, 'episodes', sql`deleted_at is null`),
    channels: await countOf(db, 'channels', sql`enabled`),
    programmes: await countOf(db, 'epg_programmes'),
    subscribers: await countOf(db, 'subscribers'),
    devices: await countOf(db, 'devices'),
    sessions: await countOf(db, 'sessions'),
    purchases: await countOf(db, 'purchases'),
    activePackages: await countOf(db, 'user_packages', sql`ends_at > now()`),
  };
}

/** Fills `db` (demo catalog already seeded) up to `target`; measures each step. Run it once per database. */
export async function generateScaleData(db: Db, target: ScaleTarget = tenTimesDemo): Promise<ScaleDataRun> {
  const steps: Record<string, number> = {};
  const started = performance.now();
  const step = async (name: string, work: () => Promise<void>) => {
    const stepStarted = performance.now();
    await work();
    steps[name] = Math.round(performance.now() - stepStarted) / 1000;
  };
  await step('movies', () => addMovies(db, target.movies));
  await step('series', () => addSeries(db, target.series));
  await step('channels', () => addChannels(db, target.channels));
  await step('guide', () => addGuide(db, target.guideDays));
  await step('subscribers', async () => {
    for (let from = 1; from <= target.subscribers; from += SUBSCRIBER_BATCH) {
      await addSubscribers(db, from, Math.min(target.subscribers, from + SUBSCRIBER_BATCH - 1));
    }
  });
  await step('purchases', () => addPurchases(db));
  await step('analyze', async () => {
    await sql`analyze`.execute(db);
  });
  const seconds = Math.round(performance.now() - started) / 1000;
  return { counts: await countAll(db), seconds, steps };
}
