import { randomEmail } from '@glotv/testing/portal-api';
import { type Portal, startPortal } from '@glotv/testing/portal-launcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCleanFailure, PhasedLoad, pollUntil, unacceptable } from './support/fault-load.ts';
import { type BackingServices, privateServices } from './support/load-backing.ts';
import {
  airtimePurchase,
  browse,
  type CallContext,
  cardPurchase,
  discoverCatalog,
  linkPlaceholderMedia,
  login,
  type Outcome,
  streamAddress,
} from './support/load-calls.ts';
import { readLedger, waitForSettledLedger } from './support/load-ledger.ts';
import { type PaymentSimulators, startPaymentSimulators } from './support/load-simulators.ts';
import {
  CARD_LITE,
  deviceAddress,
  fromAddress,
  GLO_LITE,
  type Subscriber,
  signUpSubscribers,
  topUp,
} from './support/load-subscribers.ts';
import type { PrivatePostgres } from './support/private-postgres.ts';
import { privatePostgresAvailable } from './support/private-postgres.ts';
import type { PrivateRedis } from './support/private-redis.ts';
import { privateRedisAvailable } from './support/private-redis.ts';
import { type Answer, errorCodeOf, LoadClient } from './support/workload.ts';

/** The real per-address limits (RATE_LIMIT_MULTIPLIER=1) of the routes the Redis test floods. */
const OTP_LIMIT = 30;
const LOGIN_LIMIT = 20;

type Services = BackingServices & { postgres: PrivatePostgres; redis: PrivateRedis };
type Readiness = Answer<{ status?: string; checks?: Record<string, string> }>;

let services: Services | undefined;
let simulators: PaymentSimulators | undefined;
let portal: Portal | undefined;
let client: LoadClient | undefined;
let subscribers: Subscriber[] = [];
let context: CallContext | undefined;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function setUp() {
  if (!services || !simulators || !portal || !client || !context) throw new Error('setup did not finish');
  return { services, simulators, portal, client, context };
}

const readiness = () =>
  setUp().client.request('GET', '/readyz', undefined, { timeoutMs: 10_000 }) as Promise<Readiness>;

beforeAll(async () => {
  if (!privatePostgresAvailable() || !privateRedisAvailable()) {
    throw new Error(
      'The fault tests stop and restart a PostgreSQL and a Redis of their own: they need the PostgreSQL 15 ' +
        'binaries (initdb and pg_ctl in /usr/lib/postgresql/15/bin, or PG_BIN) and redis-server on the PATH.',
    );
  }
  services = await privateServices();
  simulators = await startPaymentSimulators();
  portal = await startPortal({
    env: {
      // Development mode runs the reconciliation job and the billing worker, as production does.
      NODE_ENV: 'development',
      DEMO_MEDIA: 'off',
      DATABASE_URL: services.databaseUrl,
      REDIS_URL: services.redisUrl,
      RATE_LIMIT_MULTIPLIER: '1',
      RECONCILE_INTERVAL_SECONDS: '5',
      ...simulators.env,
    },
  });
  simulators.sendWebhooksTo(portal.baseUrl);
  client = new LoadClient(portal.baseUrl, 64, 15_000);
  subscribers = await signUpSubscribers(
    portal.baseUrl,
    [...Array<'glo'>(12).fill('glo'), ...Array<'email'>(8).fill('email')],
    { firstDevice: 0 },
  );
  topUp(simulators, subscribers);
  const facts = await discoverCatalog(client, subscribers[0]!);
  await linkPlaceholderMedia(services.databaseUrl, facts.movieId);
  context = { client, simulators, facts, activated: [] };
  const owned = await Promise.all(
    subscribers.map((subscriber) =>
      subscriber.kind === 'glo'
        ? airtimePurchase(context!, subscriber, GLO_LITE - 1)
        : cardPurchase(context!, subscriber, CARD_LITE - 6),
    ),
  );
  expect(unacceptable(owned.flat(), { cleanFailuresAllowed: false })).toEqual([]);
});

afterAll(async () => {
  if (portal?.unexpectedExits)
    console.log(`The server ended by itself; its last output:\n${portal.output().slice(-6000)}`);
  client?.close();
  await portal?.stop();
  await simulators?.close();
  await services?.close();
});

