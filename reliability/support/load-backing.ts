import pg from 'pg';
import { type PrivatePostgres, privatePostgresAvailable, startPrivatePostgres } from './private-postgres.ts';
import { type PrivateRedis, privateRedisAvailable, startPrivateRedis } from './private-redis.ts';

/** A PostgreSQL database and a Redis for one test file's server. */
export interface BackingServices {
  databaseUrl: string;
  redisUrl: string;
  /** 'shared' (TEST_DATABASE_URL and TEST_REDIS_URL) or 'private' (throwaway servers). */
  kind: 'shared' | 'private';
  close(): Promise<void>;
}

/**
 * For a test that restarts nothing: a fresh database `reliability_<random>` on the shared PostgreSQL with the
 * shared Redis when TEST_DATABASE_URL and TEST_REDIS_URL are set (CI), dropped afterwards; otherwise a private
 * PostgreSQL cluster and Redis. Neither available is an error that says what is missing.
 */
export async function openBackingServices(): Promise<BackingServices> {
  const sharedDatabase = process.env.TEST_DATABASE_URL;
  const sharedRedis = process.env.TEST_REDIS_URL;
  if (sharedDatabase && sharedRedis) return freshSharedDatabase(sharedDatabase, sharedRedis);
  const missing = [
    privatePostgresAvailable() ? undefined : 'PostgreSQL 15 binaries (initdb, pg_ctl; PG_BIN)',
    privateRedisAvailable() ? undefined : 'redis-server on the PATH',
  ].filter(Boolean);
  if (missing.length > 0) {
    throw new Error(
      `The reliability suite needs PostgreSQL and Redis: set TEST_DATABASE_URL and TEST_REDIS_URL, or install ${missing.join(' and ')}.`,
    );
  }
  return privateServices();
}

/** A private PostgreSQL cluster and Redis, for a test that stops or restarts them. */
export async function privateServices(): Promise<
  BackingServices & { postgres: PrivatePostgres; redis: PrivateRedis }
> {
  const postgres = await startPrivatePostgres();
  let redis: PrivateRedis;
  try {
    redis = await startPrivateRedis();
  } catch (error) {
    await postgres.destroy();
    throw error;
  }
  return {
    databaseUrl: await postgres.createDatabase('glotv'),
    redisUrl: redis.url,
    kind: 'private',
    postgres,
    redis,
    async close() {
      await Promise.all([redis.destroy(), postgres.destroy()]);
    },
  };
}

async function freshSharedDatabase(sharedUrl: string, redisUrl: string): Promise<BackingServices> {
  const name = `reliability_${Math.random().toString(36).slice(2, 10)}`;
  await admin(sharedUrl, `create database ${name}`);
  const databaseUrl = new URL(sharedUrl);
  databaseUrl.pathname = `/${name}`;
  return {
    databaseUrl: databaseUrl.href,
    redisUrl,
    kind: 'shared',
    async close() {
      await admin(sharedUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
