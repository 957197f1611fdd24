import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { migrations } from '../migrate.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

/** Same lock the test databases take around schema changes, so no other test file drops a schema meanwhile. */
const SCHEMA_DDL_LOCK = 7_214_003;

async function migrateTo(db: Kysely<unknown>, name: string): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0]?.schema ?? 'public',
  });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error;
}

describe('the migration to proven e-mails', () => {
  it('counts the e-mail sign-ups made before it as proven, and a Glo subscriber e-mail as contact data', async () => {
    await database.db.connection().execute(async (connection) => {
      const db = connection as unknown as Kysely<unknown>;
      await sql`select pg_advisory_lock(${SCHEMA_DDL_LOCK})`.execute(db);
      try {
        await migrateTo(db, '0004-purchase-lifecycle');
        await sql`insert into subscribers (uid, kind, username, msisdn, email, password_hash, first_name, last_name)
          values ('sub-ada', 'email', 'ada@example.com', null, 'ada@example.com', 'hash', 'CRM', 'Test'),
                 ('sub-glo', 'glo', 'g8051112222', '+2348051112222', 'bo@example.com', null, 'GLO', 'TV')`.execute(
          db,
        );
        await migrateTo(db, Object.keys(migrations).at(-1) as string);
      } finally {
        await sql`select pg_advisory_unlock(${SCHEMA_DDL_LOCK})`.execute(db);
      }
    });
    const rows = await database.db
      .selectFrom('subscribers')
      .select(['uid', 'created_at', 'email_verified_at'])
      .orderBy('uid')
      .execute();
    expect(rows.map((row) => [row.uid, row.email_verified_at?.getTime() ?? null])).toEqual([
      ['sub-ada', rows[0]?.created_at.getTime()],
      ['sub-glo', null],
    ]);
  });
});
