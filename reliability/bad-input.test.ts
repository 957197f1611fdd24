import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { simulatedSystems } from '../apps/server/src/development/simulators.ts';
import {
  type SignedInTestStaff,
  signInStaff,
} from '../apps/server/src/features/staff/staff-test-fixtures.ts';
import { createTestApp } from '../apps/server/src/test/test-app.ts';
import { type BadRequest, badRequests, type Shape, shapesOf } from './support/bad-input-requests.ts';
import { documentedRoutes, enumerateRoutes, type Route, routeName } from './support/bad-input-routes.ts';
import {
  apiClientAuthorization,
  isConsoleRoute,
  SignedInStaff,
  SignedInSubscriber,
} from './support/bad-input-session.ts';
import type { Vocabulary } from './support/bad-input-values.ts';
import { supportVocabularyOf, vocabularyOf } from './support/bad-input-vocabulary.ts';
import { describeWrites, type Write, WriteJournal } from './support/bad-input-writes.ts';

/** Runs per route, per shape of bad input (body, query, path), per identity (signed out, signed in). */
const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 25);

/** Routes left out, and why: nothing else is. */
const excluded: { matches: (route: Route) => boolean; reason: string }[] = [
  {
    matches: (route) => route.path === '/play' || route.path.startsWith('/play/'),
    reason:
      "the built web app's static files (@fastify/static): no API input, index.html for any unknown path, " +
      'and a deliberate 503 page when the web app has not been built',
  },
  {
    matches: (route) => route.path === '/console' || route.path.startsWith('/console/'),
    reason: "the console's built static files, the same as /play's",
  },
];

/** Server errors that are the right answer even to a bad request. Each names the route, the status and code. */
const serverErrorsByDesign: { route: RegExp; status: number; code: string; reason: string }[] = [
  {
    route: /^(GET|HEAD) \/live\/s\//,
    status: 503,
    code: 'not_ready',
    reason:
      'a correctly signed live address of a channel that cannot play now (the test app makes no demo media) ' +
      'is a temporary refusal, whatever else the request carries',
  },
];

/**
 * Refusals that write by design. Each names the route, the error code, the only writes it may make, and why.
 */
const writesByDesign: { route: string; code: string; writes: string[]; reason: string }[] = [
  {
    route: 'POST /cm/api/otp/',
    code: 'otp_invalid',
    writes: ['otp_challenges UPDATE'],
    reason: 'a wrong sign-up code counts against its challenge (five tries), or codes could be guessed',
  },
  {
    route: 'POST /api/client/v1/global/password/reset/verify',
    code: 'otp_invalid',
    writes: ['otp_challenges UPDATE'],
    reason: 'a wrong password-reset code counts against its challenge, for the same reason',
  },
  {
    route: 'POST /api/console/v1/session/refresh',
    code: 'session_expired',
    writes: ['staff_sessions UPDATE'],
    reason: 'a console refresh token presented a second time was copied: the whole session is revoked',
  },
  {
    route: 'POST /cm/api/purchase/',
    code: 'insufficient_funds',
    writes: [
      'purchases INSERT',
      'payments INSERT',
      'payments UPDATE',
      'purchases UPDATE',
      'purchase_events INSERT',
    ],
    reason: 'the charging gateway declined the charge: the attempt is kept as a failed purchase, for support',
  },
];

const started = Date.now();
// Every operator system simulated, so that each route gets as far past its checks as it can.
const bed = await createTestApp({
  seed: true,
  simulators: simulatedSystems,
  env: { RATE_LIMIT_MULTIPLIER: '1000' },
});
const { app } = bed;
const routes = enumerateRoutes(app);
const fuzzed = routes.filter((route) => !excluded.some((exclusion) => exclusion.matches(route)));

let subscriber: SignedInSubscriber;
let staff: SignedInStaff;
/**
 * Console routes signed in as the role they are for, so bad input gets past the role guard; each entry names
 * the routes by prefix and the role.
 */
const consoleIdentities: { prefix: string; role: 'editor' | 'support' | 'analyst' }[] = [
  { prefix: '/api/console/v1/live/', role: 'editor' },
  { prefix: '/api/console/v1/packages', role: 'editor' },
  { prefix: '/api/console/v1/media/', role: 'editor' },
  { prefix: '/api/console/v1/uploads', role: 'editor' },
  { prefix: '/api/console/v1/catalog/', role: 'editor' },
  { prefix: '/api/console/v1/support/', role: 'support' },
  { prefix: '/api/console/v1/reports/', role: 'analyst' },
];
const staffByPrefix = new Map<string, SignedInTestStaff>();
let vocabulary: Vocabulary;
let journal: WriteJournal;
const tally = new Map<string, { requests: number; ms: number; outcomes: Map<string, number> }>();

