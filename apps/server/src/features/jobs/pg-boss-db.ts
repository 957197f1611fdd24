import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { PGliteConnection } from '../../db/pglite-dialect.ts';

/** What pg-boss asks of the database it is given instead of opening a pool of its own. */
export interface PgBossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss over the app's own Kysely database, on PGlite and PostgreSQL alike: every statement takes a
 * connection from Kysely, so on PGlite (a single connection) it waits for a transaction in flight instead of
 * slipping into it. pg-boss's maintenance sends several statements at once without parameters (its own
 * begin … commit): PostgreSQL's simple protocol runs those as they are, PGlite through `exec`. pg-boss never
 * spans a transaction over two calls, so every call ends with no transaction open.
 */
export function pgBossDb(db: Db): PgBossDb {
  return {
    executeSql: (text, values) =>
      db.getExecutor().provideConnection(async (connection) => {
        try {
          if ((!values || values.length === 0) && connection instanceof PGliteConnection) {
            return await connection.executeScript(text);
          }
          const result = await connection.executeQuery(CompiledQuery.raw(text, values ?? []));
          return { rows: result.rows as unknown[] };
        } catch (error) {
          // A script that failed between its own begin and commit leaves the connection in an aborted
          // transaction; ending it here keeps it from failing every statement the app sends next.
          await connection.executeQuery(CompiledQuery.raw('rollback')).catch(() => {});
          throw error;
        }
      }),
  };
}

/**
 * The schema pg-boss keeps its tables in: `pgboss` beside the app's tables in `public`; the app's own schema
 * when it works in one (each PostgreSQL test file does, and drops it with everything in it).
 */
export async function jobSchemaFor(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const current = rows[0]?.schema ?? 'public';
  return current === 'public' ? 'pgboss' : current;
}

/** True when the database is an in-process PGlite, which no other process can share. */
export function isPglite(db: Db): Promise<boolean> {
  return db.getExecutor().provideConnection(async (connection) => connection instanceof PGliteConnection);
}
