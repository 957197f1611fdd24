import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { fillMissingPlaceholders } from '../catalog/image-placeholders.service.ts';
import { packagesRepository } from '../packages/packages.repository.ts';
import { demoImageSpecs } from './demo-catalog.images.ts';
import { seedDemoVod } from './demo-catalog.vod.ts';
import { demoChannels } from './demo-channels.data.ts';
import { seedDemoChannels } from './demo-channels.seed.ts';
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
 * and draws its images under `mediaDir`. The caller clears the catalog cache if it served answers before. Runs once: a database that already has VOD categories is left
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
  const vod = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(SEED_LOCK_KEY)})`.execute(trx);
    if (await catalogPresent(trx)) return undefined;
    await trx
      .insertInto('images')
      .values(images.rows)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    // Channels, movies, series, categories and banners go through the console's editors.
    const channelIds = await seedDemoChannels(trx, await packagesRepository.idsGiving(trx, 'channels'));
    await trx
      .insertInto('epg_programmes')
      .values(buildEpg(scheduleStart(new Date()), 24, channelIds))
      .execute();
    return seedDemoVod(trx, channelIds, await packagesRepository.idsGiving(trx, 'vod'));
  });
  if (!vod) return { ...none, images: images.written };
  return { seeded: true, ...vod, channels: demoChannels.length, images: images.written };
}