beforeAll(async () => {
  subscriber = await SignedInSubscriber.create(app);
  for (const { prefix, role } of consoleIdentities) staffByPrefix.set(prefix, await signInStaff(app, role));
  await subscriber.buyEverything();
  staff = await SignedInStaff.create(app);
  const supported = await SignedInSubscriber.create(app);
  vocabulary = {
    ...(await vocabularyOf(app, subscriber.subscriber)),
    ...(await supportVocabularyOf(app, supported.subscriber, subscriber.subscriber)),
  };
  journal = await WriteJournal.install(app.db);
});

afterAll(async () => {
  await bed.close();
  const requests = [...tally.values()].reduce((sum, entry) => sum + entry.requests, 0);
  if (process.env.BAD_INPUT_REPORT) {
    for (const [name, entry] of tally) {
      const outcomes = [...entry.outcomes]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([outcome, n]) => `${outcome} ×${n}`);
      console.info(`${name} (${Math.round(entry.ms)} ms): ${outcomes.join(', ')}`);
    }
  }
  console.info(
    `bad input: ${tally.size} routes, ${requests} requests, ${RUNS} runs per route, shape and identity, ` +
      `${Math.round((Date.now() - started) / 1000)} s`,
  );
});

/** Counts answers by status and error code, for the report that BAD_INPUT_REPORT=1 prints. */
function count(route: Route, response: LightMyRequestResponse, ms: number) {
  const entry = tally.get(routeName(route)) ?? { requests: 0, ms: 0, outcomes: new Map<string, number>() };
  const outcome =
    `${response.statusCode}${response.statusCode >= 400 ? ` ${errorCodeOf(response) ?? ''}` : ''}`.trim();
  entry.requests += 1;
  entry.ms += ms;
  entry.outcomes.set(outcome, (entry.outcomes.get(outcome) ?? 0) + 1);
  tally.set(routeName(route), entry);
}

function preview(text: string | undefined, length = 300): string {
  if (text === undefined) return '(none)';
  return text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text;
}

function exchange(request: BadRequest, response: LightMyRequestResponse, writes: Write[]): string {
  return [
    `${request.method} ${preview(request.url)}`,
    `headers: ${preview(JSON.stringify(request.headers))}`,
    `body: ${preview(request.payload)}`,
    `→ ${response.statusCode} ${preview(response.body)}`,
    `writes: ${describeWrites(writes) || 'none'}`,
  ].join('\n');
}

function errorCodeOf(response: LightMyRequestResponse): string | undefined {
  try {
    return (JSON.parse(response.body) as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
}

function isServerErrorByDesign(route: Route, response: LightMyRequestResponse): boolean {
  // HEAD answers carry no body, so there the status alone must match.
  const code = errorCodeOf(response);
  return serverErrorsByDesign.some(
    (rule) =>
      rule.route.test(routeName(route)) &&
      rule.status === response.statusCode &&
      (route.method === 'HEAD' || rule.code === code),
  );
}

/** Console routes: the role each is for, else an admin; every other route: the subscriber. */
function identityFor(route: Route): Record<string, string> {
  if (!isConsoleRoute(route.path)) return subscriber.headers();
  for (const [prefix, member] of staffByPrefix) if (route.path.startsWith(prefix)) return member.headers;
  return staff.headers();
}

async function send(route: Route, request: BadRequest, signedIn: boolean): Promise<void> {
  // Console routes: signed in means a member of staff, and the portal's Origin always goes with them, so that
  // bad input reaches the validation and the handlers behind the Origin check.
  const toConsole = isConsoleRoute(route.path);
  const identity: Record<string, string> = signedIn ? identityFor(route) : {};
  const origin: Record<string, string> = toConsole
    ? { origin: new URL(app.config.publicBaseUrl).origin }
    : {};
  const headers = { ...request.headers, ...origin, ...identity };
  const sentAt = performance.now();
  const response = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    payload: request.payload,
  });
  // Usage logs are written in bulk after the answer: write them now, so they count as this request's writes.
  await app.usageLogs.flush();
  const writes = await journal.writesSinceLastLook();
  count(route, response, performance.now() - sentAt);
  const sent = { ...request, headers };
  if (response.statusCode >= 500 && !isServerErrorByDesign(route, response)) {
    throw new Error(`a server error for bad input:\n${exchange(sent, response, writes)}`);
  }
  if (response.statusCode >= 400 && writes.length > 0) {
    const code = errorCodeOf(response);
    const allowed = writesByDesign.find((rule) => rule.route === routeName(route) && rule.code === code);
    const unexpected = writes.filter(
      (write) => !allowed?.writes.includes(`${write.table} ${write.operation}`),
    );
    if (unexpected.length > 0) {
      throw new Error(`a refused request wrote to the database:\n${exchange(sent, response, writes)}`);
    }
  }
  if (signedIn && toConsole) {
    await staff.renewIfEnded();
    await journal.writesSinceLastLook();
  } else if (signedIn && response.statusCode < 400 && request.method !== 'GET' && request.method !== 'HEAD') {
    await subscriber.renewIfEnded();
    await journal.writesSinceLastLook();
  }
}

