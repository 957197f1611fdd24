import { type Portal, startPortal } from '@glotv/testing/portal-launcher';

export interface BenchPortal {
  portal: Portal;
  /** Which database and cache it ran on, for the Markdown. */
  database: string;
}

/** Where the portal keeps its data for one run: the embedded PGlite, or PostgreSQL with Redis. */
export interface BenchStore {
  /** Short, for the table's first column. */
  label: string;
  databaseUrl: string;
  redisUrl: string;
}

/**
 * The embedded PGlite with no Redis always; PostgreSQL and Redis too when BENCH_DATABASE_URL and BENCH_REDIS_URL
 * are set. An inherited DATABASE_URL or REDIS_URL is never used by accident.
 */
export function benchStores(): BenchStore[] {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
  const redisUrl = process.env.BENCH_REDIS_URL ?? '';
  const embedded = { label: 'PGlite', databaseUrl: '', redisUrl: '' };
  if (!databaseUrl && !redisUrl) return [embedded];
  const label = [databaseUrl ? 'PostgreSQL' : 'PGlite', redisUrl ? 'Redis' : 'no Redis'].join(' + ');
  return [embedded, { label, databaseUrl, redisUrl }];
}

/**
 * The real server as `npm start` runs it, with every rate limit ×1000 (the load comes from one address), on
 * `store` (by default the one BENCH_DATABASE_URL and BENCH_REDIS_URL name, else PGlite with no Redis).
 */
export async function startBenchPortal(store: BenchStore = benchStores().at(-1)!): Promise<BenchPortal> {
  const { databaseUrl, redisUrl } = store;
  const portal = await startPortal({
    env: { RATE_LIMIT_MULTIPLIER: '1000', DATABASE_URL: databaseUrl, REDIS_URL: redisUrl },
  });
  const database = [
    databaseUrl ? 'PostgreSQL (`BENCH_DATABASE_URL`)' : 'the embedded PGlite',
    redisUrl ? 'Redis (`BENCH_REDIS_URL`)' : 'no Redis',
  ].join(' and ');
  return { portal, database };
}
