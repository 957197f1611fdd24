import fs from 'node:fs';
import path from 'node:path';
import { startPortal } from '@glotv/testing/portal-launcher';
import { type ApiCallKey, prepareApiCalls } from './support/api-calls.ts';
import { topSelfTime } from './support/cpu-profile.ts';
import { measureLoad } from './support/load.ts';
import { type PostsAtRate, postLogsAtRate, refusedUsageLog, usageLog } from './support/usage-log-posts.ts';

/**
 * `npm run profile:api -- carousels|carousels-identity|packages|channels|stream [seconds]`: the portal (PGlite, or
 * PostgreSQL and Redis when BENCH_DATABASE_URL and BENCH_REDIS_URL are set) under `node --cpu-prof`, loaded by
 * autocannon (50 connections) with one of the bench's API calls; writes the profile to bench/results/ and prints
 * the functions with the most self time. `usage-logs` and `usage-logs-refused` load the carousels call as the
 * reports bench does (20 connections) beside 1,000 usage logs a second, accepted or refused by the schema.
 */
const beside = { 'usage-logs': usageLog, 'usage-logs-refused': refusedUsageLog } as const;
type Profiled = ApiCallKey | keyof typeof beside;
const profiled: Profiled[] = [
  'carousels',
  'carousels-identity',
  'packages',
  'channels',
  'stream',
  ...keysOf(beside),
];
const [key = 'carousels', seconds = '10'] = process.argv.slice(2);
if (!profiled.includes(key as Profiled)) {
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
let posts: PostsAtRate | undefined;
try {
  const { calls } = await prepareApiCalls(portal.baseUrl, 0);
  const logBody = key in beside ? beside[key as keyof typeof beside] : undefined;
  const call = calls.find((candidate) => candidate.key === (logBody ? 'carousels' : key))!;
  const accessToken = call.request.headers.Authorization?.replace(/^Bearer /, '') ?? '';
  const load = {
    url: `${portal.baseUrl}${call.path}`,
    ...call.request,
    ...(logBody ? { connections: 20 } : {}),
  };
  const durationSeconds = Number(seconds);
  const posting = (postSeconds: number) =>
    logBody
      ? postLogsAtRate(portal.baseUrl, accessToken, logBody, { perSecond: 1000, seconds: postSeconds })
      : undefined;
  // Warm: the JIT, the caches and the connection pool, so the profile shows the steady state.
  await Promise.all([measureLoad({ ...load, durationSeconds: 3 }), posting(3)]);
  [figures, posts] = await Promise.all([measureLoad({ ...load, durationSeconds }), posting(durationSeconds)]);
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
if (posts) {
  console.log(
    `usage-log calls: ${posts.perSecond}/s (${posts.sent} sent, ${posts.non2xx} not 2xx), p50 ${posts.p50Ms} ms, p99 ${posts.p99Ms} ms`,
  );
}
console.log(`Profile: ${path.relative(repoRoot, output)} (${totalMs} ms sampled, warm-up included)\n`);
for (const frame of frames) {
  console.log(
    `${(frame.share * 100).toFixed(1).padStart(5)}%  ${String(frame.ms).padStart(6)} ms  ${frame.frame}`,
  );
}

function keysOf<Key extends string>(record: Record<Key, unknown>): Key[] {
  return Object.keys(record) as Key[];
}
