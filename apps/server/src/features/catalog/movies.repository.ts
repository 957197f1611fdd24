import type { Db } from '../../db/database.ts';
import { visible } from './catalog-texts.ts';

const movieColumns = [
  'movies.id',
  'movies.uid',
  'movies.title',
  'movies.title_pt',
  'movies.description',
  'movies.description_pt',
  'movies.cast_list',
  'movies.director',
  'movies.country',
  'movies.release_year',
  'movies.duration_minutes',
  'movies.rating',
  'movies.image_id',
] as const;

/** Movies a subscriber may see: published, not deleted. */
const selectMovies = (db: Db) =>
  db
    .selectFrom('movies')
    .select(movieColumns)
    .select((eb) =>
      eb
        .selectFrom('images')
        .select('images.placeholder')
        .whereRef('images.id', '=', 'movies.image_id')
        .as('image_placeholder'),
    )
    .where(visible('movies'));

/** All SQL for reading movies. */
export const moviesRepository = {
  find(db: Db, id: number) {
    return selectMovies(db).where('movies.id', '=', id).executeTakeFirst();
  },

  /** Up to `limit` random movies sharing a VOD category with `id`, not `id` itself. */
  related(db: Db, id: number, limit: number) {
    return selectMovies(db)
      .where('movies.id', '<>', id)
      .where('movies.id', 'in', (eb) =>
        eb
          .selectFrom('vod_category_items as item')
          .select('item.movie_id')
          .where('item.category_id', 'in', (inner) =>
            inner.selectFrom('vod_category_items').select('category_id').where('movie_id', '=', id),
          )
          .where('item.movie_id', 'is not', null)
          .$narrowType<{ movie_id: number }>(),
      )
      .orderBy((eb) => eb.fn('random'))
      .limit(limit)
      .execute();
  },

  async packageRows(db: Db, movieIds: readonly number[]) {
    if (movieIds.length === 0) return [];
    return db
      .selectFrom('movie_packages')
      .select(['movie_id as owner', 'package_id'])
      .where('movie_id', 'in', [...movieIds])
      .orderBy('package_id')
      .execute();
  },

  /** VOD category names per movie (the editor's categories), in carousel order. */
  async categoryRows(db: Db, movieIds: readonly number[]) {
    if (movieIds.length === 0) return [];
    return db
      .selectFrom('vod_category_items as item')
      .innerJoin('vod_categories as category', 'category.id', 'item.category_id')
      .select(['item.movie_id as owner', 'category.name', 'category.name_pt'])
      .where('item.movie_id', 'in', [...movieIds])
      .$narrowType<{ owner: number }>()
      .orderBy('category.position')
      .execute();
  },
};

export type MovieRow = NonNullable<Awaited<ReturnType<typeof moviesRepository.find>>>;
