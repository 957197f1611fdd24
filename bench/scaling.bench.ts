import os from 'node:os';
import { PortalApi } from '@glotv/testing/portal-api';
import { scratchDatabase } from '@glotv/testing/portal-cluster';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { assumptions, type CallCost, type Capacity, capacityFor } from './support/capacity-model.ts';
import { DatabaseProbe } from './support/database-probe.ts';
import { type HotCallFigures, measureHotCall } from './support/hot-call-measure.ts';
import { type HotCall, hotCalls, livePlaylistCall, signedInViewer } from './support/hot-calls.ts';
import { type NginxBalancer, startNginxBalancer } from './support/nginx-balancer.ts';
import { PortalCluster } from './support/portal-cluster.ts';
import { generateScaleData, type ScaleDataRun, tenTimesDemo } from './support/scale-data.ts';
import { type BenchSection, markdownTable, ratio } from './support/section.ts';
import { linkStandInVideo } from './support/stand-in-video.ts';

const password = 'Bench-Secret-123';
const durationSeconds = 10;
const instanceCounts = [1, 2, 3];
/** The three hot calls of the API section, the first three of `hotCalls`. */
const hotCallCount = 3;

/** Viewer counts the capacity model is printed for. */
const modelledViewers = [100_000, 1_000_000];

const costOf = (figures: HotCallFigures | undefined): CallCost | undefined =>
  figures && {
    portalCpuMs: figures.portalCpuMs,
    dbStatements: figures.database?.transactions ?? 0,
    dbCpuMs: figures.database?.cpuMs ?? 0,
  };

/**
 * The model's inputs from one run's figures by call name; the live playlist, when the run could not measure it
 * (no encoded video), costs what the stream address does, and the Markdown says so.
 */
function modelFrom(run: ClusterRun): { capacities: Capacity[]; playlistMeasured: boolean } {
  const byName = (start: string) => costOf(run.calls.find((figures) => figures.call.startsWith(start)));
  const streamAddress = byName('live channel stream address')!;
  const livePlaylist = byName('live media playlist');
  const costs = {
    carousels: byName("dashboard's VOD carousels")!,
    packages: byName("subscriber's packages")!,
    streamAddress,
    livePlaylist: livePlaylist ?? streamAddress,
  };
  return {
    capacities: modelledViewers.map((viewers) => capacityFor(viewers, costs)),
    playlistMeasured: livePlaylist !== undefined,
  };
}

function modelMarkdown(run: ClusterRun): string {
  const { capacities, playlistMeasured } = modelFrom(run);
  return [
    markdownTable(
      [
        'concurrent viewers',
        'req/s steady · at kick-off',
        'portal cores (instances of 2)',
        'db statements/s',
        'db cores',
        'Redis commands/s',
        'media egress',
      ],
      capacities.map((capacity) => [
        capacity.viewers.toLocaleString('en'),
        `${capacity.steadyRequestsPerSecond.toLocaleString('en')} · ${capacity.surgeRequestsPerSecond.toLocaleString('en')}`,
        `${capacity.portalCores} (${capacity.portalInstances})`,
        capacity.databaseStatementsPerSecond.toLocaleString('en'),
        capacity.databaseCores,
        capacity.redisCommandsPerSecond.toLocaleString('en'),
        `${capacity.mediaEgressGbitPerSecond} Gbit/s`,
      ]),
    ),
    '',
    `The capacity model (\`bench/support/capacity-model.ts\`, decision 029) on the ${run.instances}-instance run's`,
    `per-request costs: ${assumptions.liveShare * 100}% of viewers on live TV, each fetching its media playlist every`,
    `${assumptions.livePlaylistSeconds} s; per viewer-hour ${assumptions.perViewerHour.carousels} dashboards,`,
    `${assumptions.perViewerHour.packages} package checks and ${assumptions.perViewerHour.streamAddresses} stream addresses;`,
    `at kick-off every live viewer asks for a stream address within ${assumptions.surgeSeconds} s; cores sized to`,
    `${assumptions.targetUtilisation * 100}% use; ${assumptions.redisCommandsPerRequest} Redis command per API request`,
    "(headroom); egress from the Playback section's bit rates.",
    ...(playlistMeasured
      ? []
      : [
          'The live media playlist was not measured in this run (the test-mode portal encodes no video): it is',
          'costed as the stream address.',
        ]),
  ].join('\n');
}

interface ClusterRun {
  instances: number;
  calls: HotCallFigures[];
}

