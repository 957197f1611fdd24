import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateOver } from '../../test/migration-steps.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe('the migration to proven e-mails', () => {
  it('counts the e-mail sign-ups made before it as proven, and a Glo subscriber e-mail as contact data', async () => {
    await migrateOver(database, '0005-proven-email', async (db) => {
      await sql`insert into subscribers (uid, kind, username, msisdn, email, password_hash, first_name, last_name)
          values ('sub-ada', 'email', 'ada@example.com', null, 'ada@example.com', 'hash', 'CRM', 'Test'),
                 ('sub-glo', 'glo', 'g8051112222', '+2348051112222', 'bo@example.com', null, 'GLO', 'TV')`.execute(
        db,
      );
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
