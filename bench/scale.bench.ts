import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PortalApi } from '@glotv/testing/portal-api';
import { scratchDatabase } from '@glotv/testing/portal-cluster';
import { type Portal, startPortal } from '@glotv/testing/portal-launcher';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { type BenchStore, benchStores } from './support/api-portal.ts';
import { DatabaseProbe } from './support/database-probe.ts';
import { type HotCallFigures, measureHotCall } from './support/hot-call-measure.ts';
import {
  type HotCall,
  hotCalls,
  livePlaylistCall,
  signedInViewer,
  type Viewer,
} from './support/hot-calls.ts';
import {
  carouselLatency,
  type LoginStormFigures,
  loginStormOnPortal,
  preciseMs,
} from './support/login-storm.ts';
import { type ScaleDataRun, tenTimesDemo } from './support/scale-data.ts';
import { type BenchSection, kilobytes, markdownTable, ratio } from './support/section.ts';
import { linkStandInVideo } from './support/stand-in-video.ts';
import { growToTenTimesCatalog } from './support/ten-times-catalog.ts';

const password = 'Bench-Secret-123';
const durationSeconds = 10;
/** As in the Accounts section: one client per subscriber, the carousel measured for 10 s once it has run for 3 s. */
const storm = { clients: 50, durationSeconds: 10, warmUpSeconds: 3 };

interface SizeRun {
  /** What the database holds on disk. */
  databaseBytes: number;
  calls: HotCallFigures[];
}

interface StoreRun {
  store: string;
  /** Whether database figures (PostgreSQL's statistics) were measured. */
  probed: boolean;
  demo: SizeRun;
  tenTimes: SizeRun;
  generated: ScaleDataRun;
  /** The login storm on the 10× data. */
  loginStorm: LoginStormFigures;
}

