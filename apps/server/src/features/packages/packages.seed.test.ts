import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { seedPackages } from './packages.seed.ts';
import { PackagesService } from './packages.service.ts';

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
        'title_pt',
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
        title_pt: 'VOD 3 dias',
        price_kobo: 15000,
        validity_days: 3,
        data_allowance_mb: 500,
        rate_code: '44191',
        plan_code: 'GLOTVVOD3D',
      },
      {
        title: '7-day VOD',
        title_pt: 'VOD 7 dias',
        price_kobo: 45000,
        validity_days: 7,
        data_allowance_mb: 2048,
        rate_code: '44192',
        plan_code: 'GLOTVVOD7D',
      },
      {
        title: '30-day VOD',
        title_pt: 'VOD 30 dias',
        price_kobo: 140000,
        validity_days: 30,
        data_allowance_mb: 6144,
        rate_code: '44193',
        plan_code: 'GLOTVVOD30D',
      },
      {
        title: 'Lite',
        title_pt: 'Lite',
        price_kobo: 90000,
        validity_days: 7,
        data_allowance_mb: 2048,
        rate_code: '44194',
        plan_code: 'GLOTVLITE',
      },
      {
        title: 'Max',
        title_pt: 'Max',
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
    const { after } = await new PackagesService(database.db).create({
      uid: 'card-weekend',
      payment_method: 'card',
      title_gb: 'Weekend',
      title_pt: 'Fim de semana',
      description_gb: 'Movies',
      description_pt: 'Filmes',
      price_kobo: 10000,
      validity_days: 2,
      data_allowance_mb: null,
      rate_code: null,
      plan_code: 'WEEKEND',
      charge_group_code: null,
      includes_movies: true,
      includes_channels: false,
      position: 6,
    });
    expect(after.id).toBe(11);
  });

  it('gives every package the same id when two instances seed one fresh database at once', async () => {
    const fresh = await createTestDatabase();
    try {
      const created = await Promise.all([seedPackages(fresh.db), seedPackages(fresh.db)]);
      expect(created[0] + created[1]).toBe(10);
      const rows = await fresh.db.selectFrom('packages').select(['id', 'uid']).orderBy('id').execute();
      expect(rows.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(rows.find((row) => row.id === 9)?.uid).toBe('card-glotvlite');
    } finally {
      await fresh.destroy();
    }
  });

  it('leaves a package the operator changed as it is, and makes again only one that is missing', async () => {
    const service = new PackagesService(database.db);
    const lite = await database.db
      .selectFrom('packages')
      .select('id')
      .where('uid', '=', 'glo-glotvlite')
      .executeTakeFirstOrThrow();
    await service.edit(lite.id, { price_kobo: 95_000, title_gb: 'Lite Plus' });
    expect(await seedPackages(database.db, service)).toBe(0);
    const row = await database.db
      .selectFrom('packages')
      .select(['title', 'price_kobo'])
      .where('id', '=', lite.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: 'Lite Plus', price_kobo: 95_000 });
  });
});
