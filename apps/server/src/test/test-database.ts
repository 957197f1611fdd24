import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { createDatabase, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openPgliteFromTemplate } from './pglite-template.ts';

export interface TestDatabase {
  db: Db;
  /** Which engine the suite is running on, for test names and the rare engine-specific assertion. */
  engine: 'pglite' | 'postgres';
  /** On PostgreSQL, a connection string that works in this database's schema (for a server in another process). */
  url?: string;
  destroy(): Promise<void>;
}

/**
 * A migrated, empty database of its own for one test file. On PostgreSQL (TEST_DB=postgres with
 * TEST_DATABASE_URL) it is a fresh schema that is dropped afterwards; otherwise an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB === 'postgres') {
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    return createPostgresSchema(url);
  }
  const pglite = await openPgliteFromTemplate(inject('pgliteTemplate'));
  const db = createDatabase({ pglite });
  return { db, engine: 'pglite', destroy: () => db.destroy() };
}

/**
 * Kysely's migrator lists the tables of every schema, so a schema dropped by another test file at that moment
 * breaks it. Schema creation, migration and dropping therefore take turns across test workers.
 */
export const SCHEMA_DDL_LOCK = 7_214_003;

async function inTurn<T>(admin: Db, work: () => Promise<T>): Promise<T> {
  await sql`select pg_advisory_lock(${SCHEMA_DDL_LOCK})`.execute(admin);
  try {
    return await work();
  } finally {
    await sql`select pg_advisory_unlock(${SCHEMA_DDL_LOCK})`.execute(admin);
  }
}

async function createPostgresSchema(url: string): Promise<TestDatabase> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = createDatabase({ url, poolSize: 1 });
  const db = createDatabase({ url, schema, poolSize: 5 });
  await inTurn(admin, async () => {
    await sql.raw(`create schema ${schema}`).execute(admin);
    await migrateToLatest(db);
  });
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return {
    db,
    engine: 'postgres',
    url: scoped.href,
    async destroy() {
      await db.destroy();
      await inTurn(admin, () => sql.raw(`drop schema if exists ${schema} cascade`).execute(admin));
      await admin.destroy();
    },
  };
}
