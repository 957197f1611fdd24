import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../../app.ts';
import { type Config, loadConfig } from '../../config/load-config.ts';
import { createTestDatabase } from '../../test/test-database.ts';

export interface AppInMode {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on a test database, in the mode asked for. Production's configuration is the test one with
 * `env` set to production, so a test sees what production mode changes without the secrets and systems a
 * real deployment must be given.
 */
export async function createAppInMode(
  env: Config['env'],
  options: { seed?: boolean; logger?: FastifyServerOptions['logger']; config?: Partial<Config> } = {},
): Promise<AppInMode> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `glotv-${env}-`));
  const testConfig = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: '0',
    SIMULATORS: 'off',
    REDIS_URL: process.env.TEST_DB === 'postgres' ? process.env.TEST_REDIS_URL : undefined,
  });
  const config: Config = { ...testConfig, ...options.config, env };
  const database = await createTestDatabase();
  const app = await buildApp({
    config,
    db: database.db,
    seed: options.seed ?? false,
    logger: options.logger,
  });
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
