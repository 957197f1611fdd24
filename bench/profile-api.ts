import fs from 'node:fs';
import path from 'node:path';
import { startPortal } from '@glotv/testing/portal-launcher';
import { type ApiCallKey, prepareApiCalls } from './support/api-calls.ts';
import { topSelfTime } from './support/cpu-profile.ts';
import { measureLoad } from './support/load.ts';

/**
 * `npm run profile:api -- carousels|carousels-identity|packages|stream [seconds]`: the portal (PGlite, or
 * PostgreSQL and Redis when BENCH_DATABASE_URL and BENCH_REDIS_URL are set) under `node --cpu-prof`, loaded by
 * autocannon (50 connections) with one of the bench's API calls; writes the profile to bench/results/ and prints
 * the functions with the most self time.
 */
const profiled: ApiCallKey[] = ['carousels', 'carousels-identity', 'packages', 'stream'];
const [key = 'carousels', seconds = '10'] = process.argv.slice(2);
if (!profiled.includes(key as ApiCallKey)) {
  console.error(`Unknown call ${key}. Known: ${profiled.join(', ')}`);
  process.exit(2);
}

const repoRoot = path.resolve(import.meta.dirname, '..');
fs.mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
const profileDir = fs.mkdtempSync(path.join(repoRoot, 'bench/results/.profile-'));
const portal = await startPortal({
  env: {
    RATE_LIMIT_MULTIPLIER: '1000',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
  },
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
});
const pid = portal.pid;
let figures: Awaited<ReturnType<typeof measureLoad>>;
try {
  const { calls } = await prepareApiCalls(portal.baseUrl, 0);
  const call = calls.find((candidate) => candidate.key === key)!;
  const load = { url: `${portal.baseUrl}${call.path}`, ...call.request };
  // Warm: the JIT, the caches and the connection pool, so the profile shows the steady state.
  await measureLoad({ ...load, durationSeconds: 3 });
  figures = await measureLoad({ ...load, durationSeconds: Number(seconds) });
} finally {
  await portal.stop();
}

const written = fs.readdirSync(profileDir).find((name) => name.includes(`.${pid}.`));
if (!written) throw new Error(`the portal (pid ${pid}) wrote no profile in ${profileDir}`);
const output = path.join(repoRoot, `bench/results/api-${key}.cpuprofile`);
fs.renameSync(path.join(profileDir, written), output);
fs.rmSync(profileDir, { recursive: true, force: true });

const { totalMs, frames } = topSelfTime(output, 30);
console.log(
  `${key}: ${figures.requestsPerSecond} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ` +
    `non-2xx ${figures.non2xx}, errors ${figures.errors}`,
);
console.log(`Profile: ${path.relative(repoRoot, output)} (${totalMs} ms sampled, warm-up included)\n`);
for (const frame of frames) {
  console.log(
    `${(frame.share * 100).toFixed(1).padStart(5)}%  ${String(frame.selfMs).padStart(6)} ms  ${frame.frame}`,
  );
}
