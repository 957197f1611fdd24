import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { visible } from './catalog-texts.ts';

const seriesPlaceholder = (eb: ExpressionBuilder<Database, 'series'>) =>
  eb
    .selectFrom('images')
    .select('images.placeholder')
    .whereRef('images.id', '=', 'series.image_id')
    .as('image_placeholder');

/** All SQL for reading series, their seasons and episodes: only what a subscriber may see. */
export const seriesRepository = {
  find(db: Db, id: number) {
    return db
      .selectFrom('series')
      .selectAll()
      .select(seriesPlaceholder)
      .where('id', '=', id)
      .where(visible('series'))
      .executeTakeFirst();
  },

  /** Series by position; with `packageIds`, only those in one of the packages. */
  list(db: Db, packageIds?: readonly number[]) {
    let query = db
      .selectFrom('series')
      .selectAll()
      .select(seriesPlaceholder)
      .where(visible('series'))
      .orderBy('position')
      .orderBy('id');
    if (packageIds) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('series_packages')
            .select('series_packages.series_id')
            .whereRef('series_packages.series_id', '=', 'series.id')
            .where('series_packages.package_id', 'in', [...packageIds]),
        ),
      );
    }
    return query.execute();
  },

  async packageRows(db: Db, seriesIds: readonly number[]) {
    if (seriesIds.length === 0) return [];
    return db
      .selectFrom('series_packages')
      .select(['series_id as owner', 'package_id'])
      .where('series_id', 'in', [...seriesIds])
      .orderBy('package_id')
      .execute();
  },

  seasons(db: Db, seriesId: number) {
    return db
      .selectFrom('seasons')
      .select(['id', 'number', 'title', 'title_pt'])
      .where('series_id', '=', seriesId)
      .orderBy('number')
      .execute();
  },

  episodes(db: Db, seriesId: number) {
    return db
      .selectFrom('episodes')
      .innerJoin('seasons', 'seasons.id', 'episodes.season_id')
      .select([
        'episodes.id',
        'episodes.uid',
        'episodes.season_id',
        'episodes.number',
        'episodes.title',
        'episodes.title_pt',
        'episodes.description',
        'episodes.description_pt',
        'episodes.duration_minutes',
        'episodes.image_id',
      ])
      .select((eb) =>
        eb
          .selectFrom('images')
          .select('images.placeholder')
          .whereRef('images.id', '=', 'episodes.image_id')
          .as('image_placeholder'),
      )
      .where('seasons.series_id', '=', seriesId)
      .where(visible('episodes'))
      .orderBy('seasons.number')
      .orderBy('episodes.number')
      .execute();
  },
};

export type SeriesRow = NonNullable<Awaited<ReturnType<typeof seriesRepository.find>>>;
