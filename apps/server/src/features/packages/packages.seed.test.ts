import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { seedPackages } from './packages.seed.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe('package seed', () => {
  it('adds the five data bundles exactly, and five card access packs', async () => {
    expect(await seedPackages(database.db)).toBe(10);
    const bundles = await database.db
      .selectFrom('packages')
      .select([
        'title',
        'price_display',
        'price_kobo',
        'validity_days',
        'data_allowance_mb',
        'rate_code',
        'plan_code',
      ])
      .where('audience', '=', 'glo')
      .orderBy('position')
      .execute();
    expect(bundles).toEqual([
      {
        title: '3-day VOD',
        price_display: '₦150',
        price_kobo: 15000,
        validity_days: 3,
        data_allowance_mb: 500,
        rate_code: '44191',
        plan_code: 'GLOTVVOD3D',
      },
      {
        title: '7-day VOD',
        price_display: '₦450',
        price_kobo: 45000,
        validity_days: 7,
        data_allowance_mb: 2048,
        rate_code: '44192',
        plan_code: 'GLOTVVOD7D',
      },
      {
        title: '30-day VOD',
        price_display: '₦1400',
        price_kobo: 140000,
        validity_days: 30,
        data_allowance_mb: 6144,
        rate_code: '44193',
        plan_code: 'GLOTVVOD30D',
      },
      {
        title: 'Lite',
        price_display: '₦900',
        price_kobo: 90000,
        validity_days: 7,
        data_allowance_mb: 2048,
        rate_code: '44194',
        plan_code: 'GLOTVLITE',
      },
      {
        title: 'Max',
        price_display: '₦3200',
        price_kobo: 320000,
        validity_days: 30,
        data_allowance_mb: 6144,
        rate_code: '44195',
        plan_code: 'GLOTVMAX',
      },
    ]);
    const packs = await database.db
      .selectFrom('packages')
      .select(['title', 'price_kobo', 'validity_days', 'data_allowance_mb', 'includes_channels'])
      .where('audience', '=', 'card')
      .orderBy('position')
      .execute();
    expect(
      packs.map((pack) => [pack.title, pack.price_kobo, pack.validity_days, pack.data_allowance_mb]),
    ).toEqual([
      ['3-day VOD', 15000, 3, null],
      ['7-day VOD', 45000, 7, null],
      ['30-day VOD', 140000, 30, null],
      ['Lite', 90000, 7, null],
      ['Max', 320000, 30, null],
    ]);
  });

  it('changes nothing when run again', async () => {
    const before = await database.db.selectFrom('packages').selectAll().orderBy('id').execute();
    expect(await seedPackages(database.db)).toBe(0);
    expect(await database.db.selectFrom('packages').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('lets a package added later take a fresh id', async () => {
    const added = await database.db
      .insertInto('packages')
      .values({
        uid: 'card-weekend',
        title: 'Weekend',
        description: 'Movies',
        audience: 'card',
        price_kobo: 10000,
        price_display: '₦100',
        validity_days: 2,
        plan_code: 'WEEKEND',
        includes_movies: true,
        includes_channels: false,
        position: 6,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(added.id).toBe(11);
  });
});
