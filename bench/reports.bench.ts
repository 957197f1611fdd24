import os from 'node:os';
import { operatorUid, PortalApi, randomEmail } from '@glotv/testing/portal-api';
import pg from 'pg';
import { createDatabase, type Db } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedPackages } from '../apps/server/src/features/packages/packages.seed.ts';
import { reportPeriodOf } from '../apps/server/src/features/reports/report-period.ts';
import {
  activePackagesReport,
  salesReport,
  signupsReport,
  streamingReport,
} from '../apps/server/src/features/reports/reports.repository.ts';
import {
  fullScans,
  generateReportsData,
  type ReportsDataSize,
} from '../apps/server/src/features/reports/reports-sample-data.ts';
import { DASHBOARD_CAROUSEL_LIMIT } from '../apps/web/src/features/catalog/lib/categories.ts';
import { startBenchPortal } from './support/api-portal.ts';
import { DatabaseProbe } from './support/database-probe.ts';
import { type LoadFigures, measureLoad } from './support/load.ts';
import { cpuSecondsBetween, cpuSnapshot } from './support/process-cpu.ts';
import { type BenchSection, markdownTable, median, ratio } from './support/section.ts';
import { type PostsAtRate, postLogsAtRate, refusedUsageLog, usageLog } from './support/usage-log-posts.ts';

const size: ReportsDataSize = { subscribers: 20_000, purchases: 100_000, usageLogs: 1_000_000, days: 90 };
const runs = 5;
/** The usage logs a second the ingest row sends while the dashboard call is measured. */
const logsPerSecond = 1000;
const loadSeconds = 10;

interface ReportRow {
  engine: string;
  report: string;
  period: string;
  reportMs: number;
  scan: string;
  scanMs: number;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  await work();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return Math.round(median(times) * 10) / 10;
}