describe('the server under faults of what it depends on', () => {
  it('recovers by itself from a PostgreSQL restart: /readyz names the database, requests fail cleanly, then succeed', async () => {
    const { services, simulators, portal, context } = setUp();
    const pid = portal.pid;
    const load = new PhasedLoad();
    load.start({
      workers: 16,
      maxDurationMs: 90_000,
      maxRequests: 20_000,
      thinkMs: 200,
      iteration: (worker, round) => {
        // Each worker on an address of its own, so that the real per-address limits are never reached.
        const subscriber = {
          ...subscribers[worker % subscribers.length]!,
          address: deviceAddress(100 + worker),
        };
        if (round % 10 === 9) {
          return subscriber.kind === 'glo'
            ? airtimePurchase(context, subscriber, round)
            : cardPurchase(context, subscriber, round);
        }
        return round % 3 === 0
          ? streamAddress(context, subscriber, round)
          : browse(context, subscriber, round);
      },
    });

    let down: Readiness;
    let up: Readiness;
    try {
      try {
        await sleep(3000);
        load.phase = 'outage';
        await services.postgres.stop('fast');
        down = await pollUntil(readiness, (answer) => answer.status === 503, {
          timeoutMs: 10_000,
          what: '/readyz answering 503',
        });
        await sleep(4000);
      } finally {
        if (!services.postgres.running) await services.postgres.start();
      }
      up = await pollUntil(readiness, (answer) => answer.status === 200, {
        timeoutMs: 30_000,
        what: '/readyz answering 200 again',
      });
      load.phase = 'after';
      await sleep(5000);
    } finally {
      await load.stop();
    }

    const outage = load.touching('outage');
    console.log(
      `PostgreSQL restart: ${load.in('before').length} answers before, ${outage.length} during the outage ` +
        `(${outage.filter(isCleanFailure).length} clean failures), ${load.in('after').length} after`,
    );
    expect(down.body).toEqual({ status: 'not_ready', checks: { database: 'failing', redis: 'ok' } });
    expect(up.body).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
    expect(unacceptable(load.in('before'), { cleanFailuresAllowed: false })).toEqual([]);
    expect(unacceptable(outage, { cleanFailuresAllowed: true })).toEqual([]);
    expect(outage.filter(isCleanFailure).length).toBeGreaterThan(0);
    expect(load.in('after').length).toBeGreaterThan(0);
    expect(unacceptable(load.in('after'), { cleanFailuresAllowed: false })).toEqual([]);
    expect(portal.pid).toBe(pid);
    expect(portal.unexpectedExits).toBe(0);
    // A purchase cut short by the outage may still be on its way; none is lost or doubled (settled in the last test).
    const ledger = await readLedger(services.databaseUrl, simulators, {
      activated: context.activated,
      settled: false,
    });
    expect(ledger.problems).toEqual([]);
  });

  it('refuses OTP and login with 503 while Redis is down, never without a limit, and limits again once it is back', async () => {
    const { services, client, context } = setUp();
    expect((await readiness()).body.checks?.redis).toBe('ok');
    const generateOtps = (count: number, address: string) =>
      Promise.all(
        Array.from({ length: count }, () =>
          client.request(
            'POST',
            '/cm/api/otp/?mode=generate',
            { email: randomEmail('flood') },
            {
              headers: fromAddress(address),
            },
          ),
        ),
      );
    const logins = async (count: number, address: string) =>
      (
        await Promise.all(
          Array.from({ length: count }, () => login(context, { ...subscribers[0]!, address })),
        )
      ).map((outcomes) => outcomes[0]!.answer);

    let down: Readiness;
    let otpAnswers: Answer[];
    let loginAnswers: Answer[];
    let meanwhile: Outcome[];
    await services.redis.stop();
    try {
      down = await pollUntil(readiness, (answer) => answer.status === 503, {
        timeoutMs: 10_000,
        what: '/readyz answering 503',
      });
      otpAnswers = await generateOtps(OTP_LIMIT + 5, deviceAddress(500));
      loginAnswers = await logins(LOGIN_LIMIT + 5, deviceAddress(501));
      meanwhile = [
        ...(await browse(context, subscribers[1]!, 0)),
        ...(await streamAddress(context, subscribers[1]!, 0)),
      ];
    } finally {
      await services.redis.start();
    }
    const up = await pollUntil(readiness, (answer) => answer.status === 200, {
      timeoutMs: 30_000,
      what: '/readyz answering 200 again',
    });
    const otpAfter = await generateOtps(OTP_LIMIT + 1, deviceAddress(502));
    const loginAfter = await logins(1, deviceAddress(503));

    console.log(
      `Redis stopped: OTP generate answered ${tally(otpAnswers)}; login answered ${tally(loginAnswers)}; ` +
        `after its return, ${OTP_LIMIT + 1} OTP generates answered ${tally(otpAfter)}`,
    );
    expect(down.body).toEqual({ status: 'not_ready', checks: { database: 'ok', redis: 'failing' } });
    // Never more than the limit let through; everything else refused clearly.
    expect(otpAnswers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(OTP_LIMIT);
    expect(loginAnswers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(LOGIN_LIMIT);
    expect(
      [...otpAnswers, ...loginAnswers].filter((answer) => answer.status !== 200 && !refusedClearly(answer)),
    ).toEqual([]);
    expect(unacceptable(meanwhile, { cleanFailuresAllowed: false })).toEqual([]);
    expect(up.body.checks?.redis).toBe('ok');
    expect(otpAfter.map((answer) => answer.status).sort()).toEqual([
      ...Array<number>(OTP_LIMIT).fill(200),
      429,
    ]);
    expect(loginAfter.map((answer) => answer.status)).toEqual([200]);
  });

  it('loses no payment and activates none twice when killed with SIGKILL in a burst of purchases', async () => {
    const { services, simulators, portal, context } = setUp();
    const buyers = subscribers.map((subscriber, index) => ({
      ...subscriber,
      address: deviceAddress(300 + index),
    }));
    // Half the Glo numbers get the gateway's answer late: charged at once, answered after 1.5 s.
    const slow = buyers.filter((buyer, index) => buyer.kind === 'glo' && index % 2 === 0);
    for (const buyer of slow)
      simulators.gateway.setSubscriber(buyer.msisdn, { behaviour: 'slow', delay_ms: 1500 });
    const activatedBefore = new Set(context.activated);

    const killed = new AbortController();
    let killing = false;
    const answered: Outcome[] = [];
    const cutByTheKill: Outcome[] = [];
    const burst = Promise.all(
      buyers.map(async (buyer, index) => {
        for (let round = 0; round < 15 && !killed.signal.aborted; round++) {
          const outcomes =
            buyer.kind === 'glo'
              ? await airtimePurchase(context, buyer, round)
              : // Every other card buyer's browser never comes back: the webhook (or the job) must activate it.
                await cardPurchase(context, buyer, round, { returnToPortal: (index + round) % 2 === 0 });
          answered.push(...outcomes);
          if (killing) cutByTheKill.push(...outcomes.filter((outcome) => outcome.answer.status === 0));
        }
      }),
    );
    let signal: string;
    try {
      await pollUntil(
        async () => context.activated.length - activatedBefore.size,
        (count) => count >= 10,
        { timeoutMs: 60_000, what: 'ten purchases answered activated' },
      );
      killing = true;
      signal = await portal.kill('SIGKILL');
    } finally {
      killed.abort();
      await burst;
      for (const buyer of slow) simulators.gateway.setSubscriber(buyer.msisdn, { behaviour: 'normal' });
    }

    const restarted = new Date();
    await portal.start();
    const ledger = await waitForSettledLedger(services.databaseUrl, simulators, {
      activated: context.activated,
      timeoutMs: 90_000,
      since: restarted,
    });
    console.log(
      `SIGKILL in a burst: ${answered.length} answers, ${context.activated.length - activatedBefore.size} ` +
        `activated in the burst; after the restart ${ledger.activatedSince} more activated by reconciliation, ` +
        `${ledger.active} active in all, ${ledger.unfinished} never paid still pending; gateway ` +
        `${ledger.airtimeCharges} charges, card provider ${ledger.cardPayments} payments`,
    );
    expect(signal).toBe('SIGKILL');
    // Requests cut by the kill got no answer; every answer that came is the expected one.
    const answers = answered.filter((outcome) => !cutByTheKill.includes(outcome));
    expect(unacceptable(answers, { cleanFailuresAllowed: false })).toEqual([]);
    expect(ledger.problems).toEqual([]);
    // The kill did catch payments between charge and activation, and the restarted server finished them.
    expect(ledger.activatedSince).toBeGreaterThan(0);
  });
});

function refusedClearly(answer: Answer): boolean {
  const code = errorCodeOf(answer);
  return (
    (answer.status === 503 && code === 'not_ready') || (answer.status === 429 && code === 'rate_limited')
  );
}

function tally(answers: Answer[]): string {
  const counts = new Map<string, number>();
  for (const answer of answers) {
    const key = `${answer.status || 'none'}${errorCodeOf(answer) ? ` ${errorCodeOf(answer)}` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${count}× ${key}`).join(', ');
}
