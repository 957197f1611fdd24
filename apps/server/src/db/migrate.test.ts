import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { migrateToLatest } from './migrate.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const insertGlo = (username: string, msisdn: string) =>
  database.db
    .insertInto('subscribers')
    .values({ uid: `sub-${username}`, kind: 'glo', username, msisdn, first_name: 'GLO', last_name: 'TV' })
    .execute();

describe('migrations', () => {
  it('create every table of the data model', async () => {
    // Only this test's schema: other test files create and drop theirs meanwhile.
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
      database.db,
    );
    const names = rows.map((row) => row.name);
    for (const table of [
      'subscribers',
      'devices',
      'sessions',
      'refresh_tokens',
      'otp_challenges',
      'packages',
      'purchases',
      'payments',
      'user_packages',
      'channel_categories',
      'channels',
      'epg_programmes',
      'vod_categories',
      'movies',
      'series',
      'seasons',
      'episodes',
      'banners',
      'images',
      'media_assets',
      'renditions',
      'usage_logs',
      'media_asset_links',
      'messages',
      'billing_outbox',
    ]) {
      expect(names, `table ${table}`).toContain(table);
    }
  });

  it('are idempotent: running them again applies nothing', async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('give a subscriber the spec defaults: Active, PREPAID, Nigeria', async () => {
    await insertGlo('g8051234567', '+2348051234567');
    const row = await database.db
      .selectFrom('subscribers')
      .select(['status', 'type', 'country'])
      .where('username', '=', 'g8051234567')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'Active', type: 'PREPAID', country: 'Nigeria' });
  });

  it('refuse a Glo username that is not g followed by the number', async () => {
    await expect(insertGlo('g8050000000', '+2348059999999')).rejects.toThrow(/check constraint/);
  });

  it('refuse a second subscriber with the same number or the same e-mail in any case', async () => {
    await insertGlo('g8060000000', '+2348060000000');
    await expect(insertGlo('g8060000000', '+2348060000000')).rejects.toThrow(/duplicate key/);
    const email = (address: string) =>
      database.db
        .insertInto('subscribers')
        .values({
          uid: `sub-${address}`,
          kind: 'email',
          username: address,
          email: address,
          email_verified_at: new Date(),
          password_hash: 'hash',
          first_name: 'CRM',
          last_name: 'Test',
        })
        .execute();
    await email('ada@example.com');
    await expect(email('ADA@example.com')).rejects.toThrow(/duplicate key/);
  });

  it('refuse a purchase whose medium and bill disagree', async () => {
    await sql`insert into packages (id, uid, title, title_pt, description, description_pt, audience, price_kobo,
      validity_days, data_allowance_mb, rate_code, plan_code, includes_movies, includes_channels, position)
      values (99, 'p99', 'Test', 'Teste', 'Test', 'Teste', 'glo', 100, 1, 1, '1', 'P', true, false, 1)`.execute(
      database.db,
    );
    const subscriber = await database.db
      .selectFrom('subscribers')
      .select('id')
      .where('username', '=', 'g8051234567')
      .executeTakeFirstOrThrow();
    await expect(
      database.db
        .insertInto('purchases')
        .values({
          reference: 'ref-1',
          subscriber_id: subscriber.id,
          package_id: 99,
          medium: 'web',
          bill: false,
          amount_kobo: 100,
          package_title: 'Test',
          package_title_pt: 'Teste',
          validity_days: 1,
          plan_code: 'P',
          includes_movies: true,
          includes_channels: false,
        })
        .execute(),
    ).rejects.toThrow(/check constraint/);
  });
});
