import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** Carousels whose order is computed: best rating first, newest first. The rest keep their own order. */
export const TOP_RANKED_UID = 'top-ranked';
export const RECENTLY_ADDED_UID = 'recently-added';

type ItemScope = ExpressionBuilder<Database, 'vod_category_items'>;

/** The item's movie or series is in one of the packages. */
function inPackages(eb: ItemScope, packageIds: readonly number[]) {
  return eb.or([
    eb.exists(
      eb
        .selectFrom('movie_packages')
        .select('movie_packages.movie_id')
        .whereRef('movie_packages.movie_id', '=', 'vod_category_items.movie_id')
        .where('movie_packages.package_id', 'in', [...packageIds]),
    ),
    eb.exists(
      eb
        .selectFrom('series_packages')
        .select('series_packages.series_id')
        .whereRef('series_packages.series_id', '=', 'vod_category_items.series_id')
        .where('series_packages.package_id', 'in', [...packageIds]),
    ),
  ]);
}

/** All SQL for VOD categories and their carousels. */
export const vodCategoriesRepository = {
  /** Categories by position; with `packageIds`, only those holding something from those packages. */
  list(db: Db, options: { packageIds?: readonly number[] | undefined; limit: number }) {
    const { packageIds } = options;
    let query = db.selectFrom('vod_categories').select(['id', 'uid', 'name', 'position', 'mobile_only']);
    if (packageIds) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('vod_category_items')
            .select('vod_category_items.category_id')
            .whereRef('vod_category_items.category_id', '=', 'vod_categories.id')
            .where((item) => inPackages(item, packageIds)),
        ),
      );
    }
    return query.orderBy('position').orderBy('id').limit(options.limit).execute();
  },

  /**
   * The first `limit` items of each category, ranked in SQL (one query for every carousel): Top Ranked by
   * rating, Recently Added by date added, the others by their position in the category.
   */
  items(
    db: Db,
    options: { categoryIds: readonly number[]; limit: number; packageIds?: readonly number[] | undefined },
  ) {
    const { packageIds } = options;
    if (options.categoryIds.length === 0) return Promise.resolve([]);
    const ranked = db
      .selectFrom('vod_category_items')
      .innerJoin('vod_categories as category', 'category.id', 'vod_category_items.category_id')
      .leftJoin('movies', 'movies.id', 'vod_category_items.movie_id')
      .leftJoin('series', 'series.id', 'vod_category_items.series_id')
      .select((eb) => [
        'vod_category_items.category_id',
        'vod_category_items.movie_id',
        'vod_category_items.series_id',
        eb.fn.coalesce('movies.uid', 'series.uid').as('uid'),
        eb.fn.coalesce('movies.title', 'series.title').as('title'),
        eb.fn.coalesce('movies.image_id', 'series.image_id').as('image_id'),
        eb
          .selectFrom('images')
          .select('images.placeholder')
          .where('images.id', '=', eb.fn.coalesce('movies.image_id', 'series.image_id'))
          .as('image_placeholder'),
        'movies.duration_minutes',
        eb.fn
          .agg<string>('row_number')
          .over((over) =>
            over
              .partitionBy('vod_category_items.category_id')
              .orderBy(
                (order) =>
                  order
                    .case()
                    .when('category.uid', '=', TOP_RANKED_UID)
                    .then(order.fn.coalesce('movies.rating', 'series.rating'))
                    .end(),
                (direction) => direction.desc().nullsLast(),
              )
              .orderBy(
                (order) =>
                  order
                    .case()
                    .when('category.uid', '=', RECENTLY_ADDED_UID)
                    .then(order.fn.coalesce('movies.added_at', 'series.added_at'))
                    .end(),
                (direction) => direction.desc().nullsLast(),
              )
              .orderBy('vod_category_items.position')
              .orderBy('vod_category_items.movie_id')
              .orderBy('vod_category_items.series_id'),
          )
          .as('rank'),
      ])
      .where('vod_category_items.category_id', 'in', [...options.categoryIds])
      .$if(packageIds !== undefined, (query) => query.where((eb) => inPackages(eb, packageIds ?? [])));
    return db
      .selectFrom(ranked.as('ranked'))
      .selectAll()
      .where('rank', '<=', String(options.limit))
      .orderBy('category_id')
      .orderBy('rank')
      .execute();
  },
};
