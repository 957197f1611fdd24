import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type PortalProcess, startPortal } from '../../e2e/support/portal-process.ts';

export interface BenchPortal {
  portal: PortalProcess;
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
  // Its own DATA_DIR, removed here also when the portal fails to start (startPortal leaves its own behind then).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-bench-api-'));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  let started: PortalProcess;
  try {
    started = await startPortal({
      DATA_DIR: dataDir,
      RATE_LIMIT_MULTIPLIER: '1000',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
    });
  } catch (error) {
    removeDataDir();
    throw error;
  }
  const portal: PortalProcess = {
    ...started,
    async stop() {
      try {
        await started.stop();
      } finally {
        removeDataDir();
      }
    },
  };
  const database = [
    databaseUrl ? 'PostgreSQL (`BENCH_DATABASE_URL`)' : 'the embedded PGlite',
    redisUrl ? 'Redis (`BENCH_REDIS_URL`)' : 'no Redis',
  ].join(' and ');
  return { portal, database };
}
