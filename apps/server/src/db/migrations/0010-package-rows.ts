import { type Kysely, sql } from 'kysely';

/**
 * Packages become rows the console edits: both languages' names and descriptions are stored, the shown price is
 * no longer stored beside `price_kobo` (it is formatted when read), and every purchase keeps a copy of what was
 * sold — titles, validity, plan and rate codes, data allowance, what it gives — so a later edit of the package
 * never changes a purchase already made. Purchases made before this take their copy from today's package.
 */
const statements = [
  `alter table packages
    add column title_pt text,
    add column description_pt text,
    add column updated_at timestamptz not null default now()`,
  // The seed's packages had their Portuguese names in the web app; anything else keeps its English text.
  `update packages set
    title_pt = case plan_code
      when 'GLOTVVOD3D' then 'VOD 3 dias'
      when 'GLOTVVOD7D' then 'VOD 7 dias'
      when 'GLOTVVOD30D' then 'VOD 30 dias'
      else title end,
    description_pt = case description
      when 'All movies' then 'Todos os filmes'
      when 'Movies' then 'Filmes'
      when 'Movies and TV channels' then 'Filmes e canais de TV'
      else description end`,
  `alter table packages
    alter column title_pt set not null,
    alter column description_pt set not null,
    drop column price_display,
    add constraint packages_titles_check check (length(title) between 1 and 60 and length(title_pt) between 1 and 60),
    add constraint packages_codes_check check (length(plan_code) between 1 and 32)`,
  `alter table purchases
    add column package_title text,
    add column package_title_pt text,
    add column validity_days integer check (validity_days > 0),
    add column plan_code text,
    add column rate_code text,
    add column charge_group_code text,
    add column data_allowance_mb integer,
    add column includes_movies boolean,
    add column includes_channels boolean`,
  `update purchases set
    package_title = packages.title,
    package_title_pt = packages.title_pt,
    validity_days = packages.validity_days,
    plan_code = packages.plan_code,
    rate_code = packages.rate_code,
    charge_group_code = packages.charge_group_code,
    data_allowance_mb = packages.data_allowance_mb,
    includes_movies = packages.includes_movies,
    includes_channels = packages.includes_channels
    from packages where packages.id = purchases.package_id`,
  `alter table purchases
    alter column package_title set not null,
    alter column package_title_pt set not null,
    alter column validity_days set not null,
    alter column plan_code set not null,
    alter column includes_movies set not null,
    alter column includes_channels set not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table purchases
    drop column package_title, drop column package_title_pt, drop column validity_days, drop column plan_code,
    drop column rate_code, drop column charge_group_code, drop column data_allowance_mb,
    drop column includes_movies, drop column includes_channels`.execute(db);
  await sql`alter table packages add column price_display text`.execute(db);
  await sql`update packages set price_display = '₦' || (price_kobo / 100)`.execute(db);
  await sql`alter table packages
    alter column price_display set not null,
    drop constraint packages_titles_check,
    drop constraint packages_codes_check,
    drop column title_pt, drop column description_pt, drop column updated_at`.execute(db);
}
