import { type Kysely, Migrator, sql } from 'kysely';
import { migrations } from '../db/migrate.ts';
import type { TestDatabase } from './test-database.ts';
import { SCHEMA_DDL_LOCK } from './test-database.ts';

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

/**
 * Runs a data migration as it would meet a real database: the test database is taken back to the migration
 * just before `migration`, `rowsBefore` writes the rows of that time, and every migration since is run again.
 * On one connection, in turn with other test files' schema changes.
 */
export async function migrateOver(
  database: TestDatabase,
  migration: string,
  rowsBefore: (db: Kysely<unknown>) => Promise<void>,
): Promise<void> {
  const names = Object.keys(migrations);
  const index = names.indexOf(migration);
  if (index < 1) throw new Error(`no migration before ${migration}`);
  await database.db.connection().execute(async (connection) => {
    const db = connection as unknown as Kysely<unknown>;
    await sql`select pg_advisory_lock(${SCHEMA_DDL_LOCK})`.execute(db);
    try {
      await migrateTo(db, names[index - 1] as string);
      await rowsBefore(db);
      await migrateTo(db, names.at(-1) as string);
    } finally {
      await sql`select pg_advisory_unlock(${SCHEMA_DDL_LOCK})`.execute(db);
    }
  });
}
