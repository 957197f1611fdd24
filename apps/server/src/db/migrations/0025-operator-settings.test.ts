import { type QueryExecutorProvider, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateOver } from '../../test/migration-steps.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

async function settingsTableExists(db: QueryExecutorProvider): Promise<boolean> {
  const { rows } = await sql<{
    name: string | null;
  }>`select to_regclass('operator_settings')::text as name`.execute(db);
  return rows[0]?.name != null;
}

describe('the migration to operator settings', () => {
  it('is undone by its down (the table is gone) and made again by its up, keeping one row per key', async () => {
    let existedBefore: boolean | undefined;
    await migrateOver(database, '0025-operator-settings', async (db) => {
      existedBefore = await settingsTableExists(db);
    });
    expect(existedBefore).toBe(false);
    expect(await settingsTableExists(database.db)).toBe(true);

    const save = (value: number) =>
      database.db
        .insertInto('operator_settings')
        .values({
          key: 'stream_limit',
          value: JSON.stringify(value),
          changed_by: null,
          changed_by_email: 'a@b.c',
        })
        .execute();
    await save(3);
    await expect(save(4)).rejects.toThrow(/duplicate key/);
    const row = await database.db.selectFrom('operator_settings').selectAll().executeTakeFirstOrThrow();
    expect(row.value).toBe(3);
    expect(row.changed_at).toBeInstanceOf(Date);
  });
});
