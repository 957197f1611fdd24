import {
  type BannerInput,
  bannerInputSchema,
  type CarouselItems,
  carouselItemsSchema,
  type EpisodeInput,
  type EpisodePatch,
  episodeInputSchema,
  episodePatchSchema,
  type MovieInput,
  type MoviePatch,
  movieInputSchema,
  moviePatchSchema,
  type SeasonInput,
  type SeasonPatch,
  type SeriesInput,
  type SeriesPatch,
  seasonInputSchema,
  seasonPatchSchema,
  seriesInputSchema,
  seriesPatchSchema,
  type VodCategoryInput,
  type VodCategoryPatch,
  vodCategoryInputSchema,
  vodCategoryPatchSchema,
} from '@glotv/contracts/catalog-editor';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MediaOwnerKind } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { packagesRepository } from '../packages/packages.repository.ts';

/**
 * Every write to the catalog, each on the transaction it is given: the editor service runs one per request
 * and then clears the catalog cache on every instance; the demo seed runs all of its writes in one. Inputs are
 * validated here, whoever calls.
 */

export type PublishableKind = 'movie' | 'series' | 'episode';

/** Publishing checks the video is ready; only the demo seed, whose video is made after it, skips that. */
export interface PublishOptions {
  requireReadyVideo: boolean;
  at?: Date;
}

const tableOf = { movie: 'movies', series: 'series', episode: 'episodes' } as const;

/** A unique or foreign-key violation said in the API's terms. */
function explained(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  const detail = String((error as { detail?: unknown }).detail ?? (error as Error).message ?? '');
  if (code === '23505') return new AppError('conflict', `Already exists: ${detail}`);
  if (code === '23503')
    return new AppError('validation_failed', `Refers to something that does not exist: ${detail}`);
  return error;
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw explained(error);
  }
}

function notFound(kind: string, id: number): AppError {
  return new AppError('not_found', `${kind} ${id} does not exist.`);
}

const texts = (value: { gb: string; pt?: string | null | undefined } | undefined) =>
  value === undefined ? {} : { gb: value.gb, pt: value.pt ?? null };

/**
 * A new title's packages: those the editor chose, and every package that says it gives every movie and series
 * (its claim, decision 015), so that a title made in the console plays for what the packages promise.
 */
async function packagesOfNewTitle(db: Db, chosen: readonly number[]): Promise<number[]> {
  return [...new Set([...chosen, ...(await packagesRepository.idsGiving(db, 'vod'))])];
}

async function setPackages(
  db: Db,
  kind: 'movie' | 'series',
  id: number,
  packageIds: readonly number[],
  isNew = false,
) {
  if (kind === 'movie') {
    if (!isNew) await db.deleteFrom('movie_packages').where('movie_id', '=', id).execute();
    if (packageIds.length > 0) {
      await db
        .insertInto('movie_packages')
        .values(packageIds.map((package_id) => ({ movie_id: id, package_id })))
        .execute();
    }
    return;
  }
  if (!isNew) await db.deleteFrom('series_packages').where('series_id', '=', id).execute();
  if (packageIds.length > 0) {
    await db
      .insertInto('series_packages')
      .values(packageIds.map((package_id) => ({ series_id: id, package_id })))
      .execute();
  }
}

