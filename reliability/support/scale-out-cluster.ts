import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type RunningSimulators, startSimulators } from '@glotv/simulators/start-simulators';
import { freePort } from '@glotv/testing/free-port';
import { clusterEnvironment, scratchDatabase, startClusterInstance } from '@glotv/testing/portal-cluster';
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
    const database = await scratchDatabase(shared.databaseUrl, 'scaleout');
    cleanups.push(() => database.drop());
    const databaseUrl = database.url;
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

    // Access tokens and OTP hashes (token secret) and media links (media secret) verify on either instance.
    const env = clusterEnvironment({
      databaseUrl,
      redisUrl,
      simulators,
      rateLimitMultiplier: 1,
      publicBaseUrl: proxy.url,
    });
    const images = await drawDemoImagesOnce(cleanups);
    const portals = await Promise.allSettled(
      ports.map(async (port) => {
        const portal = await startClusterInstance(env, { port, mediaFrom: images });
        cleanups.push(() => portal.stop());
        return portal;
      }),
    );
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
