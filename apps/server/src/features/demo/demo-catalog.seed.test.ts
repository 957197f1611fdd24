import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { seedPackages } from '../packages/packages.seed.ts';
import { demoImageSpecs } from './demo-catalog.images.ts';
import { seedDemoCatalog } from './demo-catalog.seed.ts';
import { sharedImageCacheDir } from './generate-images.ts';
import { renderArtSvg } from './image-art.ts';

const TIMEOUT = 60_000;
const imageCacheDir = sharedImageCacheDir();
const CATEGORY_NAMES = [
  'Top Ranked',
  'Nollywood',
  'Recently Added',
  'Bollywood',
  'Crime',
  'Drama',
  'Documentary',
  'Family',
  'Romance',
  'Science Fiction',
  'Thriller',
  'International',
];

interface Fixture {
  db: Db;
  mediaDir: string;
}

/** A migrated database with the packages, and an empty media folder; both are removed afterwards. */
async function withFixture(test: (fixture: Fixture) => Promise<void>) {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-'));
  const database = await createTestDatabase();
  try {
    await seedPackages(database.db);
    await test({ db: database.db, mediaDir });
  } finally {
    await database.destroy();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  }
}

/** Row counts of every table, plus a checksum of the rows that identify the catalog. */
async function snapshot(db: Db): Promise<Record<string, string | number>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = current_schema() order by table_name`.execute(
    db,
  );
  const result: Record<string, string | number> = {};
  for (const { table_name } of tables.rows) {
    const count = await sql<{ n: string }>`select count(*) as n from ${sql.table(table_name)}`.execute(db);
    result[table_name] = Number(count.rows[0]?.n);
  }
  const identity = await Promise.all([
    db
      .selectFrom('movies')
      .select(['id', 'uid', 'title', 'rating', 'added_at', 'image_id'])
      .orderBy('id')
      .execute(),
    db.selectFrom('episodes').select(['id', 'uid', 'title', 'image_id']).orderBy('id').execute(),
    db.selectFrom('channels').select(['id', 'uid', 'name', 'position']).orderBy('id').execute(),
    db.selectFrom('banners').selectAll().orderBy('id').execute(),
    db.selectFrom('images').select(['id', 'path', 'width', 'height']).orderBy('id').execute(),
    db
      .selectFrom('epg_programmes')
      .select(['channel_id', 'starts_at', 'title'])
      .orderBy('channel_id')
      .orderBy('starts_at')
      .execute(),
  ]);
  result.checksum = crypto.createHash('sha256').update(JSON.stringify(identity)).digest('hex');
  return result;
}

async function referencedImageIds(db: Db): Promise<string[]> {
  const rows = await sql<{ id: string }>`
    select image_id as id from movies union select image_id from series union select image_id from episodes
    union select logo_card_image_id from channels union select logo_normal_image_id from channels
    union select banner_image_id from banners`.execute(db);
  return rows.rows.map((row) => row.id);
}

/** The seed sets ids itself; each identity must then continue after them, or the next insert would clash. */
async function expectIdentitiesPastFixedIds(db: Db) {
  const tables = [
    'vod_categories',
    'movies',
    'series',
    'seasons',
    'episodes',
    'channel_categories',
    'channels',
    'banners',
  ];
  for (const table of tables) {
    const { rows } = await sql<{ last: string | null; max: number }>`
      select pg_sequence_last_value(pg_get_serial_sequence(${table}, 'id')) as last,
        (select max(id) from ${sql.table(table)}) as max`.execute(db);
    expect({ table, last: Number(rows[0]?.last) }).toEqual({ table, last: rows[0]?.max });
  }
}

describe('seedDemoCatalog', () => {
  it(
    'fills an empty database with the movies and categories the Movies & Shows page lists',
    () =>
      withFixture(async ({ db, mediaDir }) => {
        const result = await seedDemoCatalog(db, { mediaDir, imageCacheDir });
        expect(result).toMatchObject({ seeded: true, series: 6 });
        expect(result.movies).toBeGreaterThanOrEqual(40);

        const categories = await db.selectFrom('vod_categories').selectAll().orderBy('position').execute();
        expect(categories.map((category) => category.name)).toEqual(CATEGORY_NAMES);
        for (const category of categories)
          expect(category.mobile_only).toBe(category.name === 'Science Fiction');
        const sizes = await db
          .selectFrom('vod_category_items')
          .select(['category_id', (eb) => eb.fn.count<string>('movie_id').as('movies')])
          .groupBy('category_id')
          .execute();
        // Top Ranked and Recently Added hold no titles of their own: they are computed.
        expect(sizes).toHaveLength(10);
        for (const size of sizes) expect(Number(size.movies)).toBeGreaterThanOrEqual(6);
        expect(
          categories
            .filter((category) => category.rule !== 'manual')
            .map((c) => [c.name, c.rule, c.size_limit]),
        ).toEqual([
          ['Top Ranked', 'top_rated', 12],
          ['Recently Added', 'newest', 12],
        ]);
        expect(
          categories
            .filter((category) => category.dashboard_position !== null)
            .sort((a, b) => (a.dashboard_position ?? 0) - (b.dashboard_position ?? 0))
            .map((category) => category.uid),
        ).toEqual(['recently-added', 'top-ranked', 'bollywood', 'international', 'drama']);

        const movies = await db.selectFrom('movies').selectAll().execute();
        expect(movies.length).toBe(result.movies);
        for (const movie of movies) {
          expect(Number(movie.rating)).toBeGreaterThanOrEqual(5);
          expect(Number(movie.rating)).toBeLessThanOrEqual(9.5);
          expect(movie.duration_minutes).toBeGreaterThanOrEqual(80);
          expect(movie.duration_minutes).toBeLessThanOrEqual(150);
          expect(movie.cast_list.split(', ').length).toBeGreaterThanOrEqual(3);
        }
        expect(movies.filter((movie) => movie.description.length > 67).length).toBeGreaterThan(30);
        const days = movies.map(
          (movie) => (Date.parse('2026-11-01T00:00:00Z') - movie.added_at.getTime()) / 864e5,
        );
        expect(Math.min(...days)).toBeGreaterThanOrEqual(0);
        expect(Math.max(...days)).toBeLessThan(60);
        expect(new Set(movies.map((movie) => movie.country)).size).toBeGreaterThanOrEqual(6);

        // Every title is published on the day it was added, in both languages' catalogs.
        for (const movie of movies) expect(movie.published_at).toEqual(movie.added_at);

        // Every package claims movies, so every movie is in every package.
        const links = await db.selectFrom('movie_packages').selectAll().orderBy('package_id').execute();
        const packagesOf = (id: number) =>
          links.filter((link) => link.movie_id === id).map((link) => link.package_id);
        for (const movie of movies) expect(packagesOf(movie.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      }),
    TIMEOUT,
  );

  it(
    'adds series with two seasons of episodes, listed in genre carousels',
    () =>
      withFixture(async ({ db, mediaDir }) => {
        await seedDemoCatalog(db, { mediaDir, imageCacheDir });
        const series = await db.selectFrom('series').selectAll().execute();
        expect(series.length).toBeGreaterThanOrEqual(6);
        for (const show of series) {
          const seasons = await db
            .selectFrom('seasons')
            .where('series_id', '=', show.id)
            .selectAll()
            .orderBy('number')
            .execute();
          expect(seasons.map((season) => season.number)).toEqual([1, 2]);
          for (const season of seasons) {
            const episodes = await db
              .selectFrom('episodes')
              .where('season_id', '=', season.id)
              .selectAll()
              .execute();
            expect(episodes.length).toBeGreaterThanOrEqual(4);
            for (const episode of episodes) {
              expect(episode.duration_minutes).toBeGreaterThanOrEqual(20);
              expect(episode.duration_minutes).toBeLessThanOrEqual(50);
              expect(episode.description).not.toBe('');
            }
          }
          const listed = await db
            .selectFrom('vod_category_items')
            .where('series_id', '=', show.id)
            .selectAll()
            .execute();
          expect(listed.length).toBeGreaterThanOrEqual(1);
          const packages = await db
            .selectFrom('series_packages')
            .where('series_id', '=', show.id)
            .selectAll()
            .execute();
          expect(packages).toHaveLength(10);
        }
      }),
    TIMEOUT,
  );
});

describe('seedDemoCatalog, live TV and banners', () => {
  it(
    'adds channels in categories with a day of programmes, free-to-air ones in no package',
    () =>
      withFixture(async ({ db, mediaDir }) => {
        const before = Date.now();
        const result = await seedDemoCatalog(db, { mediaDir, imageCacheDir });
        const channels = await db.selectFrom('channels').selectAll().execute();
        expect(channels.length).toBe(result.channels);
        expect(channels.length).toBeGreaterThanOrEqual(12);
        expect(new Set(channels.map((channel) => channel.category_id)).size).toBeGreaterThanOrEqual(4);
        expect(new Set(channels.map((channel) => channel.position)).size).toBe(channels.length);
        expect(channels.filter((channel) => channel.free_to_air).length).toBeGreaterThanOrEqual(3);
        const links = await db.selectFrom('channel_packages').selectAll().orderBy('package_id').execute();
        for (const channel of channels) {
          expect(channel).toMatchObject({ source_kind: 'schedule', source_url: null });
          expect(channel.short_name.length).toBeGreaterThan(1);
          const packages = links
            .filter((link) => link.channel_id === channel.id)
            .map((link) => link.package_id);
          expect(packages).toEqual(channel.free_to_air ? [] : [4, 5, 9, 10]);

          const programmes = await db
            .selectFrom('epg_programmes')
            .where('channel_id', '=', channel.id)
            .selectAll()
            .orderBy('starts_at')
            .execute();
          expect(programmes[0]!.starts_at.getTime()).toBeLessThanOrEqual(before);
          expect(programmes.at(-1)!.ends_at.getTime()).toBeGreaterThanOrEqual(before + 23 * 3600_000);
          programmes.forEach((programme, i) => {
            const minutes = (programme.ends_at.getTime() - programme.starts_at.getTime()) / 60_000;
            expect(minutes).toBeGreaterThanOrEqual(30);
            expect(minutes).toBeLessThanOrEqual(120);
            expect(programme.media_asset_id).toBeNull();
            if (i > 0) expect(programme.starts_at).toEqual(programmes[i - 1]!.ends_at);
          });
        }
      }),
    TIMEOUT,
  );

  it(
    'adds banners for a live channel, a movie and a series, each pointing at existing content',
    () =>
      withFixture(async ({ db, mediaDir }) => {
        await seedDemoCatalog(db, { mediaDir, imageCacheDir });
        const banners = await db.selectFrom('banners').selectAll().execute();
        const kinds = new Set(banners.map((banner) => `${banner.type}/${banner.vod_type}`));
        expect([...kinds].sort()).toEqual(['LIVE/null', 'VOD/MOVIE', 'VOD/SERIES']);
        for (const banner of banners) {
          const table =
            banner.type === 'LIVE' ? 'channels' : banner.vod_type === 'MOVIE' ? 'movies' : 'series';
          const link = { channels: '/channelsplayer', movies: '/moviesdetailpage', series: '/series' }[table];
          expect(banner.link).toBe(link);
          const target = await db
            .selectFrom(table)
            .where('id', '=', banner.content_id)
            .select('id')
            .executeTakeFirst();
          expect(target).toBeDefined();
        }
      }),
    TIMEOUT,
  );
});

describe('seedDemoCatalog, images and repeated runs', () => {
  it(
    'draws every referenced image as a readable WebP of the recorded size, each poster different',
    () =>
      withFixture(async ({ db, mediaDir }) => {
        // Drawn for real: no shared cache.
        const result = await seedDemoCatalog(db, { mediaDir });
        const images = await db.selectFrom('images').selectAll().execute();
        expect(result.images).toBe(images.length);
        expect((await referencedImageIds(db)).sort()).toEqual(images.map((image) => image.id).sort());
        const posterPixels = new Set<string>();
        for (const image of images) {
          const file = path.join(mediaDir, image.path);
          const metadata = await sharp(file).metadata();
          expect({
            id: image.id,
            format: metadata.format,
            width: metadata.width,
            height: metadata.height,
          }).toEqual({
            id: image.id,
            format: 'webp',
            width: image.width,
            height: image.height,
          });
          expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
          expect(image.placeholder!.length).toBeLessThan(300);
          if (image.kind === 'poster')
            posterPixels.add((await sharp(file).resize(6, 9).raw().toBuffer()).toString('hex'));
        }
        expect(posterPixels.size).toBe(images.filter((image) => image.kind === 'poster').length);
      }),
    TIMEOUT,
  );

  it(
    'encodes each drawing once into the shared cache, and later seeds copy the very same files',
    () =>
      withFixture(async ({ db, mediaDir }) => {
        const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-image-cache-'));
        const otherMediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-'));
        try {
          await seedDemoCatalog(db, { mediaDir, imageCacheDir: cacheDir });
          const images = await db.selectFrom('images').select('path').execute();
          const cached = fs.readdirSync(cacheDir);
          expect(cached.length).toBe(images.length);
          const encodedAt = cached.map((name) => fs.statSync(path.join(cacheDir, name)).mtimeMs);

          const second = await createTestDatabase();
          try {
            await seedPackages(second.db);
            await seedDemoCatalog(second.db, { mediaDir: otherMediaDir, imageCacheDir: cacheDir });
          } finally {
            await second.destroy();
          }
          expect(cached.map((name) => fs.statSync(path.join(cacheDir, name)).mtimeMs)).toEqual(encodedAt);
          for (const image of images) {
            const first = fs.readFileSync(path.join(mediaDir, image.path));
            expect(fs.readFileSync(path.join(otherMediaDir, image.path)).equals(first)).toBe(true);
          }
        } finally {
          fs.rmSync(cacheDir, { recursive: true, force: true });
          fs.rmSync(otherMediaDir, { recursive: true, force: true });
        }
      }),
    TIMEOUT,
  );

  it(
    'draws posters that differ from each other even where no font is installed',
    async () => {
      const posters = demoImageSpecs().filter((spec) => spec.kind === 'poster');
      const thumbnails = await Promise.all(
        posters.map((spec) => {
          const svg = renderArtSvg({ ...spec, style: spec.kind }).replace(/<text[^>]*>[^<]*<\/text>/g, '');
          return sharp(Buffer.from(svg)).resize(12, 18, { fit: 'fill' }).removeAlpha().raw().toBuffer();
        }),
      );
      const distance = (a: Buffer, b: Buffer) =>
        a.reduce((sum, value, i) => sum + Math.abs(value - b[i]!), 0) / a.length;
      for (let i = 0; i < thumbnails.length; i++) {
        for (let j = i + 1; j < thumbnails.length; j++) {
          expect({
            pair: [posters[i]!.id, posters[j]!.id],
            far: distance(thumbnails[i]!, thumbnails[j]!) > 5,
          }).toEqual({
            pair: [posters[i]!.id, posters[j]!.id],
            far: true,
          });
        }
      }
    },
    TIMEOUT,
  );

  it(
    'changes nothing when run a second time',
    () =>
      withFixture(async ({ db, mediaDir }) => {
        await seedDemoCatalog(db, { mediaDir, imageCacheDir });
        const before = await snapshot(db);
        const again = await seedDemoCatalog(db, { mediaDir, imageCacheDir });
        expect(again).toEqual({ seeded: false, movies: 0, series: 0, channels: 0, images: 0 });
        expect(await snapshot(db)).toEqual(before);
        await expectIdentitiesPastFixedIds(db);
      }),
    TIMEOUT,
  );

  it(
    'computes the placeholders that images stored before placeholders existed lack',
    () =>
      withFixture(async ({ db, mediaDir }) => {
        await seedDemoCatalog(db, { mediaDir, imageCacheDir });
        const placeholders = () =>
          db.selectFrom('images').select(['id', 'placeholder']).orderBy('id').execute();
        const before = await placeholders();
        await db.updateTable('images').set({ placeholder: null }).execute();
        await seedDemoCatalog(db, { mediaDir, imageCacheDir });
        expect(await placeholders()).toEqual(before);
      }),
    TIMEOUT,
  );

  it(
    'redraws the image files of a deleted media folder without touching the database',
    () =>
      withFixture(async ({ db, mediaDir }) => {
        await seedDemoCatalog(db, { mediaDir, imageCacheDir });
        const before = await snapshot(db);
        fs.rmSync(mediaDir, { recursive: true, force: true });
        const again = await seedDemoCatalog(db, { mediaDir, imageCacheDir });
        const images = await db.selectFrom('images').select(['path']).execute();
        expect(again).toEqual({ seeded: false, movies: 0, series: 0, channels: 0, images: images.length });
        for (const image of images)
          expect(fs.statSync(path.join(mediaDir, image.path)).size).toBeGreaterThan(0);
        expect(await snapshot(db)).toEqual(before);
      }),
    TIMEOUT,
  );
});

describe('seedDemoCatalog started by two instances at once', () => {
  it(
    'seeds once, and changes nothing when run again',
    () =>
      withFixture(async ({ db, mediaDir }) => {
        // Two instances starting at once: the lock lets exactly one of them seed.
        const runs = await Promise.all([
          seedDemoCatalog(db, { mediaDir, imageCacheDir }),
          seedDemoCatalog(db, { mediaDir, imageCacheDir }),
        ]);
        expect(runs.map((run) => run.seeded).sort()).toEqual([false, true]);
        const first = runs.find((run) => run.seeded)!;
        const before = await snapshot(db);
        expect(before.movies).toBe(first.movies);
        const again = await seedDemoCatalog(db, { mediaDir, imageCacheDir });
        expect(again).toEqual({ seeded: false, movies: 0, series: 0, channels: 0, images: 0 });
        expect(await snapshot(db)).toEqual(before);
        await expectIdentitiesPastFixedIds(db);
      }),
    TIMEOUT,
  );
});
