import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config/load-config.ts';
import { type SimulatedSystem, type StartedSimulators, startSimulators } from '../development/simulators.ts';
import { createTestDatabase } from './test-database.ts';

export type { SimulatedSystem } from '../development/simulators.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** The simulators the test asked for, to read what they received or change how they behave. */
  simulators: Omit<StartedSimulators, 'env' | 'close'>;
  close(): Promise<void>;
}

/**
 * The real app on a test database and a temporary DATA_DIR. Only the simulators in `simulators` run (none by
 * default), each with credentials made up for this app, so every call proves the adapter uses the configured
 * ones; the systems not started are unconfigured and every call to them fails. `seed: false` skips the seed.
 */
export async function createTestApp(
  options: {
    seed?: boolean;
    simulators?: readonly SimulatedSystem[];
    /** Production mode, with every variable production requires (systems not started point at nothing). */
    production?: boolean;
    env?: Record<string, string | undefined>;
    /** Plugins to add before the app is ready, for a feature that app.ts does not register yet. */
    register?: (app: FastifyInstance) => Promise<void>;
    /** The clock that decides which packages are active (see AppOptions.clock). */
    clock?: () => Date;
    /** A logger, for a test about what the app logs (silent otherwise). */
    logger?: FastifyServerOptions['logger'];
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-test-'));
  const simulators = await startSimulators(options.simulators ?? [], { credentials: madeUpCredentials() });
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      // No port of its own: nothing outside (a card provider's webhook) reaches a test app unless the test listens.
      PORT: '0',
      RATE_LIMIT_MULTIPLIER: '100',
      REDIS_URL: process.env.TEST_DB === 'postgres' ? process.env.TEST_REDIS_URL : undefined,
      // Each test database numbers its subscribers from 1: keys of their state in the shared Redis must not meet.
      REDIS_KEY_PREFIX: `glotv-test-${randomBytes(6).toString('hex')}`,
      // Hashing costs ~1 ms instead of ~0.5 s; production mode refuses this and runs OWASP's (decision 026).
      ...(options.production ? productionEnv() : { PASSWORD_HASH_STRENGTH: 'weak-for-tests' }),
      ...simulators.env,
      ...options.env,
    });
    const database = await createTestDatabase();
    const app = await buildApp({
      config,
      db: database.db,
      seed: options.seed ?? false,
      clock: options.clock,
      logger: options.logger,
    });
    if (options.register) await options.register(app);
    await app.ready();
    const { env: _env, close: closeSimulators, ...handles } = simulators;
    return {
      app,
      config,
      simulators: handles,
      async close() {
        await app.close();
        await database.destroy();
        await closeSimulators();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await simulators.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** A complete production environment whose systems answer nowhere; the test database is handed to the app. */
export function productionEnv(): Record<string, string> {
  const nowhere = 'http://127.0.0.1:9';
  return {
    ...madeUpCredentials(),
    NODE_ENV: 'production',
    RATE_LIMIT_MULTIPLIER: '1',
    DATABASE_URL: 'postgres://unused@127.0.0.1:5432/unused',
    PUBLIC_BASE_URL: 'https://tv.example.com',
    MEDIA_SIGNING_SECRET: randomBytes(32).toString('base64url'),
    TOKEN_SIGNING_SECRET: randomBytes(32).toString('base64url'),
    API_CLIENTS: 'glotv-web:production-client-secret',
    MAIL_FROM: 'GLO-TV <no-reply@tv.example.com>',
    CARD_PUBLIC_KEY: 'FLWPUBK-production-public-key',
    SMS_GATEWAY_URL: nowhere,
    SMTP_URL: 'smtp://127.0.0.1:9',
    BSS_URL: nowhere,
    GLO_VERIFY_URL: nowhere,
    CHARGING_GATEWAY_URL: nowhere,
    CARD_PROVIDER_URL: nowhere,
  };
}

function madeUpCredentials(): Record<string, string> {
  const made = () => randomBytes(24).toString('base64url');
  return {
    SMS_GATEWAY_API_KEY: made(),
    BSS_USERNAME: `portal-${made()}`,
    BSS_PASSWORD: made(),
    BSS_PARTY_ID: 'GLOTVTEST',
    GLO_VERIFY_USERNAME: `portal-${made()}`,
    GLO_VERIFY_PASSWORD: made(),
    CHARGING_GATEWAY_USERNAME: `portal-${made()}`,
    CHARGING_GATEWAY_PASSWORD: made(),
    CARD_SECRET_KEY: `sk_${made()}`,
    CARD_WEBHOOK_HASH: made(),
  };
}
