import { type Portal, startPortal } from '@glotv/testing/portal-launcher';

export interface BenchPortal {
  portal: Portal;
  /** Which database and cache it ran on, for the Markdown. */
  database: string;
}

/**
 * The real server as `npm start` runs it, with every rate limit ×1000 (the load comes from one address). On
 * PostgreSQL and Redis when BENCH_DATABASE_URL and BENCH_REDIS_URL are set, else on the embedded PGlite with no
 * Redis; an inherited DATABASE_URL or REDIS_URL is never used by accident.
 */
export async function startBenchPortal(): Promise<BenchPortal> {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
  const redisUrl = process.env.BENCH_REDIS_URL ?? '';
  const portal = await startPortal({
    env: { RATE_LIMIT_MULTIPLIER: '1000', DATABASE_URL: databaseUrl, REDIS_URL: redisUrl },
  });
  const database = [
    databaseUrl ? 'PostgreSQL (`BENCH_DATABASE_URL`)' : 'the embedded PGlite',
    redisUrl ? 'Redis (`BENCH_REDIS_URL`)' : 'no Redis',
  ].join(' and ');
  return { portal, database };
}
