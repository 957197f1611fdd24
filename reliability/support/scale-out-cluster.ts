import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type RunningSimulators,
  serverEnvironmentOf,
  startSimulators,
} from '@glotv/simulators/start-simulators';
import { freePort } from '@glotv/testing/free-port';
import { type Portal, startPortal } from '@glotv/testing/portal-launcher';
import { Redis } from 'ioredis';
import pg from 'pg';
import { demoImageSpecs } from '../../apps/server/src/features/demo/demo-catalog.images.ts';
import { generateImages } from '../../apps/server/src/features/demo/generate-images.ts';
import { type RoundRobinProxy, startRoundRobin } from './round-robin.ts';

export interface ScaleOutCluster {
  proxy: RoundRobinProxy;
  /** The two instances' own addresses, in the proxy's upstream order. */
  instances: string[];
  simulators: RunningSimulators;
  /** A connection to the instances' database, for checking what they wrote. */
  db: pg.Pool;
  /** A client address of its own for each scenario, so per-address limits never mix between them. */
  nextClientAddress(): string;
  stop(): Promise<void>;
}

/** The shared services CI provides; the scale-out tests need both and never fall back to embedded ones. */
export function sharedServices(): { databaseUrl: string; redisUrl: string } {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!databaseUrl || !redisUrl) {
    throw new Error(
      'The scale-out tests need the shared PostgreSQL and Redis: set TEST_DATABASE_URL ' +
        '(e.g. postgres://postgres@127.0.0.1:5432/test) and TEST_REDIS_URL (e.g. redis://127.0.0.1:6379).',
    );
  }
  return { databaseUrl, redisUrl };
}

/**
 * Two real servers on one fresh PostgreSQL database and one Redis logical database, sharing every secret and one
 * set of operator simulators, behind a round-robin proxy that is also their public address.
 */
export async function startScaleOutCluster(): Promise<ScaleOutCluster> {
  const shared = sharedServices();
  const cleanups: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
  };
  try {
    const databaseUrl = await createDatabase(shared.databaseUrl, cleanups);
    const addressPrefix = `10.${randomInt(1, 255)}.${randomInt(1, 255)}`;
    const redisUrl = await redisDatabase(shared.redisUrl, addressPrefix, cleanups);

    const ports = [await freePort(), await freePort()];
    if (ports[0] === ports[1]) throw new Error('freePort gave the same port twice');
    const instances = ports.map((port) => `http://127.0.0.1:${port}`);
    const proxy = await startRoundRobin(instances);
    cleanups.push(() => proxy.close());

    // One set of simulators for both: the card provider keeps its checkouts in memory and sends webhooks.
    const simulators = await startSimulators(
      {},
      { cardWebhookUrl: new URL('/cm/api/payments/webhook/', proxy.url).href },
    );
    cleanups.push(() => simulators.close());

    const env = sharedEnvironment({ databaseUrl, redisUrl, publicBaseUrl: proxy.url, simulators });
    const images = await drawDemoImagesOnce(cleanups);
    const portals = await Promise.allSettled(ports.map((port) => startInstance(env, port, images, cleanups)));
    const failed = portals.find((started) => started.status === 'rejected');
    if (failed) throw failed.reason;

    const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    cleanups.push(() => db.end());
    let clients = 0;
    return {
      proxy,
      instances,
      simulators,
      db,
      nextClientAddress: () => `${addressPrefix}.${++clients}`,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Everything that must be the same on every instance is set here, never left to per-instance defaults. */
function sharedEnvironment(options: {
  databaseUrl: string;
  redisUrl: string;
  publicBaseUrl: string;
  simulators: RunningSimulators;
}): Record<string, string> {
  return {
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    PUBLIC_BASE_URL: options.publicBaseUrl,
    TRUSTED_PROXIES: '127.0.0.1,::1',
    OPERATOR_UID: 'glotv',
    API_CLIENTS: 'glotv-web:glotv-web-public',
    // Access tokens and OTP hashes (token secret) and media links (media secret) must verify on either instance.
    TOKEN_SIGNING_SECRET: randomBytes(32).toString('base64url'),
    MEDIA_SIGNING_SECRET: randomBytes(32).toString('base64url'),
    RATE_LIMIT_MULTIPLIER: '1',
    ...serverEnvironmentOf(options.simulators),
  };
}

/**
 * A first start draws the demo catalog's images inside the server's start-up time limit; two instances drawing
 * them at once on a busy machine can overrun it. They are drawn once here and copied to each instance.
 */
async function drawDemoImagesOnce(cleanups: (() => Promise<unknown>)[]): Promise<string> {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-scale-out-media-'));
  cleanups.push(async () => fs.rmSync(mediaDir, { recursive: true, force: true }));
  await generateImages(mediaDir, demoImageSpecs());
  return mediaDir;
}

async function startInstance(
  env: Record<string, string>,
  port: number,
  images: string,
  cleanups: (() => Promise<unknown>)[],
): Promise<Portal> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-scale-out-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  fs.cpSync(images, path.join(dataDir, 'media'), { recursive: true });
  const portal = await startPortal({ env, port, dataDir });
  cleanups.push(() => portal.stop());
  return portal;
}

/** A fresh database on the shared server, dropped (with any connection left to it) at the end. */
async function createDatabase(adminUrl: string, cleanups: (() => Promise<unknown>)[]): Promise<string> {
  const name = `scaleout_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  cleanups.push(() => admin(`drop database if exists ${name} with (force)`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/**
 * A Redis logical database other than 0 (where the unit tests work). Only the rate-limit counters of this run's
 * client addresses are deleted afterwards: other runs may share the database number.
 */
async function redisDatabase(
  sharedUrl: string,
  addressPrefix: string,
  cleanups: (() => Promise<unknown>)[],
): Promise<string> {
  const url = new URL(sharedUrl);
  url.pathname = `/${randomInt(1, 16)}`;
  const redis = new Redis(url.href, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Redis does not answer at ${url.href}: ${String(error)}`);
  }
  cleanups.push(async () => {
    try {
      const pattern = `glotv-rl:*-${addressPrefix}.*`;
      let cursor = '0';
      for (let page = 0; page < 1000; page++) {
        const [nextCursor, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
        if (keys.length > 0) await redis.del(...keys);
        cursor = nextCursor;
        if (cursor === '0') break;
      }
    } finally {
      await redis.quit().catch(() => redis.disconnect());
    }
  });
  return url.href;
}
