import { type Portal, startPortal } from '@glotv/testing/portal-launcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackingServices, openBackingServices } from './support/load-backing.ts';
import {
  airtimePurchase,
  browse,
  type CallContext,
  cardPurchase,
  discoverCatalog,
  linkPlaceholderMedia,
  login,
  type Outcome,
  otpRoundTrip,
  streamAddress,
} from './support/load-calls.ts';
import { waitForSettledLedger } from './support/load-ledger.ts';
import { type PaymentSimulators, startPaymentSimulators } from './support/load-simulators.ts';
import {
  CARD_LITE,
  deviceAddress,
  GLO_LITE,
  type Subscriber,
  signUpSubscribers,
  topUp,
} from './support/load-subscribers.ts';
import { CallRecorder, LoadClient, runWorkload } from './support/workload.ts';

const CONNECTIONS = 200;
const WINDOW_MS = 60_000;
const MAX_REQUESTS = 150_000;
const GLO_SUBSCRIBERS = 30;
const EMAIL_SUBSCRIBERS = 20;

/**
 * What one iteration of a connection does, by weight: mostly browsing and playing, some buying and signing up,
 * few logins — each hashes a password on purpose slowly (scrypt, ~100 ms of a core), as real traffic rarely does.
 */
const mix = [
  { weight: 50, kind: 'browse' },
  { weight: 25, kind: 'stream' },
  { weight: 12, kind: 'purchase' },
  { weight: 8, kind: 'otp' },
  { weight: 1, kind: 'login' },
] as const;
const totalWeight = mix.reduce((sum, entry) => sum + entry.weight, 0);

function pickKind(): (typeof mix)[number]['kind'] {
  let roll = Math.random() * totalWeight;
  for (const entry of mix) {
    roll -= entry.weight;
    if (roll < 0) return entry.kind;
  }
  return 'browse';
}

let backing: BackingServices | undefined;
let simulators: PaymentSimulators | undefined;
let portal: Portal | undefined;
let client: LoadClient | undefined;

beforeAll(async () => {
  backing = await openBackingServices();
  simulators = await startPaymentSimulators();
  portal = await startPortal({
    env: {
      // Development mode runs the reconciliation job and the billing worker, as production does.
      NODE_ENV: 'development',
      DEMO_MEDIA: 'off',
      DATABASE_URL: backing.databaseUrl,
      REDIS_URL: backing.redisUrl,
      RATE_LIMIT_MULTIPLIER: '1000',
      ...simulators.env,
    },
  });
  simulators.sendWebhooksTo(portal.baseUrl);
  // Saturated on a small machine a purchase can take many seconds; only an answer later than a minute is a hang.
  client = new LoadClient(portal.baseUrl, CONNECTIONS, 60_000);
});

afterAll(async () => {
  client?.close();
  await portal?.stop();
  await simulators?.close();
  await backing?.close();
});

describe('one server on PostgreSQL and Redis under 200 concurrent connections', () => {
  it('answers every call of a mixed workload as expected for a minute, and every purchase is active once', async () => {
    if (!portal || !simulators || !client || !backing) throw new Error('setup did not finish');
    const setupStarted = performance.now();
    const kinds = [
      ...Array<'glo'>(GLO_SUBSCRIBERS).fill('glo'),
      ...Array<'email'>(EMAIL_SUBSCRIBERS).fill('email'),
    ];
    const subscribers = await signUpSubscribers(portal.baseUrl, kinds, { firstDevice: 0 });
    topUp(simulators, subscribers);
    const facts = await discoverCatalog(client, subscribers[0]!);
    await linkPlaceholderMedia(backing.databaseUrl, facts.movieId);
    const context: CallContext = { client, simulators, facts, activated: [] };

    // Everyone owns Lite before the window, so the stream and 'bought' calls have one answer to expect.
    const setup = new CallRecorder();
    await Promise.all(
      subscribers.map(async (subscriber) => {
        const outcomes =
          subscriber.kind === 'glo'
            ? await airtimePurchase(context, subscriber, gloIndexOf(GLO_LITE))
            : await cardPurchase(context, subscriber, cardIndexOf(CARD_LITE));
        recordAll(setup, outcomes);
      }),
    );
    expect(setup.errorSamples(), 'the purchases before the window').toEqual([]);
    console.log(
      `Set up ${subscribers.length} subscribers, each with Lite, in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
    );

    const recorder = new CallRecorder();
    const { elapsedMs } = await runWorkload({
      workers: CONNECTIONS,
      durationMs: WINDOW_MS,
      maxRequests: MAX_REQUESTS,
      recorder,
      iteration: async (worker, round) => {
        const subscriber = subscribers[worker % subscribers.length]!;
        recordAll(recorder, await iterate(context, subscriber, worker, round));
      },
    });

    recorder.print(
      `Mixed workload: ${recorder.total} requests in ${(elapsedMs / 1000).toFixed(1)} s over ` +
        `${client.connectionsOpened} keep-alive connections (peak ${client.peakInFlight} in flight), ` +
        `backing services: ${backing.kind}`,
    );
    expect(client.peakInFlight).toBeGreaterThanOrEqual(CONNECTIONS);
    expect(recorder.errorSamples(), `${recorder.errors} unexpected answers`).toEqual([]);
    expect(portal.unexpectedExits).toBe(0);

    const ledger = await waitForSettledLedger(backing.databaseUrl, simulators, {
      activated: context.activated,
      timeoutMs: 30_000,
    });
    console.log(
      `Purchases: ${context.activated.length} answered activated; database ${ledger.purchases} purchases, ` +
        `${ledger.active} active; gateway ${ledger.airtimeCharges} charges; card provider ${ledger.cardPayments} payments`,
    );
    expect(ledger.problems).toEqual([]);
    expect(ledger.active).toBe(context.activated.length);
    expect(ledger.airtimeCharges + ledger.cardPayments).toBe(context.activated.length);
  });
});

function iterate(context: CallContext, subscriber: Subscriber, worker: number, round: number) {
  const pick = worker + round;
  switch (pickKind()) {
    case 'browse':
      return browse(context, subscriber, pick);
    case 'stream':
      return streamAddress(context, subscriber, pick);
    case 'purchase':
      return subscriber.kind === 'glo'
        ? airtimePurchase(context, subscriber, pick)
        : cardPurchase(context, subscriber, pick);
    case 'otp':
      return otpRoundTrip(context, deviceAddress(1000 + worker), round % 2 === 0 ? 'glo' : 'email');
    case 'login':
      return login(context, subscriber);
  }
}

function recordAll(recorder: CallRecorder, outcomes: Outcome[]): void {
  for (const outcome of outcomes) recorder.record(outcome.call, outcome.answer, outcome.problem);
}

const gloIndexOf = (productId: number) => productId - 1;
const cardIndexOf = (productId: number) => productId - 6;