async function fuzz(route: Route, shape: Shape, signedIn: boolean): Promise<void> {
  const requests = badRequests(route, shape, { vocabulary, apiClientAuthorization, signedIn });
  await fc.assert(
    fc.asyncProperty(requests, (request) => send(route, request, signedIn)),
    { numRuns: RUNS, interruptAfterTimeLimit: 120_000, markInterruptAsFailure: true },
  );
}

describe('the harness', () => {
  test('sees what a request writes, table by table', async () => {
    const { userId } = subscriber.subscriber;
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/client/v1/${app.config.operatorUid}/users/${userId}/preferences`,
      headers: subscriber.headers(),
      payload: { quality: 'high' },
    });
    expect(saved.statusCode).toBe(200);
    expect(describeWrites(await journal.writesSinceLastLook())).toBe('subscribers UPDATE');
    expect(journal.tables).toEqual(expect.arrayContaining(['subscribers', 'purchases', 'otp_challenges']));
  });

  test('has real values to get past lookups: a signed live address among them', () => {
    expect(vocabulary.sig?.length).toBe(1);
    expect(vocabulary.movieId?.length).toBeGreaterThan(0);
    expect(vocabulary.purchaseId?.length).toBe(1);
    expect(vocabulary.subscriberId).not.toEqual([subscriber.subscriber.userId]);
  });

  test('finds the routes in the app itself: every documented operation and the known spec paths', () => {
    const names = new Set(routes.map(routeName));
    for (const documented of documentedRoutes(app)) expect(names).toContain(documented);
    for (const known of [
      'POST /api/client/v1/global/login',
      'POST /cm/api/otp/',
      'POST /cm/api/subscriber/',
      'POST /cm/api/purchase/',
      'POST /cm/api/logs/',
      'PUT /api/client/v1/:operator/users/:userId/preferences',
      // Continue watching, saved positions and My List.
      'GET /api/client/v1/:operator/users/:userId/continue-watching',
      'GET /api/client/v1/:operator/users/:userId/positions/:kind/:id',
      'POST /api/client/v1/:operator/users/:userId/positions',
      'GET /api/client/v1/:operator/users/:userId/my-list',
      'PUT /api/client/v1/:operator/users/:userId/my-list/:type/:id',
      'DELETE /api/client/v1/:operator/users/:userId/my-list/:type/:id',
      'GET /api/client/v1/:operator/users/:userId/vod/movies/:uid',
      // The devices page and the concurrent-stream leases.
      'GET /api/client/v1/:operator/users/:userId/devices',
      'DELETE /api/client/v1/:operator/users/:userId/devices/:deviceId',
      'PUT /api/client/v1/:operator/users/:userId/streams/lease',
      'POST /api/client/v1/:operator/users/:userId/streams/lease/release',
      'GET /api/client/v1/:operator/users/:userId/streams/playing',
      'DELETE /api/client/v1/:operator/users/:userId/streams/playing/:holder',
      'GET /api/client/v2/:operator/shows/grid',
      'GET /media/s/:sig/:expires/:asset/*',
      'GET /live/s/:sig/:expires/:grant/:rendition/index.m3u8',
      'GET /api/client/v1/:operator/users/:userId/live/channels/:uid/programmes/:programmeId',
      // The console's support, purchases and reports routes.
      'GET /api/console/v1/support/subscribers',
      'GET /api/console/v1/support/subscribers/:subscriberId',
      'DELETE /api/console/v1/support/subscribers/:subscriberId/sessions',
      'DELETE /api/console/v1/support/subscribers/:subscriberId/sessions/:sessionId',
      'POST /api/console/v1/support/subscribers/:subscriberId/goodwill',
      'GET /api/console/v1/support/packages',
      'GET /api/console/v1/support/purchases',
      'GET /api/console/v1/support/purchases/:purchaseId',
      'POST /api/console/v1/support/purchases/:purchaseId/recheck',
      'POST /api/console/v1/support/purchases/:purchaseId/activate',
      'POST /api/console/v1/support/purchases/:purchaseId/close',
      'GET /api/console/v1/reports/signups',
      'GET /api/console/v1/reports/sales',
      'GET /api/console/v1/reports/active-packages',
      'GET /api/console/v1/reports/streaming',
      // The admin's operator settings.
      'GET /api/console/v1/settings',
      'PUT /api/console/v1/settings',
      // The subscribers' search.
      'GET /api/client/v1/:operator/search',
    ]) {
      expect(names).toContain(known);
    }
    expect(fuzzed.length).toBeGreaterThan(50);
  });
});

describe.each(fuzzed.map((route) => [routeName(route), route] as const))('%s', (_name, route) => {
  test('answers bad input with no server error and writes nothing when it refuses', async () => {
    for (const shape of shapesOf(route)) {
      await fuzz(route, shape, false);
      await fuzz(route, shape, true);
    }
    const health = await app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
  });
});