/**
 * The hot reads through a real nginx in front of 1, 2 and 3 portal instances on one PostgreSQL database and one
 * Redis, on the 10× data. On one machine more instances cannot add CPU: the figures that carry over to more
 * machines are each request's CPU time in the portal and its cost in the database, which docs/SCALING.md uses.
 */
export async function benchScaling(): Promise<BenchSection> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const redisUrl = process.env.BENCH_REDIS_URL;
  if (!serverUrl || !redisUrl) {
    throw new Error(
      'the scaling section needs PostgreSQL and Redis: set BENCH_DATABASE_URL and BENCH_REDIS_URL',
    );
  }
  const scratch = await scratchDatabase(serverUrl, 'bench_scaling');
  const probe = new DatabaseProbe(scratch.url);
  let cluster: PortalCluster | undefined;
  let balancer: NginxBalancer | undefined;
  try {
    cluster = await PortalCluster.start(scratch.url, redisUrl);
    const first = await cluster.add();
    await first.kill('SIGTERM');
    const db = createDatabase({ url: scratch.url, poolSize: 2 });
    let generated: ScaleDataRun;
    try {
      generated = await generateScaleData(db, tenTimesDemo);
      await linkStandInVideo(db, first.dataDir);
    } finally {
      await db.destroy();
    }
    await first.start();
    const viewer = await signedInViewer(new PortalApi(first.baseUrl), password);
    const streamCalls = hotCalls(viewer).slice(0, hotCallCount);
    let calls: HotCall[] = streamCalls;

    const runs: ClusterRun[] = [];
    for (const instances of instanceCounts) {
      while (cluster.instances.length < instances) await cluster.add();
      balancer = await startNginxBalancer(cluster.instances.map((instance) => instance.baseUrl));
      // A fresh live address for each run: it is signed for 15 minutes.
      const playlist = await livePlaylistCall(balancer.url, viewer);
      calls = playlist ? [...streamCalls, playlist] : streamCalls;
      const figures: HotCallFigures[] = [];
      for (const call of calls) {
        figures.push(
          await measureHotCall(balancer.url, call, {
            portalPids: cluster.pids(),
            database: probe,
            durationSeconds,
          }),
        );
      }
      runs.push({ instances, calls: figures });
      await balancer.stop();
      balancer = undefined;
    }

    return {
      key: 'scaling',
      title: 'Scaling: 1, 2 and 3 portal instances behind nginx',
      results: {
        durationSeconds,
        cores: os.availableParallelism(),
        generated: generated.counts,
        runs,
        model: { assumptions, ...modelFrom(runs[0]!) },
      },
      markdown: [
        markdownTable(
          [
            'call',
            'instances',
            'req/s through nginx',
            'p50 / p99',
            'baseline req/s',
            'ratio',
            'portal CPU ms/req',
            'db statements/req',
            'db rows read/req',
            'db CPU ms/req',
            'non-2xx / errors',
          ],
          calls.flatMap((call, index) =>
            runs.map((run) => {
              const figures = run.calls[index]!;
              return [
                run.instances === 1 ? `${call.name}: \`GET ${call.shownPath}\`` : '',
                run.instances,
                figures.portal.requestsPerSecond,
                `${figures.portal.p50Ms} / ${figures.portal.p99Ms} ms`,
                figures.baseline.requestsPerSecond,
                ratio(figures.portal.requestsPerSecond, figures.baseline.requestsPerSecond),
                figures.portalCpuMs,
                figures.database?.transactions ?? '—',
                figures.database?.rowsRead ?? '—',
                figures.database?.cpuMs ?? '—',
                `${figures.portal.non2xx} / ${figures.portal.errors}`,
              ];
            }),
          ),
        ),
        '',
        `On ${os.availableParallelism()} cores, one fresh PostgreSQL database (\`BENCH_DATABASE_URL\`) with the 10× data`,
        '(see Scale) and one Redis (`BENCH_REDIS_URL`). Each instance is its own process, port and DATA_DIR',
        '(`startPortal`, shared secrets and simulators, rate limits ×1000); nginx (one worker, round robin, kept-alive',
        `upstream connections) is their only address. autocannon, 50 connections for ${durationSeconds} s per call; the`,
        "baseline is the bare replay server without nginx. Portal CPU sums every instance's process; database figures",
        'as in Scale. More instances on the same two cores share the same CPU, so req/s cannot grow with them: the',
        'per-request CPU and database costs are what `docs/SCALING.md` extrapolates from.',
        '',
        modelMarkdown(runs[0]!),
      ].join('\n'),
    };
  } finally {
    await balancer?.stop();
    await cluster?.stop();
    await probe.close();
    await scratch.drop();
  }
}
