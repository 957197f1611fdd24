import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import { pgliteExtensions } from './pglite-extensions.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it an embedded PGlite is used. */
  url?: string | undefined;
  /** Folder for the embedded database; in memory when absent. */
  pgliteDir?: string | undefined;
  /** An already-open PGlite, e.g. a per-test clone. */
  pglite?: PGlite | undefined;
  /** Schema to work in on PostgreSQL (tests use a fresh one each). */
  schema?: string | undefined;
  poolSize?: number | undefined;
}

export function createDatabase(options: DatabaseOptions): Db {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // An idle client's error (e.g. the server restarting) must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    // So must the error a client in use emits when the server ends its session (a restart, a failover): its
    // query fails on its own, and the pool drops the broken client when it is released.
    pool.on('connect', (client) => client.on('error', () => {}));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const pglite = options.pglite ?? openPGlite(options.pgliteDir);
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}

function openPGlite(dir: string | undefined): PGlite {
  if (!dir) return new PGlite({ extensions: pgliteExtensions });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  return new PGlite(dir, { extensions: pgliteExtensions });
}
