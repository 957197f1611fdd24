import { type Kysely, sql } from 'kysely';

/**
 * The catalog becomes data an editor changes:
 * - titles and descriptions in Portuguese beside English (null: the English text is shown);
 * - movies, series and episodes are drafts until published (`published_at`), and deleted softly (`deleted_at`);
 * - a VOD category says how its carousel is filled (`rule`: the editor's order, the newest published titles
 *   or the best rated), how many titles a computed one holds, and where the dashboard shows it;
 * - a banner can be for one language only and for a window of dates.
 * Rows inserted without saying are published, as every row before this was. Existing Top Ranked and Recently
 * Added carousels become computed and lose their frozen members; the dashboard keeps the five carousels it
 * showed.
 */
const statements = [
  `alter table vod_categories
     add column name_pt text check (length(name_pt) between 1 and 80),
     add column rule text not null default 'manual' check (rule in ('manual', 'newest', 'top_rated')),
     add column size_limit integer check (size_limit between 1 and 1000),
     add column dashboard_position integer check (dashboard_position > 0)`,
  `alter table movies
     add column title_pt text,
     add column description_pt text,
     add column published_at timestamptz default now(),
     add column deleted_at timestamptz`,
  `update movies set published_at = added_at`,
  `alter table series
     add column title_pt text,
     add column description_pt text,
     add column published_at timestamptz default now(),
     add column deleted_at timestamptz`,
  `update series set published_at = added_at`,
  'alter table seasons add column title_pt text',
  `alter table episodes
     add column title_pt text,
     add column description_pt text,
     add column published_at timestamptz default now(),
     add column deleted_at timestamptz`,
  `alter table banners
     add column language text check (language in ('gb', 'pt')),
     add column starts_at timestamptz,
     add column ends_at timestamptz,
     add check (ends_at is null or starts_at is null or ends_at > starts_at)`,
  `update vod_categories set rule = 'top_rated', size_limit = 12 where uid = 'top-ranked'`,
  `update vod_categories set rule = 'newest', size_limit = 12 where uid = 'recently-added'`,
  `delete from vod_category_items where category_id in (select id from vod_categories where rule <> 'manual')`,
  `update vod_categories set dashboard_position = case uid
     when 'recently-added' then 1 when 'top-ranked' then 2 when 'bollywood' then 3
     when 'international' then 4 when 'drama' then 5 end`,
  `update vod_categories set name_pt = case uid
     when 'recently-added' then 'Adicionados recentemente' when 'top-ranked' then 'Mais bem classificados'
     when 'documentary' then 'Documentário' when 'family' then 'Família'
     when 'science-fiction' then 'Ficção científica' when 'thriller' then 'Suspense'
     when 'international' then 'Internacional' end`,
  'create index movies_published_idx on movies (published_at) where deleted_at is null',
  'create index series_published_idx on series (published_at) where deleted_at is null',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop index movies_published_idx').execute(db);
  await sql.raw('drop index series_published_idx').execute(db);
  await sql
    .raw('alter table banners drop column language, drop column starts_at, drop column ends_at')
    .execute(db);
  for (const table of ['movies', 'series', 'episodes']) {
    await sql
      .raw(
        `alter table ${table} drop column title_pt, drop column description_pt, drop column published_at, drop column deleted_at`,
      )
      .execute(db);
  }
  await sql.raw('alter table seasons drop column title_pt').execute(db);
  await sql
    .raw(
      'alter table vod_categories drop column name_pt, drop column rule, drop column size_limit, drop column dashboard_position',
    )
    .execute(db);
}
