import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateOver } from '../../test/migration-steps.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe('the migration to package rows', () => {
  it('gives the seeded packages their Portuguese texts and every earlier purchase a copy of what it bought', async () => {
    await migrateOver(database, '0010-package-rows', async (db) => {
      await sql`insert into packages (id, uid, title, description, audience, price_kobo, price_display,
          validity_days, data_allowance_mb, rate_code, plan_code, charge_group_code, includes_movies,
          includes_channels, position)
          values (1, 'glo-glotvvod3d', '3-day VOD', 'All movies', 'glo', 15000, '₦150', 3, 500, '44191',
                  'GLOTVVOD3D', '44220', true, false, 1),
                 (2, 'card-special', 'Special', 'Something else', 'card', 99900, '₦999', 9, null, null,
                  'SPECIAL', null, true, true, 2)`.execute(db);
      await sql`insert into subscribers (uid, kind, username, msisdn, first_name, last_name)
          values ('sub-glo', 'glo', 'g8051112222', '+2348051112222', 'GLO', 'TV')`.execute(db);
      await sql`insert into purchases (reference, subscriber_id, package_id, medium, bill, amount_kobo)
          select 'ref-old', id, 1, 'web', true, 15000 from subscribers where uid = 'sub-glo'`.execute(db);
    });
    const packages = await database.db
      .selectFrom('packages')
      .select(['uid', 'title', 'title_pt', 'description_pt'])
      .orderBy('id')
      .execute();
    expect(packages).toEqual([
      {
        uid: 'glo-glotvvod3d',
        title: '3-day VOD',
        title_pt: 'VOD 3 dias',
        description_pt: 'Todos os filmes',
      },
      { uid: 'card-special', title: 'Special', title_pt: 'Special', description_pt: 'Something else' },
    ]);
    const purchase = await database.db
      .selectFrom('purchases')
      .select([
        'amount_kobo',
        'package_title',
        'package_title_pt',
        'validity_days',
        'plan_code',
        'rate_code',
        'charge_group_code',
        'data_allowance_mb',
        'includes_movies',
        'includes_channels',
      ])
      .executeTakeFirstOrThrow();
    expect(purchase).toEqual({
      amount_kobo: 15000,
      package_title: '3-day VOD',
      package_title_pt: 'VOD 3 dias',
      validity_days: 3,
      plan_code: 'GLOTVVOD3D',
      rate_code: '44191',
      charge_group_code: '44220',
      data_allowance_mb: 500,
      includes_movies: true,
      includes_channels: false,
    });
  });
});