async function measureReports(engine: string, db: Db): Promise<ReportRow[]> {
  await migrateToLatest(db);
  await seedPackages(db);
  const started = performance.now();
  await generateReportsData(db, size);
  console.log(`  ${engine}: data set made in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const week = reportPeriodOf({});
  const all = reportPeriodOf({ from: reportPeriodOf({}, new Date(Date.now() - size.days * 86_400_000)).to });
  const scans = {
    subscribers: () => fullScans.subscribers(db),
    purchases: () => fullScans.purchases(db),
    user_packages: () => fullScans.user_packages(db),
    usage_logs: () => fullScans.usage_logs(db),
  };
  const scanMs = {} as Record<keyof typeof scans, number>;
  for (const [table, scan] of Object.entries(scans) as [keyof typeof scans, () => Promise<unknown>][]) {
    scanMs[table] = await timed(scan);
  }
  const reports = [
    { report: 'signups', scan: 'subscribers', run: (p: typeof week) => signupsReport(db, p) },
    { report: 'sales', scan: 'purchases', run: (p: typeof week) => salesReport(db, p, 'gb') },
    {
      report: 'active-packages',
      scan: 'user_packages',
      run: (p: typeof week) => activePackagesReport(db, p, 'gb'),
    },
    { report: 'streaming', scan: 'usage_logs', run: (p: typeof week) => streamingReport(db, p) },
  ] as const;
  const rows: ReportRow[] = [];
  for (const [label, period] of [
    ['last 7 days', week],
    [`${size.days + 1} days (all)`, all],
  ] as const) {
    for (const report of reports) {
      rows.push({
        engine,
        report: report.report,
        period: label,
        reportMs: await timed(() => report.run(period)),
        scan: report.scan,
        scanMs: scanMs[report.scan],
      });
    }
  }
  return rows;
}

async function onPostgres(url: string): Promise<ReportRow[]> {
  const schema = `bench_reports_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const db = createDatabase({ url, schema, poolSize: 4 });
  try {
    return await measureReports('PostgreSQL', db);
  } finally {
    await db.destroy();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

/** The ingest rows' three conditions, each measured `ingestRounds` times, interleaved. */
const ingestRounds = 3;

interface IngestRound {
  load: LoadFigures;
  /** The log calls sent beside the load; none when it ran alone. */
  posts?: PostsAtRate;
  /** CPU seconds over the round: the portal's process, and PostgreSQL's server processes (with PostgreSQL). */
  portalCpuSeconds: number;
  databaseCpuSeconds?: number;
}

interface IngestFigures {
  alone: IngestRound[];
  withLogs: IngestRound[];
  /** The same calls at the same rate with a body the schema refuses: their cost without any write. */
  withRefused: IngestRound[];
  loadAverage: string;
}

/** One condition: the dashboard load, beside `posting` if given, with the CPU it cost the portal and database. */
async function ingestRound(
  load: Parameters<typeof measureLoad>[0],
  portalPid: number,
  probe: DatabaseProbe | undefined,
  posting?: () => Promise<PostsAtRate>,
): Promise<IngestRound> {
  const portalBefore = cpuSnapshot([portalPid]);
  const databaseBefore = await probe?.cpuNow();
  const [figures, posts] = await Promise.all([measureLoad(load), posting?.()]);
  const databaseAfter = await probe?.cpuNow();
  return {
    load: figures,
    ...(posts ? { posts } : {}),
    portalCpuSeconds: cpuSecondsBetween(portalBefore, cpuSnapshot([portalPid])),
    ...(databaseBefore && databaseAfter
      ? { databaseCpuSeconds: cpuSecondsBetween(databaseBefore, databaseAfter) }
      : {}),
  };
}

/**
 * The dashboard call alone, while 1,000 usage logs a second come in, and while as many log calls come in that
 * the schema refuses: three rounds of the three, interleaved, so that a slow moment of the machine falls on
 * one round of one condition rather than on a whole condition.
 */
async function measureIngest(): Promise<IngestFigures & { database: string }> {
  const { portal, database } = await startBenchPortal();
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const probe = databaseUrl ? new DatabaseProbe(databaseUrl) : undefined;
  try {
    const api = new PortalApi(portal.baseUrl);
    const viewer = { email: randomEmail('bench-reports-viewer') };
    await api.signUp(viewer, 'Bench-Secret-123');
    const session = await api.login(viewer, 'Bench-Secret-123');
    const headers = { Accept: 'application/json', 'Accept-Encoding': 'gzip, deflate, br' };
    const auth = { ...headers, Authorization: `Bearer ${session.accessToken}` };
    const query = new URLSearchParams({
      limit: String(DASHBOARD_CAROUSEL_LIMIT),
      dashboard: 'true',
      translation: 'gb',
    });
    const url = `${portal.baseUrl}/api/client/v1/${operatorUid}/categories/vod/content?${query}`;
    const load = { url, headers: auth, durationSeconds: loadSeconds, connections: 20 };
    const pid = portal.pid!;
    const rate = { perSecond: logsPerSecond, seconds: loadSeconds };
    const figures: IngestFigures = { alone: [], withLogs: [], withRefused: [], loadAverage: '' };
    for (let round = 0; round < ingestRounds; round++) {
      figures.alone.push(await ingestRound(load, pid, probe));
      figures.withLogs.push(
        await ingestRound(load, pid, probe, () =>
          postLogsAtRate(portal.baseUrl, session.accessToken, usageLog, rate),
        ),
      );
      figures.withRefused.push(
        await ingestRound(load, pid, probe, () =>
          postLogsAtRate(portal.baseUrl, session.accessToken, refusedUsageLog, rate),
        ),
      );
    }
    figures.loadAverage = os
      .loadavg()
      .map((average) => average.toFixed(1))
      .join(', ');
    return { database, ...figures };
  } finally {
    await probe?.close();
    await portal.stop();
  }
}

const medianOf = (rounds: IngestRound[], value: (round: IngestRound) => number) =>
  Math.round(median(rounds.map(value)) * 10) / 10;

function ingestRow(name: string, rounds: IngestRound[]): (string | number)[] {
  const withDatabase = rounds.every((round) => round.databaseCpuSeconds !== undefined);
  const perRequest = (seconds: number, round: IngestRound) =>
    (seconds * 1000) / Math.max(1, round.load.requestsPerSecond * loadSeconds + (round.posts?.sent ?? 0));
  return [
    name,
    medianOf(rounds, (round) => round.load.requestsPerSecond),
    medianOf(rounds, (round) => round.load.p50Ms),
    `**${medianOf(rounds, (round) => round.load.p99Ms)}** (${rounds.map((round) => round.load.p99Ms).join(', ')})`,
    `${medianOf(rounds, (round) => round.portalCpuSeconds)} s (${medianOf(rounds, (round) => perRequest(round.portalCpuSeconds, round)).toFixed(3)} ms/req)`,
    withDatabase ? `${medianOf(rounds, (round) => round.databaseCpuSeconds ?? 0)} s` : '—',
    `${rounds.reduce((sum, round) => sum + round.load.non2xx, 0)} / ${rounds.reduce((sum, round) => sum + round.load.errors, 0)}`,
  ];
}

function postsNote(rounds: IngestRound[], what: string): string {
  const posts = rounds.flatMap((round) => (round.posts ? [round.posts] : []));
  const perSecond = Math.round(median(posts.map((post) => post.perSecond)));
  const sent = posts.reduce((sum, post) => sum + post.sent, 0);
  const refused = posts.reduce((sum, post) => sum + post.non2xx, 0);
  const p50 = median(posts.map((post) => post.p50Ms));
  const p99 = median(posts.map((post) => post.p99Ms));
  return `${perSecond} ${what}/s (${sent} sent, ${refused} not 2xx; the log call's p50 ${p50} ms, p99 ${p99} ms)`;
}

export async function benchReports(): Promise<BenchSection> {
  const rows = await measureReports('PGlite', createDatabase({}));
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl) rows.push(...(await onPostgres(postgresUrl)));
  const reportsLoad = os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(', ');
  const ingest = await measureIngest();
  const reportTable = markdownTable(
    ['engine', 'report', 'period', 'report (ms)', 'full scan of', 'scan (ms)', 'report ÷ scan'],
    rows.map((row) => [
      row.engine,
      row.report,
      row.period,
      row.reportMs,
      row.scan,
      row.scanMs,
      ratio(row.reportMs, row.scanMs),
    ]),
  );
  const ingestTable = markdownTable(
    [
      'dashboard carousels call',
      'req/s',
      'p50 (ms)',
      `p99 (ms): median (each of ${ingestRounds} rounds)`,
      'portal CPU',
      'database CPU',
      'non-2xx / errors',
    ],
    [
      ingestRow('alone', ingest.alone),
      ingestRow(`with ${postsNote(ingest.withLogs, 'usage logs')}`, ingest.withLogs),
      ingestRow(
        `baseline: with ${postsNote(ingest.withRefused, 'log calls the schema refuses (400, nothing written)')}`,
        ingest.withRefused,
      ),
    ],
  );
  const markdown = [
    `A generated data set of ${size.subscribers.toLocaleString('en')} subscribers, ${size.purchases.toLocaleString('en')} purchases (with payments and packages) and ${size.usageLogs.toLocaleString('en')} usage logs over ${size.days} days.`,
    `Each report's server time (median of ${runs}, the report's queries as its route runs them) beside a plain full scan`,
    '(`count(*)` and a sum) of the table it reads. Sales read `sales_daily` (kept by triggers on purchases and payments),',
    `streaming the weekly, daily and per-day roll-ups the usage-log writer keeps. Load average ${reportsLoad} after the reports.`,
    '',
    reportTable,
    '',
    `The dashboard carousels call (20 connections, ${loadSeconds} s) on ${ingest.database}, alone and while usage logs`,
    `are posted at ${logsPerSecond} a second (written in bulk by the usage-log writer), and beside it the same calls at the same`,
    'rate with a body the schema refuses: the cores answer 1,000 more requests a second either way, and the difference',
    `between the last two rows is what writing the logs costs the dashboard call. ${ingestRounds} rounds of the three, interleaved;`,
    "CPU is the portal process's, and PostgreSQL's server processes' (all of them: the writes and the load's reads), over",
    `a round, per request answered (dashboard and log calls). Load average ${ingest.loadAverage} at the end:`,
    '',
    ingestTable,
  ].join('\n');
  return { key: 'reports', title: 'Reports and usage-log ingest', results: { rows, ingest }, markdown };
}
