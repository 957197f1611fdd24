import os from 'node:os';
import { type ApiCall, type Channel, prepareApiCalls } from './support/api-calls.ts';
import { type BenchStore, benchStores, startBenchPortal } from './support/api-portal.ts';
import { type ApiRound, combineRounds, roundRatio } from './support/api-rounds.ts';
import { type LoadFigures, measureLoad, recordAnswer, startBaselineProcess } from './support/load.ts';
import { type BenchSection, kilobytes, markdownTable } from './support/section.ts';

/** `BENCH_API_CALLS=packages,stream` measures only those calls (while working on them); every call by default. */
const onlyCalls = process.env.BENCH_API_CALLS?.split(',').filter(Boolean);
/** One subscriber per connection, so that concurrent logins are different people, as they are in life. */
const loginSubscribers = !onlyCalls || onlyCalls.includes('login') ? 50 : 0;
/**
 * A login waits for its place in the bounded hashing queue, then for its hash (decision 026): longer than
 * autocannon's 10 s default; a slow answer is measured as slow, not counted as an error.
 */
const timeoutSeconds = 60;

export interface ApiRow {
  /** Which database and cache the portal ran on. */
  store: string;
  call: string;
  method: string;
  path: string;
  status: number;
  encoding: string;
  bytes: number;
  /** Combined from `rounds` (see `combineRounds`). */
  portal: LoadFigures;
  baseline: LoadFigures;
  /** Median of the rounds' portal ÷ baseline requests per second. */
  ratio: number;
  rounds: ApiRound[];
}

/**
 * The call's answer when the portal is free to give it: a login refused while the hashing queue still drains
 * the last measurement's requests (429, decision 026) is asked again after its Retry-After, for up to a minute.
 */
async function answerOf(url: string, call: ApiCall) {
  const giveUpAt = Date.now() + 60_000;
  let answer = await recordAnswer(url, call.request);
  while (answer.status === 429 && Date.now() < giveUpAt) {
    const seconds = Number(answer.headers['retry-after'] ?? '1');
    await new Promise((resolve) => setTimeout(resolve, (Number.isFinite(seconds) ? seconds : 1) * 1000));
    answer = await recordAnswer(url, call.request);
  }
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`${call.request.method} ${call.path} answered ${answer.status}: ${answer.body}`);
  }
  return answer;
}

/**
 * Rounds per call, each a portal run then a baseline run of `roundSeconds`: this machine's speed drifts by a
 * third from minute to minute, and alternating short runs lets a slow minute fall on both sides alike.
 */
const rounds = 3;
const roundSeconds = 5;
const warmUpSeconds = 2;

async function measureCall(baseUrl: string, store: string, call: ApiCall): Promise<ApiRow> {
  const url = `${baseUrl}${call.path}`;
  const answer = await answerOf(url, call);
  const load = {
    method: call.request.method,
    headers: call.request.headers,
    body: call.request.body,
    timeoutSeconds,
  };
  // Login's hashes run on for seconds after autocannon stops and would slow a baseline run in between: one run.
  const login = call.key === 'login';
  const [count, seconds] = login ? [1, rounds * roundSeconds] : [rounds, roundSeconds];
  const baselineServer = await startBaselineProcess(answer);
  const baselineUrl = `${baselineServer.url}${call.path}`;
  const measured: ApiRound[] = [];
  try {
    if (!login) {
      // Unmeasured: both servers compile the call's code before the first round, as in a long run they would.
      await measureLoad({ ...load, url, bodies: call.cycledBodies, durationSeconds: warmUpSeconds });
      await answerOf(url, call);
      await measureLoad({ ...load, url: baselineUrl, durationSeconds: warmUpSeconds });
    }
    for (let round = 0; round < count; round++) {
      const portal = await measureLoad({ ...load, url, bodies: call.cycledBodies, durationSeconds: seconds });
      // autocannon walks away from the requests still in flight; one more, answered after them, means the
      // portal is idle again before the baseline's run.
      await answerOf(url, call);
      const baseline = await measureLoad({ ...load, url: baselineUrl, durationSeconds: seconds });
      measured.push({ portal, baseline });
    }
  } finally {
    await baselineServer.close();
  }
  return {
    store,
    call: call.name,
    method: call.request.method,
    path: call.shownPath,
    status: answer.status,
    encoding: answer.headers['content-encoding'] ?? 'identity',
    bytes: answer.body.length,
    ...combineRounds(measured),
    rounds: measured,
  };
}

