import { type Kysely, sql } from 'kysely';

/**
 * One encoded asset may serve many titles (the demo reuses three clips for every movie, trailer, episode and
 * channel filler; a re-used intro for several episodes), so the owner moves from media_assets into
 * media_asset_links: one asset per owner, any number of owners per asset. Renditions gain what the master
 * playlist lists (AVERAGE-BANDWIDTH, FRAME-RATE), and a source encoded once is found again by its checksum.
 */
const statements = [
  `create table media_asset_links (
    owner_kind text not null check (owner_kind in ('movie', 'trailer', 'episode', 'channel_filler', 'demo')),
    owner_id integer not null,
    asset_id uuid not null references media_assets (id) on delete restrict,
    linked_at timestamptz not null default now(),
    primary key (owner_kind, owner_id)
  )`,
  `create index media_asset_links_asset_idx on media_asset_links (asset_id)`,
  `insert into media_asset_links (owner_kind, owner_id, asset_id)
    select owner_kind, owner_id, id from media_assets`,
  `alter table media_assets drop column owner_kind, drop column owner_id`,
  `create unique index media_assets_source_checksum_idx on media_assets (source_checksum)
    where source_checksum is not null`,
  `alter table renditions
    add column average_bandwidth integer check (average_bandwidth > 0),
    add column frame_rate numeric(6, 3) check (frame_rate > 0)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table renditions drop column average_bandwidth, drop column frame_rate`.execute(db);
  await sql`drop index if exists media_assets_source_checksum_idx`.execute(db);
  await sql`alter table media_assets add column owner_kind text, add column owner_id integer`.execute(db);
  // An asset shared by several owners keeps only one of them: the old shape cannot say more.
  await sql`update media_assets set owner_kind = link.owner_kind, owner_id = link.owner_id
    from (select distinct on (asset_id) asset_id, owner_kind, owner_id from media_asset_links
          order by asset_id, linked_at) as link
    where link.asset_id = media_assets.id`.execute(db);
  await sql`drop table media_asset_links`.execute(db);
  await sql`alter table media_assets add unique (owner_kind, owner_id)`.execute(db);
}
