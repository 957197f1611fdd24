import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDatabase, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export interface DbPluginOptions {
  /** A migrated database made by the caller (tests); otherwise one is opened from the configuration. */
  db?: Db | undefined;
}

/** Opens the database, brings its schema up to date before any route runs, and closes it with the app. */
export const dbPlugin = fp<DbPluginOptions>(
  async (app: FastifyInstance, options) => {
    const { config } = app;
    const db =
      options.db ?? createDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
    // A database handed in (tests) comes migrated; one opened here is brought up to date before any route runs.
    if (!options.db) {
      const applied = await migrateToLatest(db);
      if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
    }
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      if (!options.db) await db.destroy();
    });
  },
  { name: 'db', dependencies: ['config'] },
);
