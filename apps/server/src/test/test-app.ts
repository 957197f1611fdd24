import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config/load-config.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a test database and a temporary DATA_DIR; `seed: false` skips the demo catalog. */
export async function createTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string | undefined>;
    /** Plugins to add before the app is ready, for a feature that app.ts does not register yet. */
    register?: (app: FastifyInstance) => Promise<void>;
    /** The clock that decides which packages are active (see AppOptions.clock). */
    clock?: () => Date;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // No port of its own: nothing outside (a card provider's webhook) reaches a test app unless the test listens.
    PORT: '0',
    RATE_LIMIT_MULTIPLIER: '100',
    REDIS_URL: process.env.TEST_DB === 'postgres' ? process.env.TEST_REDIS_URL : undefined,
    ...options.env,
  });
  const database = await createTestDatabase();
  const app = await buildApp({ config, db: database.db, seed: options.seed ?? false, clock: options.clock });
  if (options.register) await options.register(app);
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await database.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
