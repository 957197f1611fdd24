import os from 'node:os';
import { apiClientBasic, operatorUid, PortalApi, randomEmail, type Session } from '@glotv/testing/portal-api';
import { DASHBOARD_CAROUSEL_LIMIT } from '../apps/web/src/features/catalog/lib/categories.ts';
import { newIdentities, signUpAll } from './support/accounts-sign-ups.ts';
import { startBenchPortal } from './support/api-portal.ts';
import {
  type ApiRequest,
  type LoadFigures,
  measureLoad,
  recordAnswer,
  startBaselineProcess,
} from './support/load.ts';
import { type BenchSection, kilobytes, markdownTable, ratio } from './support/section.ts';

const password = 'Bench-Secret-123';
/** One subscriber per connection, so that concurrent logins are different people, as they are in life. */
const loginSubscribers = 50;
/** The Max access pack: movies and TV channels, for e-mail subscribers. */
const grantedPackage = 10;
/**
 * 50 logins in flight queue for the password hash (a few a second on two cores) longer than autocannon's 10 s
 * default: a slow answer is measured as slow, not counted as an error.
 */
const timeoutSeconds = 60;
/** What Chromium sends with the web app's fetches (the portal compresses with br or gzip). */
const browserHeaders = { Accept: 'application/json', 'Accept-Encoding': 'gzip, deflate, br' };

interface ApiCall {
  name: string;
  /** The path as the table shows it, with placeholders for the subscriber's ids. */
  shownPath: string;
  path: string;
  request: ApiRequest;
  /** Bodies taken in turn by the portal's run (the baseline replays one answer whatever it is sent). */
  cycledBodies?: string[];
}

export interface ApiRow {
  call: string;
  method: string;
  path: string;
  status: number;
  encoding: string;
  bytes: number;
  portal: LoadFigures;
  baseline: LoadFigures;
}

interface Channel {
  uid: string;
  name: string;
  free_to_air: boolean;
  purchased: { package_id: number | null } | null;
}

/** A channel the subscriber may watch because of the granted package, else a free-to-air one. */
async function watchableChannel(api: PortalApi, session: Session): Promise<Channel> {
  const { data } = await api.expectOk<{ data: Channel[] }>(
    'GET',
    `/api/client/v2/${operatorUid}/users/${session.userId}/channels`,
    undefined,
    { token: session.accessToken },
  );
  const channel =
    data.find((candidate) => !candidate.free_to_air && candidate.purchased?.package_id === grantedPackage) ??
    data.find((candidate) => candidate.free_to_air);
  if (!channel) throw new Error('the demo catalog has no channel this subscriber may watch');
  return channel;
}

async function callsFor(api: PortalApi): Promise<{ calls: ApiCall[]; channel: Channel }> {
  // An e-mail subscriber with an access pack: the packages call lists access packs, one of them bought.
  const viewer = { email: randomEmail('bench-api-viewer') };
  const loginIdentities = newIdentities(loginSubscribers, 'bench-api-login');
  await signUpAll(api, [viewer, ...loginIdentities], password, 8);
  const session = await api.login(viewer, password);
  const auth = { ...browserHeaders, Authorization: `Bearer ${session.accessToken}` };
  await api.expectOk(
    'POST',
    '/dev/packages/grant',
    { package_id: grantedPackage },
    { token: session.accessToken },
  );
  const channel = await watchableChannel(api, session);

  const user = `/api/client/v1/${operatorUid}/users/${session.userId}`;
  const shownUser = `/api/client/v1/${operatorUid}/users/{userId}`;
  const dashboardQuery = new URLSearchParams({
    limit: String(DASHBOARD_CAROUSEL_LIMIT),
    dashboard: 'true',
    translation: 'gb',
  });
  const vodContent = `/api/client/v1/${operatorUid}/categories/vod/content?${dashboardQuery}`;
  const loginBody = (identity: (typeof loginIdentities)[number], index: number) =>
    JSON.stringify({
      username: 'number' in identity ? `g${identity.number}` : identity.email,
      password,
      device: `bench-login-${index}`,
      device_class: 'desktop',
    });
  const loginBodies = loginIdentities.map(loginBody);
  const calls: ApiCall[] = [
    {
      name: "dashboard's VOD carousels",
      shownPath: vodContent.replace(/\?.*/, '?limit&categories (5)'),
      path: vodContent,
      request: { method: 'GET', headers: auth },
    },
    {
      name: "dashboard's VOD carousels, not compressed",
      shownPath: vodContent.replace(/\?.*/, '?limit&categories (5)'),
      path: vodContent,
      request: { method: 'GET', headers: { Authorization: auth.Authorization, Accept: 'application/json' } },
    },
    {
      name: "subscriber's packages",
      shownPath: `${shownUser}/packages?device_class=desktop`,
      path: `${user}/packages?device_class=desktop`,
      request: { method: 'GET', headers: auth },
    },
    {
      name: `login (${loginBodies.length} subscribers in turn)`,
      shownPath: '/api/client/v1/global/login',
      path: '/api/client/v1/global/login',
      request: {
        method: 'POST',
        headers: { ...browserHeaders, Authorization: apiClientBasic, 'Content-Type': 'application/json' },
        body: loginBodies[0]!,
      },
      cycledBodies: loginBodies,
    },
    {
      name: 'live channel stream address',
      shownPath: `${shownUser}/live/channels/{uid}`,
      path: `${user}/live/channels/${encodeURIComponent(channel.uid)}`,
      request: { method: 'GET', headers: auth },
    },
  ];
  return { calls, channel };
}