function folderBytes(folder: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

/** The hot calls and the live media playlist behind a stream address signed now (it lasts 15 minutes). */
async function callsNow(portal: Portal, viewer: Viewer): Promise<HotCall[]> {
  const playlist = await livePlaylistCall(portal.baseUrl, viewer);
  return playlist ? [...hotCalls(viewer), playlist] : hotCalls(viewer);
}

async function measureAll(
  portal: Portal,
  calls: HotCall[],
  probe: DatabaseProbe | undefined,
): Promise<HotCallFigures[]> {
  const figures: HotCallFigures[] = [];
  for (const call of calls) {
    figures.push(
      await measureHotCall(portal.baseUrl, call, {
        portalPids: [portal.pid!],
        database: probe,
        durationSeconds,
      }),
    );
  }
  return figures;
}

/**
 * The hot calls on the demo catalog, then on ten times it with 100,000 subscribers (`scale-data.ts`), in one
 * run on one database: the portal is stopped, the data added, and the same portal started again. The login
 * storm runs last, on the 10× data.
 */
async function measureStore(store: BenchStore): Promise<StoreRun> {
  const scratch = store.databaseUrl ? await scratchDatabase(store.databaseUrl, 'bench_scale') : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-bench-scale-'));
  const probe = scratch ? new DatabaseProbe(scratch.url) : undefined;
  const databaseBytes = () =>
    probe ? probe.sizeBytes() : Promise.resolve(folderBytes(path.join(dataDir, 'db')));
  let portal: Portal | undefined;
  try {
    portal = await startPortal({
      env: { RATE_LIMIT_MULTIPLIER: '1000', DATABASE_URL: scratch?.url ?? '', REDIS_URL: store.redisUrl },
      dataDir,
    });
    // Stopped once to give the live channels a stand-in video (PGlite is one process's at a time).
    await portal.kill('SIGTERM');
    const standIn = createDatabase(
      scratch ? { url: scratch.url, poolSize: 2 } : { pgliteDir: path.join(dataDir, 'db') },
    );
    try {
      await linkStandInVideo(standIn, dataDir);
    } finally {
      await standIn.destroy();
    }
    await portal.start();
    const viewer = await signedInViewer(new PortalApi(portal.baseUrl), password);
    const demo: SizeRun = {
      databaseBytes: await databaseBytes(),
      calls: await measureAll(portal, await callsNow(portal, viewer), probe),
    };

    const generated = await growToTenTimesCatalog(portal, scratch?.url);
    const tenTimes: SizeRun = {
      databaseBytes: await databaseBytes(),
      calls: await measureAll(portal, await callsNow(portal, viewer), probe),
    };
    const loginStorm = await loginStormOnPortal(portal.baseUrl, storm);
    return { store: store.label, probed: probe !== undefined, demo, tenTimes, generated, loginStorm };
  } finally {
    await portal?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await probe?.close();
    await scratch?.drop();
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function callRows(run: StoreRun, withDatabase: boolean): (string | number)[][] {
  return run.demo.calls.flatMap((small, index) => {
    const big = run.tenTimes.calls[index]!;
    const row = (size: string, figures: HotCallFigures) => [
      size === 'demo' ? run.store : '',
      size === 'demo' ? `${figures.call}: \`GET ${figures.path}\`` : '',
      size,
      `${figures.status}, ${kilobytes(figures.bytes)} ${figures.encoding}`,
      figures.portal.requestsPerSecond,
      `${figures.portal.p50Ms} / ${figures.portal.p99Ms} ms`,
      figures.baseline.requestsPerSecond,
      ratio(figures.portal.requestsPerSecond, figures.baseline.requestsPerSecond),
      figures.portalCpuMs,
      ...(withDatabase
        ? run.probed
          ? [
              figures.database?.transactions ?? '—',
              figures.database?.rowsRead ?? '—',
              figures.database?.cpuMs ?? '—',
            ]
          : ['—', '—', '—']
        : []),
      `${figures.portal.non2xx} / ${figures.portal.errors}`,
    ];
    return [row('demo', small), row('10×', big)];
  });
}

function stormRow(run: StoreRun): string[] {
  const { carouselIdle, carouselPolite, carouselHammered } = run.loginStorm;
  const idle = carouselLatency(carouselIdle);
  const p99 = (load: typeof carouselIdle) => {
    const { p99Ms } = carouselLatency(load);
    return `${preciseMs(p99Ms)} (${ratio(p99Ms, idle.p99Ms)})`;
  };
  return [
    run.store,
    `${preciseMs(idle.p50Ms)} / ${preciseMs(idle.p99Ms)}`,
    p99(carouselPolite),
    p99(carouselHammered),
    `${run.loginStorm.polite.loginsPerSecond.toFixed(1)}/s`,
    `${carouselIdle.non2xx + carouselPolite.non2xx + carouselHammered.non2xx} / ${carouselIdle.errors + carouselPolite.errors + carouselHammered.errors}`,
  ];
}

export async function benchScale(): Promise<BenchSection> {
  const runs: StoreRun[] = [];
  for (const store of benchStores()) runs.push(await measureStore(store));
  const withDatabase = runs.some((run) => run.probed);
  const generatedNote = (run: StoreRun) =>
    `${run.store} ${run.generated.seconds.toFixed(1)} s (${Object.entries(run.generated.steps)
      .map(([step, seconds]) => `${step} ${seconds.toFixed(1)} s`)
      .join(', ')})`;
  const { counts } = runs.at(-1)!.generated;
  return {
    key: 'scale',
    title: 'Scale: the hot calls on ten times the demo catalog',
    results: { stores: runs.map((run) => run.store), durationSeconds, storm, runs },
    markdown: [
      markdownTable(
        [
          'on',
          'call',
          'data',
          'answer',
          'portal req/s',
          'portal p50 / p99',
          'baseline req/s',
          'ratio',
          'portal CPU ms/req',
          ...(withDatabase ? ['db statements/req', 'db rows read/req', 'db CPU ms/req'] : []),
          'non-2xx / errors',
        ],
        runs.flatMap((run) => callRows(run, withDatabase)),
      ),
      '',
      markdownTable(
        [
          'on, 10× data',
          'carousels alone p50 / p99',
          `p99 during ${storm.clients} polite logins (÷ alone)`,
          `p99 during ${storm.clients} hammering logins (÷ alone)`,
          'polite logins signed in',
          'carousel non-2xx / errors',
        ],
        runs.map(stormRow),
      ),
      '',
      markdownTable(
        [
          'data',
          'movies',
          'series (episodes)',
          'channels',
          'guide programmes',
          'subscribers',
          'devices',
          'sessions',
          'purchases (still valid)',
          ...runs.map((run) => `database size, ${run.store}`),
        ],
        [
          [
            'demo',
            '—',
            '—',
            '—',
            '—',
            '—',
            '—',
            '—',
            '—',
            ...runs.map((run) => megabytes(run.demo.databaseBytes)),
          ],
          [
            '10×',
            counts.movies,
            `${counts.series} (${counts.episodes})`,
            counts.channels,
            counts.programmes,
            counts.subscribers,
            counts.devices,
            counts.sessions,
            `${counts.purchases} (${counts.activePackages})`,
            ...runs.map((run) => megabytes(run.tenTimes.databaseBytes)),
          ],
        ],
      ),
      '',
      `On ${runs.map((run) => run.store).join(', then on ')}: PGlite always; PostgreSQL + Redis when`,
      '`BENCH_DATABASE_URL` and `BENCH_REDIS_URL` are set (a fresh database is made on that server and dropped after).',
      `Each call: autocannon, 50 connections for ${durationSeconds} s against the portal`,
      '(`startPortal`, rate limits ×1000), then against a bare `node:http` server replaying the same answer (the',
      'baseline and ratio). The demo rows are measured first; then the portal is stopped, `bench/support/scale-data.ts`',
      `adds the 10× catalog, a ${tenTimesDemo.guideDays}-day guide and ${tenTimesDemo.subscribers.toLocaleString('en')} subscribers`,
      `(${runs.map(generatedNote).join('; ')}), and the same portal is started again`,
      "and measured with the same signed-in viewer. Portal CPU is the portal process's user + system time",
      '(/proc) over the run divided by the requests answered.',
      ...(withDatabase
        ? [
            'Database figures come from `pg_stat_database` (committed transactions: one per statement sent outside a',
            "transaction; rows read: `tup_returned + tup_fetched`) and the CPU time of the database's server processes,",
            'each divided by the requests answered; PGlite runs inside the portal, so its work is in the portal CPU.',
          ]
        : ['Database figures need PostgreSQL: run with `BENCH_DATABASE_URL` for them.']),
      'The login storm on the 10× data is the Accounts section’s (`bench/support/login-storm.ts`): the carousel call',
      `by autocannon with 4 connections for ${storm.durationSeconds} s, alone, then ${storm.warmUpSeconds} s into a storm of logins by ${storm.clients} new`,
      'subscribers that wait as Retry-After says, then into one by autocannon connections that never wait; the target is',
      'p99 ≤ 2× alone. The web pages and the first frame at 10× are their own sections, run with `BENCH_CATALOG=10x`.',
    ].join('\n'),
  };
}
