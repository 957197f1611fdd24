import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/database.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { pgBossDb } from './pg-boss-db.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await sql`create table boss_probe (id integer primary key)`.execute(database.db);
});
afterAll(() => database.destroy());

describe(`pg-boss over the app's database on ${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('leaves no transaction open behind a script that fails between its begin and commit', async () => {
    // One connection, so the next statement surely gets the connection the failed script ran on.
    const single = database.url ? createDatabase({ url: database.url, poolSize: 1 }) : database.db;
    try {
      const boss = pgBossDb(single);
      await boss.executeSql('insert into boss_probe values (1)', []);
      await expect(
        boss.executeSql(
          'begin; insert into boss_probe values (2); insert into boss_probe values (1); commit;',
        ),
      ).rejects.toThrow();
      const { rows } = await boss.executeSql('select id from boss_probe order by id', []);
      expect(rows).toEqual([{ id: 1 }]);
      expect((await sql<{ id: number }>`select id from boss_probe`.execute(single)).rows).toEqual([
        { id: 1 },
      ]);
    } finally {
      if (single !== database.db) await single.destroy();
    }
  });
});
