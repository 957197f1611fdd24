import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** How a carousel is filled: the editor's order, the newest published titles, or the best rated. */
export type CarouselRule = 'manual' | 'newest' | 'top_rated';

const categoryColumns = [
  'id',
  'uid',
  'name',
  'name_pt',
  'position',
  'mobile_only',
  'rule',
  'size_limit',
  'dashboard_position',
] as const;

/** `(1, 2, 3)` for `in`; callers never pass an empty list. */
const idList = (ids: readonly number[]) => sql`(${sql.join(ids.map((id) => sql.lit(Math.trunc(id))))})`;

/**
 * Published titles (movies and series) a subscriber may see, with what carousels rank them by; with
 * `packageIds`, only those in one of the packages.
 */
function visibleTitles(packageIds: readonly number[] | undefined) {
  const inMoviePackages = packageIds
    ? sql`and exists (select 1 from movie_packages mp where mp.movie_id = m.id and mp.package_id in ${idList(packageIds)})`
    : sql``;
  const inSeriesPackages = packageIds
    ? sql`and exists (select 1 from series_packages sp where sp.series_id = s.id and sp.package_id in ${idList(packageIds)})`
    : sql``;
  return sql`
    select m.id as movie_id, null::integer as series_id, m.uid, m.title, m.title_pt, m.image_id, m.rating,
           m.published_at, m.duration_minutes
      from movies m
     where m.published_at is not null and m.deleted_at is null ${inMoviePackages}
    union all
    select null::integer, s.id, s.uid, s.title, s.title_pt, s.image_id, s.rating, s.published_at, null::integer
      from series s
     where s.published_at is not null and s.deleted_at is null ${inSeriesPackages}`;
}

export interface CarouselItemRow {
  category_id: number;
  movie_id: number | null;
  series_id: number | null;
  uid: string;
  title: string;
  title_pt: string | null;
  image_id: string | null;
  image_placeholder: string | null;
  duration_minutes: number | null;
  rank: string;
}

/** All SQL for reading VOD categories and their carousels. */
export const vodCategoriesRepository = {
  /**
   * Categories by position; with `packageIds`, only those that show something from those packages (an
   * editor's carousel holding such a title, or a computed one while any such title is published).
   */
  list(db: Db, options: { packageIds?: readonly number[] | undefined; limit: number }) {
    const { packageIds } = options;
    let query = db.selectFrom('vod_categories').select(categoryColumns);
    if (packageIds) {
      const titles = visibleTitles(packageIds);
      query = query.where(
        sql<boolean>`exists (
          select 1 from (${titles}) t
           where vod_categories.rule <> 'manual'
              or exists (select 1 from vod_category_items i
                          where i.category_id = vod_categories.id
                            and (i.movie_id = t.movie_id or i.series_id = t.series_id)))`,
      );
    }
    return query.orderBy('position').orderBy('id').limit(options.limit).execute();
  },

  /**
   * The first titles of each category, ranked in SQL (one query for every carousel): an editor's carousel in
   * its order; a computed one from every published title, the best rated first (`top_rated`) or the latest
   * published first (`newest`), at most its size. Drafts and deleted titles are never in one.
   */
  async items(
    db: Db,
    options: { categoryIds: readonly number[]; limit: number; packageIds?: readonly number[] | undefined },
  ): Promise<CarouselItemRow[]> {
    if (options.categoryIds.length === 0) return [];
    const categories = idList(options.categoryIds);
    const { rows } = await sql<CarouselItemRow>`
      with titles as (${visibleTitles(options.packageIds)}),
      members as (
        select c.id as category_id, c.rule, c.size_limit, i.position, t.*
          from vod_categories c
          join vod_category_items i on i.category_id = c.id
          join titles t on t.movie_id = i.movie_id or t.series_id = i.series_id
         where c.rule = 'manual' and c.id in ${categories}
        union all
        select c.id, c.rule, c.size_limit, null::integer, t.*
          from vod_categories c cross join titles t
         where c.rule <> 'manual' and c.id in ${categories}
      ),
      ranked as (
        select members.*, row_number() over (
                 partition by category_id
                 order by case when rule = 'top_rated' then rating end desc nulls last,
                          case when rule <> 'manual' then published_at end desc nulls last,
                          position, movie_id, series_id) as rank
          from members
      )
      select category_id, movie_id, series_id, uid, title, title_pt, image_id, duration_minutes, rank,
             (select placeholder from images where images.id = ranked.image_id) as image_placeholder
        from ranked
       where rank <= least(${sql.lit(Math.trunc(options.limit))}, coalesce(size_limit, ${sql.lit(Math.trunc(options.limit))}))
       order by category_id, rank`.execute(db);
    return rows;
  },
};
