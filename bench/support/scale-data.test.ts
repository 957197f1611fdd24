import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalog } from '../../apps/server/src/features/demo/demo-catalog.seed.ts';
import { sharedImageCacheDir } from '../../apps/server/src/features/demo/generate-images.ts';
import { seedPackages } from '../../apps/server/src/features/packages/packages.seed.ts';
import { createTestDatabase, type TestDatabase } from '../../apps/server/src/test/test-database.ts';
import { generateScaleData, type ScaleDataRun } from './scale-data.ts';

let database: TestDatabase;
let mediaDir: string;
let demo: { movies: number; series: number; channels: number; programmes: number };
let run: ScaleDataRun;

beforeAll(async () => {
  database = await createTestDatabase();
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-scale-data-'));
  await seedPackages(database.db);
  const seeded = await seedDemoCatalog(database.db, { mediaDir, imageCacheDir: sharedImageCacheDir() });
  const programmes = await database.db
    .selectFrom('epg_programmes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  demo = { ...seeded, programmes: Number(programmes.n) };
  run = await generateScaleData(database.db, {
    movies: seeded.movies + 7,
    series: seeded.series + 2,
    channels: seeded.channels + 3,
    guideDays: 3,
    subscribers: 200,
  });
}, 120_000);
afterAll(async () => {
  await database?.destroy();
  if (mediaDir) fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('the scale data generator', () => {
  it('fills the catalog up to the target with copies of the demo titles and channels', () => {
    expect(run.counts.movies).toBe(demo.movies + 7);
    expect(run.counts.series).toBe(demo.series + 2);
    expect(run.counts.channels).toBe(demo.channels + 3);
  });

  it("sells every copied title in its source title's packages and shows it in its carousels", async () => {
    const unsold = await database.db
      .selectFrom('movies')
      .leftJoin('movie_packages', 'movie_packages.movie_id', 'movies.id')
      .where('movies.uid', 'like', 'scale-m-%')
      .where('movie_packages.package_id', 'is', null)
      .select('movies.uid')
      .execute();
    expect(unsold).toEqual([]);
    const shown = await database.db
      .selectFrom('vod_category_items')
      .innerJoin('movies', 'movies.id', 'vod_category_items.movie_id')
      .where('movies.uid', 'like', 'scale-m-%')
      .select('movies.id')
      .distinct()
      .execute();
    expect(shown).toHaveLength(7);
  });

  it("gives each copied series its source's seasons and episodes", async () => {
    const copies = await database.db
      .selectFrom('series')
      .innerJoin('seasons', 'seasons.series_id', 'series.id')
      .innerJoin('episodes', 'episodes.season_id', 'seasons.id')
      .where('series.uid', 'like', 'scale-s-%')
      .select((eb) => ['series.uid', eb.fn.countAll<number>().as('episodes')])
      .groupBy('series.uid')
      .execute();
    expect(copies).toHaveLength(2);
    for (const copy of copies) expect(Number(copy.episodes)).toBeGreaterThan(0);
  });

  it('repeats the first day of guide on each following day, for every channel', async () => {
    const first = await database.db
      .selectFrom('epg_programmes')
      .select((eb) => eb.fn.min('starts_at').as('start'))
      .executeTakeFirstOrThrow();
    const secondDay = new Date(new Date(first.start).getTime() + 24 * 60 * 60 * 1000);
    const channels = await database.db
      .selectFrom('epg_programmes')
      .select((eb) => [
        'channel_id',
        eb.fn.countAll<number>().as('all'),
        eb.fn.count<number>('id').filterWhere('starts_at', '<', secondDay).as('firstDay'),
      ])
      .groupBy('channel_id')
      .execute();
    expect(channels).toHaveLength(demo.channels + 3);
    for (const channel of channels) {
      expect(Number(channel.firstDay)).toBeGreaterThan(0);
      expect(Number(channel.all)).toBe(3 * Number(channel.firstDay));
    }
    expect(run.counts.programmes).toBeGreaterThan(demo.programmes * 3);
  });

  it('adds subscribers with devices and sessions, a share of them with a package still valid', () => {
    expect(run.counts.subscribers).toBe(200);
    expect(run.counts.devices).toBe(300);
    expect(run.counts.sessions).toBeGreaterThan(150);
    expect(run.counts.sessions).toBeLessThan(300);
    expect(run.counts.purchases).toBe(120);
    expect(run.counts.activePackages).toBe(80);
  });

  it('sells Glo numbers their airtime packages and e-mail subscribers their card packages', async () => {
    const mismatched = await database.db
      .selectFrom('purchases')
      .innerJoin('subscribers', 'subscribers.id', 'purchases.subscriber_id')
      .innerJoin('packages', 'packages.id', 'purchases.package_id')
      .where((eb) =>
        eb.or([
          eb.and([eb('subscribers.kind', '=', 'glo'), eb('packages.audience', '<>', 'glo')]),
          eb.and([eb('subscribers.kind', '=', 'email'), eb('packages.audience', '<>', 'card')]),
        ]),
      )
      .select('purchases.reference')
      .execute();
    expect(mismatched).toEqual([]);
  });
});