/** Lists the title in exactly these editor's carousels: kept where it was, appended where it is new. */
async function setCategories(
  db: Db,
  kind: 'movie' | 'series',
  id: number,
  categoryIds: readonly number[],
  isNew = false,
) {
  const column = kind === 'movie' ? 'movie_id' : 'series_id';
  const wanted = [...new Set(categoryIds)];
  if (wanted.length > 0) {
    const manual = await db
      .selectFrom('vod_categories')
      .select(['id', 'rule'])
      .where('id', 'in', wanted)
      .execute();
    if (manual.length !== wanted.length) {
      throw new AppError('validation_failed', 'A category in category_ids does not exist.');
    }
    if (manual.some((category) => category.rule !== 'manual')) {
      throw new AppError('validation_failed', 'Computed carousels choose their titles themselves.');
    }
  }
  if (!isNew) {
    let removal = db.deleteFrom('vod_category_items').where(column, '=', id);
    if (wanted.length > 0) removal = removal.where('category_id', 'not in', wanted);
    await removal.execute();
  }
  if (wanted.length === 0) return;
  // One statement for every category: each new membership goes after the carousel's last title.
  await db
    .insertInto('vod_category_items')
    .columns(['category_id', 'movie_id', 'series_id', 'position'])
    .expression((eb) =>
      eb
        .selectFrom('vod_categories as c')
        .select([
          'c.id',
          sql<number | null>`${kind === 'movie' ? id : null}::integer`.as('movie_id'),
          sql<number | null>`${kind === 'series' ? id : null}::integer`.as('series_id'),
          sql<number>`coalesce((select max(i.position) from vod_category_items i where i.category_id = c.id), 0) + 1`.as(
            'position',
          ),
        ])
        .where('c.id', 'in', wanted)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('vod_category_items as existing')
                .select('existing.category_id')
                .whereRef('existing.category_id', '=', 'c.id')
                .where(`existing.${column}`, '=', id),
            ),
          ),
        ),
    )
    .execute();
}

/** Whether the title has a ready video: a movie's or an episode's own, a series' on one of its episodes. */
async function hasReadyVideo(db: Db, kind: PublishableKind, id: number): Promise<boolean> {
  const ready = (ownerKind: MediaOwnerKind) =>
    db
      .selectFrom('media_asset_links')
      .innerJoin('media_assets', 'media_assets.id', 'media_asset_links.asset_id')
      .select('media_asset_links.owner_id')
      .where('media_asset_links.owner_kind', '=', ownerKind)
      .where('media_assets.status', '=', 'ready');
  if (kind === 'series') {
    const row = await ready('episode')
      .where('media_asset_links.owner_id', 'in', (eb) =>
        eb
          .selectFrom('episodes')
          .innerJoin('seasons', 'seasons.id', 'episodes.season_id')
          .select('episodes.id')
          .where('seasons.series_id', '=', id)
          .where('episodes.deleted_at', 'is', null),
      )
      .executeTakeFirst();
    return row !== undefined;
  }
  return (await ready(kind).where('media_asset_links.owner_id', '=', id).executeTakeFirst()) !== undefined;
}