async function measureStore(store: BenchStore): Promise<{ rows: ApiRow[]; channel: Channel }> {
  const { portal } = await startBenchPortal(store);
  try {
    const { calls, channel } = await prepareApiCalls(portal.baseUrl, loginSubscribers);
    const rows: ApiRow[] = [];
    for (const call of calls) {
      if (!onlyCalls || onlyCalls.includes(call.key))
        rows.push(await measureCall(portal.baseUrl, store.label, call));
    }
    return { rows, channel };
  } finally {
    await portal.stop();
  }
}

/** Two decimals, or two significant digits below 0.01× (login's), where two decimals would read 0.00×. */
function ratioText(value: number): string {
  return value < 0.01 ? `${value.toPrecision(2)}×` : `${value.toFixed(2)}×`;
}

const latency = (figures: LoadFigures) => `${figures.p50Ms} / ${figures.p99Ms} ms`;
const failures = (figures: LoadFigures) => `${figures.non2xx} / ${figures.errors}`;

export async function benchApi(): Promise<BenchSection> {
  const stores = benchStores();
  const rows: ApiRow[] = [];
  let channel: Channel | undefined;
  for (const store of stores) {
    const measured = await measureStore(store);
    rows.push(...measured.rows);
    channel = measured.channel;
  }
  if (!channel) throw new Error('no database to measure on');
  return {
    key: 'api',
    title: 'API: requests per second under load',
    results: {
      stores: stores.map((store) => store.label),
      channel: { uid: channel.uid, free_to_air: channel.free_to_air },
      rows,
    },
    markdown: [
      markdownTable(
        [
          'on',
          'call',
          'answer',
          'portal req/s',
          'portal p50 / p99',
          'baseline req/s',
          'baseline p50 / p99',
          'ratio',
          'per round',
          'non-2xx / errors (portal · baseline)',
        ],
        rows.map((row) => [
          row.store,
          `${row.call}: \`${row.method} ${row.path}\``,
          `${row.status}, ${kilobytes(row.bytes)} ${row.encoding}`,
          row.portal.requestsPerSecond,
          latency(row.portal),
          row.baseline.requestsPerSecond,
          latency(row.baseline),
          ratioText(row.ratio),
          row.rounds.map((round) => ratioText(roundRatio(round))).join(', '),
          `${failures(row.portal)} · ${failures(row.baseline)}`,
        ]),
      ),
      '',
      `On ${stores.map((store) => store.label).join(', then on ')}: PGlite always; PostgreSQL + Redis when`,
      '`BENCH_DATABASE_URL` and `BENCH_REDIS_URL` are set, e.g.',
      '`BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench BENCH_REDIS_URL=redis://127.0.0.1:6379 npm run bench api`.',
      `autocannon, 50 connections (a request may take up to ${timeoutSeconds} s), in ${rounds} rounds per call of ${roundSeconds} s against`,
      'the portal (`startPortal`, rate limits ×1000), then against a bare `node:http` server in its own process',
      "replaying the same recorded answer (status, headers, bytes): the rates and p50 are the median round's, the",
      `p99 the worst round's, the ratio the median of the rounds' ratios (login: one run of ${rounds * roundSeconds} s), after an unmeasured`,
      `${warmUpSeconds} s run against each. Requests carry the browser's`,
      '`Accept-Encoding: gzip, deflate, br` unless marked not compressed; the answer column says what came back.',
      `Signed in with a bearer token; the channel is ${channel.free_to_air ? 'free to air' : 'in an access pack granted by `POST /dev/packages/grant`'}.`,
      'Login waits for its memory-hard password check (scrypt, see Accounts), as it should: its ratio is the price',
      `of that hash. Hashes run a few at a time on ${os.availableParallelism()} cores with a bounded queue (decision 026), so 50`,
      'connections that never wait get most of their logins refused with 429 after a pause: the non-2xx column counts',
      "them; the Accounts section's login storm measures what such a storm costs everyone else.",
      'Where the time goes in one call: `npm run profile:api -- carousels` (or `packages`, `channels`, `stream`).',
    ].join('\n'),
  };
}