async function answerOf(url: string, call: ApiCall) {
  const answer = await recordAnswer(url, call.request);
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`${call.request.method} ${call.path} answered ${answer.status}: ${answer.body}`);
  }
  return answer;
}

async function measureCall(baseUrl: string, call: ApiCall): Promise<ApiRow> {
  const url = `${baseUrl}${call.path}`;
  const answer = await answerOf(url, call);
  const load = {
    method: call.request.method,
    headers: call.request.headers,
    body: call.request.body,
    timeoutSeconds,
  };
  const portal = await measureLoad({ ...load, url, bodies: call.cycledBodies });
  // autocannon walks away from the requests still in flight; one more, answered after them, means the
  // portal is idle again before the next measurement.
  await answerOf(url, call);
  const baselineServer = await startBaselineProcess(answer);
  let baseline: LoadFigures;
  try {
    baseline = await measureLoad({ ...load, url: `${baselineServer.url}${call.path}` });
  } finally {
    await baselineServer.close();
  }
  return {
    call: call.name,
    method: call.request.method,
    path: call.shownPath,
    status: answer.status,
    encoding: answer.headers['content-encoding'] ?? 'identity',
    bytes: answer.body.length,
    portal,
    baseline,
  };
}

/** As `ratio`, with two significant digits below 0.01× (login's), where two decimals would read 0.00×. */
function ratioOf(portal: number, baseline: number): string {
  return baseline > 0 && portal / baseline < 0.01
    ? `${(portal / baseline).toPrecision(2)}×`
    : ratio(portal, baseline);
}

const latency = (figures: LoadFigures) => `${figures.p50Ms} / ${figures.p99Ms} ms`;
const failures = (figures: LoadFigures) => `${figures.non2xx} / ${figures.errors}`;

export async function benchApi(): Promise<BenchSection> {
  const { portal, database } = await startBenchPortal();
  const rows: ApiRow[] = [];
  let channel: Channel;
  try {
    const api = new PortalApi(portal.baseUrl);
    const prepared = await callsFor(api);
    channel = prepared.channel;
    for (const call of prepared.calls) rows.push(await measureCall(portal.baseUrl, call));
  } finally {
    await portal.stop();
  }
  return {
    key: 'api',
    title: 'API: requests per second under load',
    results: { database, channel: { uid: channel.uid, free_to_air: channel.free_to_air }, rows },
    markdown: [
      markdownTable(
        [
          'call',
          'answer',
          'portal req/s',
          'portal p50 / p99',
          'baseline req/s',
          'baseline p50 / p99',
          'ratio',
          'non-2xx / errors (portal · baseline)',
        ],
        rows.map((row) => [
          `${row.call}: \`${row.method} ${row.path}\``,
          `${row.status}, ${kilobytes(row.bytes)} ${row.encoding}`,
          row.portal.requestsPerSecond,
          latency(row.portal),
          row.baseline.requestsPerSecond,
          latency(row.baseline),
          ratioOf(row.portal.requestsPerSecond, row.baseline.requestsPerSecond),
          `${failures(row.portal)} · ${failures(row.baseline)}`,
        ]),
      ),
      '',
      `On ${database}. autocannon, 50 connections for 15 s per call (a request may take up to ${timeoutSeconds} s),`,
      'against the portal (`startPortal`, rate limits ×1000), then against a bare `node:http` server in its own',
      "process replaying the same recorded answer (status, headers, bytes). Requests carry the browser's",
      '`Accept-Encoding: gzip, deflate, br` unless marked not compressed; the answer column says what came back.',
      `Signed in with a bearer token; the channel is ${channel.free_to_air ? 'free to air' : 'in an access pack granted by `POST /dev/packages/grant`'}.`,
      'Login waits for its memory-hard password check (scrypt, see Accounts), as it should: its ratio is the price',
      `of that hash, and its latency the queue of 50 logins for ${os.availableParallelism()} cores.`,
    ].join('\n'),
  };
}