export const catalogWrites = {
  /** A draft movie; `addedAt` (when it entered the catalog, now by default) is for imports and the demo. */
  async createMovie(db: Db, input: MovieInput, options: { addedAt?: Date } = {}): Promise<number> {
    const movie = movieInputSchema.parse(input);
    return guarded(async () => {
      const { id } = await db
        .insertInto('movies')
        .values({
          uid: movie.uid,
          title: movie.title.gb,
          title_pt: movie.title.pt ?? null,
          description: movie.description.gb,
          description_pt: movie.description.pt ?? null,
          cast_list: movie.cast,
          director: movie.director,
          country: movie.country,
          release_year: movie.release_year,
          duration_minutes: movie.duration,
          rating: movie.rating,
          image_id: movie.image_id,
          published_at: null,
          ...(options.addedAt && { added_at: options.addedAt }),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setPackages(db, 'movie', id, await packagesOfNewTitle(db, movie.package_ids), true);
      await setCategories(db, 'movie', id, movie.category_ids, true);
      return id;
    });
  },

  async updateMovie(db: Db, id: number, patch: MoviePatch): Promise<void> {
    const movie = moviePatchSchema.parse(patch);
    await guarded(async () => {
      const title = texts(movie.title);
      const description = texts(movie.description);
      const updated = await db
        .updateTable('movies')
        .set({
          ...(movie.uid !== undefined && { uid: movie.uid }),
          ...('gb' in title && { title: title.gb, title_pt: title.pt }),
          ...('gb' in description && { description: description.gb, description_pt: description.pt }),
          ...(movie.cast !== undefined && { cast_list: movie.cast }),
          ...(movie.director !== undefined && { director: movie.director }),
          ...(movie.country !== undefined && { country: movie.country }),
          ...(movie.release_year !== undefined && { release_year: movie.release_year }),
          ...(movie.duration !== undefined && { duration_minutes: movie.duration }),
          ...(movie.rating !== undefined && { rating: movie.rating }),
          ...(movie.image_id !== undefined && { image_id: movie.image_id }),
          // Nothing else changed: a no-op write keeps the row as it is.
          id: sql`id`,
        })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw notFound('Movie', id);
      if (movie.package_ids) await setPackages(db, 'movie', id, movie.package_ids);
      if (movie.category_ids) await setCategories(db, 'movie', id, movie.category_ids);
    });
  },

  async createSeries(db: Db, input: SeriesInput, options: { addedAt?: Date } = {}): Promise<number> {
    const series = seriesInputSchema.parse(input);
    return guarded(async () => {
      const { id } = await db
        .insertInto('series')
        .values({
          uid: series.uid,
          title: series.title.gb,
          title_pt: series.title.pt ?? null,
          description: series.description.gb,
          description_pt: series.description.pt ?? null,
          cast_list: series.cast,
          director: series.director,
          country: series.country,
          rating: series.rating,
          image_id: series.image_id,
          published_at: null,
          ...(options.addedAt && { added_at: options.addedAt }),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setPackages(db, 'series', id, await packagesOfNewTitle(db, series.package_ids), true);
      await setCategories(db, 'series', id, series.category_ids, true);
      return id;
    });
  },

  async updateSeries(db: Db, id: number, patch: SeriesPatch): Promise<void> {
    const series = seriesPatchSchema.parse(patch);
    await guarded(async () => {
      const title = texts(series.title);
      const description = texts(series.description);
      const updated = await db
        .updateTable('series')
        .set({
          ...(series.uid !== undefined && { uid: series.uid }),
          ...('gb' in title && { title: title.gb, title_pt: title.pt }),
          ...('gb' in description && { description: description.gb, description_pt: description.pt }),
          ...(series.cast !== undefined && { cast_list: series.cast }),
          ...(series.director !== undefined && { director: series.director }),
          ...(series.country !== undefined && { country: series.country }),
          ...(series.rating !== undefined && { rating: series.rating }),
          ...(series.image_id !== undefined && { image_id: series.image_id }),
          id: sql`id`,
        })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw notFound('Series', id);
      if (series.package_ids) await setPackages(db, 'series', id, series.package_ids);
      if (series.category_ids) await setCategories(db, 'series', id, series.category_ids);
    });
  },

  async createSeason(db: Db, seriesId: number, input: SeasonInput): Promise<number> {
    const season = seasonInputSchema.parse(input);
    return guarded(async () => {
      const { id } = await db
        .insertInto('seasons')
        .values({
          series_id: seriesId,
          number: season.number,
          title: season.title.gb,
          title_pt: season.title.pt ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    });
  },

  async updateSeason(db: Db, id: number, patch: SeasonPatch): Promise<void> {
    const season = seasonPatchSchema.parse(patch);
    await guarded(async () => {
      const title = texts(season.title);
      const updated = await db
        .updateTable('seasons')
        .set({
          ...(season.number !== undefined && { number: season.number }),
          ...('gb' in title && { title: title.gb, title_pt: title.pt }),
          id: sql`id`,
        })
        .where('id', '=', id)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw notFound('Season', id);
    });
  },

  /**
   * Refused (`conflict`) while the season holds an episode that is not deleted: its episodes are deleted one
   * by one first. Then the season goes for good, with the episodes already deleted softly (seasons have no
   * soft delete; the audit log keeps the season's row).
   */
  async removeSeason(db: Db, id: number): Promise<void> {
    const live = await db
      .selectFrom('episodes')
      .select('id')
      .where('season_id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (live) throw new AppError('conflict', 'The season still has episodes: delete them first.');
    const deleted = await db.deleteFrom('seasons').where('id', '=', id).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw notFound('Season', id);
  },

  async createEpisode(db: Db, seasonId: number, input: EpisodeInput): Promise<number> {
    const episode = episodeInputSchema.parse(input);
    return guarded(async () => {
      const { id } = await db
        .insertInto('episodes')
        .values({
          uid: episode.uid,
          season_id: seasonId,
          number: episode.number,
          title: episode.title.gb,
          title_pt: episode.title.pt ?? null,
          description: episode.description.gb,
          description_pt: episode.description.pt ?? null,
          duration_minutes: episode.duration,
          image_id: episode.image_id,
          published_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    });
  },

  async updateEpisode(db: Db, id: number, patch: EpisodePatch): Promise<void> {
    const episode = episodePatchSchema.parse(patch);
    await guarded(async () => {
      const title = texts(episode.title);
      const description = texts(episode.description);
      const updated = await db
        .updateTable('episodes')
        .set({
          ...(episode.uid !== undefined && { uid: episode.uid }),
          ...(episode.number !== undefined && { number: episode.number }),
          ...('gb' in title && { title: title.gb, title_pt: title.pt }),
          ...('gb' in description && { description: description.gb, description_pt: description.pt }),
          ...(episode.duration !== undefined && { duration_minutes: episode.duration }),
          ...(episode.image_id !== undefined && { image_id: episode.image_id }),
          id: sql`id`,
        })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw notFound('Episode', id);
    });
  },

  /** Makes a draft visible to subscribers; refused while its video is not ready. */
  async publish(db: Db, kind: PublishableKind, id: number, options: PublishOptions): Promise<void> {
    if (options.requireReadyVideo && !(await hasReadyVideo(db, kind, id))) {
      throw new AppError('conflict', `The ${kind}'s video is not ready: it cannot be published yet.`);
    }
    // A title already published keeps its date, so republishing does not move it up Recently Added.
    const updated = await db
      .updateTable(tableOf[kind])
      .set((eb) => ({ published_at: eb.fn.coalesce('published_at', eb.val(options.at ?? new Date())) }))
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw notFound(kind, id);
  },

  async unpublish(db: Db, kind: PublishableKind, id: number): Promise<void> {
    const updated = await db
      .updateTable(tableOf[kind])
      .set({ published_at: null })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw notFound(kind, id);
  },

  /** Soft delete: gone for subscribers and the console's lists, kept for the record and the purchases. */
  async remove(db: Db, kind: PublishableKind, id: number, at = new Date()): Promise<void> {
    const updated = await db
      .updateTable(tableOf[kind])
      .set({ deleted_at: at, published_at: null })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw notFound(kind, id);
    if (kind !== 'episode') {
      await db
        .deleteFrom('vod_category_items')
        .where(kind === 'movie' ? 'movie_id' : 'series_id', '=', id)
        .execute();
    }
  },

  async createCategory(db: Db, input: VodCategoryInput): Promise<number> {
    const category = vodCategoryInputSchema.parse(input);
    return guarded(async () => {
      const { id } = await db
        .insertInto('vod_categories')
        .values((eb) => ({
          uid: category.uid,
          name: category.name.gb,
          name_pt: category.name.pt ?? null,
          rule: category.rule,
          size_limit: category.size_limit,
          mobile_only: category.mobile_only,
          dashboard_position: category.dashboard_position,
          position: eb
            .selectFrom('vod_categories')
            .select(sql<number>`coalesce(max(position), 0) + 1`.as('next')),
        }))
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    });
  },

  /** Renames (both languages), changes the rule, the size, the dashboard place. */
  async updateCategory(db: Db, id: number, patch: VodCategoryPatch): Promise<void> {
    const category = vodCategoryPatchSchema.parse(patch);
    await guarded(async () => {
      const updated = await db
        .updateTable('vod_categories')
        .set({
          ...(category.uid !== undefined && { uid: category.uid }),
          ...(category.name !== undefined && { name: category.name.gb, name_pt: category.name.pt ?? null }),
          ...(category.rule !== undefined && { rule: category.rule }),
          ...(category.size_limit !== undefined && { size_limit: category.size_limit }),
          ...(category.mobile_only !== undefined && { mobile_only: category.mobile_only }),
          ...(category.dashboard_position !== undefined && {
            dashboard_position: category.dashboard_position,
          }),
          id: sql`id`,
        })
        .where('id', '=', id)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw notFound('Category', id);
      if (category.rule !== undefined && category.rule !== 'manual') {
        await db.deleteFrom('vod_category_items').where('category_id', '=', id).execute();
      }
    });
  },

  async deleteCategory(db: Db, id: number): Promise<void> {
    const deleted = await db.deleteFrom('vod_categories').where('id', '=', id).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw notFound('Category', id);
  },

  /** The Movies & Shows page's order: every category, each once. */
  async reorderCategories(db: Db, ids: readonly number[]): Promise<void> {
    const existing = await db.selectFrom('vod_categories').select('id').execute();
    const known = new Set(existing.map((row) => row.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw new AppError('validation_failed', 'The order must name every category exactly once.');
    }
    for (const [index, id] of ids.entries()) {
      await db
        .updateTable('vod_categories')
        .set({ position: index + 1 })
        .where('id', '=', id)
        .execute();
    }
  },

  /** The titles of an editor's carousel, in this order (a computed carousel becomes the editor's). */
  async setCarouselItems(db: Db, categoryId: number, items: CarouselItems): Promise<void> {
    const { items: ordered } = carouselItemsSchema.parse({ items });
    await guarded(async () => {
      const updated = await db
        .updateTable('vod_categories')
        .set({ rule: 'manual' })
        .where('id', '=', categoryId)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw notFound('Category', categoryId);
      await db.deleteFrom('vod_category_items').where('category_id', '=', categoryId).execute();
      if (ordered.length === 0) return;
      await db
        .insertInto('vod_category_items')
        .values(
          ordered.map((item, index) => ({
            category_id: categoryId,
            movie_id: item.type === 'movie' ? item.id : null,
            series_id: item.type === 'series' ? item.id : null,
            position: index + 1,
          })),
        )
        .execute();
    });
  },

  async createBanner(db: Db, input: BannerInput): Promise<number> {
    const banner = bannerInputSchema.parse(input);
    const target = {
      movie: { type: 'VOD', vod_type: 'MOVIE', link: '/moviesdetailpage', table: 'movies' },
      series: { type: 'VOD', vod_type: 'SERIES', link: '/series', table: 'series' },
      channel: { type: 'LIVE', vod_type: null, link: '/channelsplayer', table: 'channels' },
    } as const;
    const { type, vod_type, link, table } = target[banner.target.type];
    const exists = await db
      .selectFrom(table)
      .select('id')
      .where('id', '=', banner.target.id)
      .executeTakeFirst();
    if (!exists)
      throw new AppError('validation_failed', `The banner's ${banner.target.type} does not exist.`);
    return guarded(async () => {
      const { id } = await db
        .insertInto('banners')
        .values((eb) => ({
          type,
          vod_type,
          link,
          title: banner.title,
          content_id: banner.target.id,
          banner_image_id: banner.image_id,
          language: banner.language,
          starts_at: banner.starts_at,
          ends_at: banner.ends_at,
          position:
            banner.position ??
            eb.selectFrom('banners').select(sql<number>`coalesce(max(position), 0) + 1`.as('next')),
        }))
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    });
  },

  async deleteBanner(db: Db, id: number): Promise<void> {
    const deleted = await db.deleteFrom('banners').where('id', '=', id).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw notFound('Banner', id);
  },
};
