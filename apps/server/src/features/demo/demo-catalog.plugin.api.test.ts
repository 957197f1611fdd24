import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedPackageList } from '../packages/packages.seed.ts';

const catalogTables = [
  'movies',
  'series',
  'episodes',
  'channels',
  'vod_categories',
  'banners',
  'images',
  'epg_programmes',
  'media_assets',
  'media_asset_links',
] as const;

async function rowCounts(portal: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of catalogTables) {
    const row = await portal.app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

const noCatalog = Object.fromEntries(catalogTables.map((table) => [table, 0]));

describe('a fresh database in production', () => {
  let production: TestApp;
  beforeAll(async () => {
    // Asked for the demo media too: production makes none.
    production = await createTestApp({ production: true, seed: true, env: { DEMO_MEDIA: 'auto' } });
    await production.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => production.close());

  it('holds the packages and nothing else: no invented titles, no pictures, no media', async () => {
    const packages = await production.app.db.selectFrom('packages').select('uid').orderBy('id').execute();
    expect(packages.map((row) => row.uid)).toEqual(seedPackageList.map((pack) => pack.uid));
    expect(await rowCounts(production)).toEqual(noCatalog);
    const mediaDir = path.join(production.config.dataDir, 'media');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fs.existsSync(path.join(mediaDir, 'images'))).toBe(false);
    expect(fs.existsSync(path.join(mediaDir, 'demo-sources'))).toBe(false);
  });
});

describe('a test app asked not to seed', () => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await createTestApp();
  });
  afterAll(() => portal.close());

  it('holds neither packages nor the demo catalog', async () => {
    expect(await portal.app.db.selectFrom('packages').select('id').execute()).toEqual([]);
    expect(await rowCounts(portal)).toEqual(noCatalog);
  });
});
