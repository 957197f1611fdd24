import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { fillMissingPlaceholders } from '../catalog/image-placeholders.service.ts';
import { demoImageSpecs } from './demo-catalog.images.ts';
import { buildCatalogRows } from './demo-catalog.rows.ts';
import { buildEpg, scheduleStart } from './demo-epg.ts';
import { generateImages, type ImageSpec } from './generate-images.ts';

export interface DemoCatalogResult {
  /** False when the catalog was already there; nothing in the database changed then. */
  seeded: boolean;
  movies: number;
  series: number;
  channels: number;
  /** Image files drawn by this call: all of them on a fresh media folder, only the missing ones later. */
  images: number;
}

export interface DemoCatalogOptions {
  /** Where the images are written, under `images/`. */
  mediaDir: string;
  /** Encoded drawings shared between seeds (tests); see generateImages. */
  imageCacheDir?: string | undefined;
}

/** Tables whose ids the seed sets explicitly; their identities are moved past them afterwards. */
const TABLES_WITH_FIXED_IDS = [
  'vod_categories',
  'movies',
  'series',
  'seasons',
  'episodes',
  'channel_categories',
  'channels',
  'banners',
] as const;

/** Serialises concurrent first starts of several instances on one PostgreSQL. */
const SEED_LOCK_KEY = 4_805_261_001;

async function catalogPresent(db: Db): Promise<boolean> {
  return (await db.selectFrom('vod_categories').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Redraws the files of images the database knows but the media folder lacks (e.g. the folder was wiped). */
async function restoreImages(db: Db, options: DemoCatalogOptions, specs: ImageSpec[]): Promise<number> {
  const ids = specs.map((spec) => spec.id);
  const rows = await db.selectFrom('images').select('id').where('id', 'in', ids).execute();
  const recorded = new Set(rows.map((row) => row.id));
  const recordedSpecs = specs.filter((spec) => recorded.has(spec.id));
  // Only the files: placeholders already stored stay, and missing ones are filled in afterwards.
  const { written } = await generateImages(options.mediaDir, recordedSpecs, {
    cacheDir: options.imageCacheDir,
    placeholders: false,
  });
  return written;
}

/**
 * Fills an empty database with the demo catalog (movies, series, channels with a 24-hour schedule, banners)
 * and draws its images under `mediaDir`. Runs once: a database that already has VOD categories is left
 * alone, but for its missing image files (redrawn) and its images' missing placeholders (computed).
 */
export async function seedDemoCatalog(db: Db, options: DemoCatalogOptions): Promise<DemoCatalogResult> {
  const specs = demoImageSpecs();
  const none = { seeded: false, movies: 0, series: 0, channels: 0 };
  if (await catalogPresent(db)) {
    const images = await restoreImages(db, options, specs);
    await fillMissingPlaceholders(db, options.mediaDir);
    return { ...none, images };
  }

  const images = await generateImages(options.mediaDir, specs, { cacheDir: options.imageCacheDir });
  const rows = buildCatalogRows();
  const epg = buildEpg(scheduleStart(new Date()));
  const seeded = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(SEED_LOCK_KEY)})`.execute(trx);
    if (await catalogPresent(trx)) return false;
    await trx
      .insertInto('images')
      .values(images.rows)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    await trx.insertInto('vod_categories').values(rows.vod_categories).execute();
    await trx.insertInto('movies').values(rows.movies).execute();
    await trx.insertInto('movie_packages').values(rows.movie_packages).execute();
    await trx.insertInto('series').values(rows.series).execute();
    await trx.insertInto('series_packages').values(rows.series_packages).execute();
    await trx.insertInto('seasons').values(rows.seasons).execute();
    await trx.insertInto('episodes').values(rows.episodes).execute();
    await trx.insertInto('vod_category_items').values(rows.vod_category_items).execute();
    await trx.insertInto('channel_categories').values(rows.channel_categories).execute();
    await trx.insertInto('channels').values(rows.channels).execute();
    await trx.insertInto('channel_packages').values(rows.channel_packages).execute();
    await trx.insertInto('banners').values(rows.banners).execute();
    await trx.insertInto('epg_programmes').values(epg).execute();
    for (const table of TABLES_WITH_FIXED_IDS) {
      await sql`select setval(pg_get_serial_sequence(${sql.lit(table)}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
        trx,
      );
    }
    return true;
  });
  if (!seeded) return { ...none, images: images.written };
  return {
    seeded,
    movies: rows.movies.length,
    series: rows.series.length,
    channels: rows.channels.length,
    images: images.written,
  };
}
