import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PortalApi, type Session } from '@glotv/testing/portal-api';
import { type Portal, startPortal } from '@glotv/testing/portal-launcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CardProviderSimulator,
  type ChargingGatewaySimulator,
  type StartedSimulators,
  startSimulators,
} from '../../development/simulators.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { randomEmail, randomGloNumber } from '../accounts/accounts-test-fixtures.ts';
import { CARD_3_DAY, LITE } from './payments-test-fixtures.ts';

const password = 'crash-test-pass';

let simulators: StartedSimulators;
let gateway: ChargingGatewaySimulator;
let cardProvider: CardProviderSimulator;
let dataDir: string;
let database: TestDatabase | undefined;
let running: Portal | undefined;

beforeAll(async () => {
  simulators = await startSimulators(['chargingGateway', 'cardProvider']);
  gateway = simulators.chargingGateway!;
  cardProvider = simulators.cardProvider!;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-crash-'));
  if (process.env.TEST_DB === 'postgres') database = await createTestDatabase();
});
afterAll(async () => {
  await running?.stop();
  await simulators?.close();
  await database?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The real server in a process of its own, as `npm start` runs it, on this test's database and simulators. */
async function startServer(): Promise<{ url: string; kill(signal: NodeJS.Signals): Promise<string> }> {
  // A second start is a restart: the same port and DATA_DIR.
  if (running) await running.start();
  else running = await startPortal({ dataDir, startTimeoutMs: 90_000, env: serverEnvironment() });
  const portal = running;
  return { url: portal.baseUrl, kill: (signal) => portal.kill(signal) };
}

/** Development mode runs the reconciliation job; the payment systems are this test's simulators. */
function serverEnvironment(): Record<string, string> {
  return {
    NODE_ENV: 'development',
    DEMO_MEDIA: 'off',
    DATABASE_URL: database?.url ?? '',
    REDIS_URL: '',
    ...simulators.env,
    RECONCILE_INTERVAL_SECONDS: '5',
    RATE_LIMIT_MULTIPLIER: '100',
  };
}

describe('a server killed between payment and activation', () => {
  it('activates each payment exactly once after the restart, through the reconciliation job', async () => {
    const first = await startServer();
    const api = new PortalApi(first.url);
    const number = randomGloNumber();
    const glo = await api.signUpAndLogin({ number }, password);
    const card = await api.signUpAndLogin({ email: randomEmail() }, password);
    const msisdn = `234${number}`;

    // Airtime: the gateway takes the money at once but answers only after a minute; the server dies waiting.
    gateway.setSubscriber(msisdn, { behaviour: 'slow', delay_ms: 60_000 });
    void api
      .call(
        'POST',
        '/cm/api/purchase/',
        {
          subscriber_uid: glo.userId,
          subscription_type: 'one-off',
          medium: 'web',
          bill: true,
          product_id: LITE,
        },
        { token: glo.accessToken },
      )
      .catch(() => undefined);
    await expect.poll(() => gateway.subscriber(msisdn).charges.length, { timeout: 15_000 }).toBe(1);

    // Card: paid at the provider, the webhook lost and the browser never back.
    cardProvider.setWebhook({ enabled: false });
    const checkout = await api.call<{ data: { tx_ref: string } }>(
      'POST',
      '/cm/api/payments/checkout/',
      {
        subscriber_uid: card.userId,
        product_id: CARD_3_DAY,
        customer: { email: 'crash@example.com', name: 'Crash Test', phone_number: '8091234567' },
      },
      { token: card.accessToken },
    );
    expect(checkout.status).toBe(200);
    await cardProvider.completeCheckout(checkout.body.data.tx_ref, { outcome: 'successful' });

    await first.kill('SIGKILL');
    gateway.setSubscriber(msisdn, { behaviour: 'normal' });

    const second = await startServer();
    const restarted = new PortalApi(second.url);
    const historyOf = async (who: Session) =>
      (
        await restarted.call<{ data: { status: string; package_id: number }[] }>(
          'GET',
          `/api/client/v1/glotv/users/${who.userId}/purchases`,
          undefined,
          { token: who.accessToken },
        )
      ).body.data;
    await expect
      .poll(async () => (await historyOf(glo)).map((entry) => entry.status), {
        timeout: 60_000,
        interval: 1000,
      })
      .toEqual(['active']);
    await expect
      .poll(async () => (await historyOf(card)).map((entry) => entry.status), {
        timeout: 60_000,
        interval: 1000,
      })
      .toEqual(['active']);
    expect(gateway.subscriber(msisdn).charges).toHaveLength(1);

    const packages = await restarted.call<{ data: { id: number; purchased: unknown }[] }>(
      'GET',
      `/api/client/v1/glotv/users/${glo.userId}/packages`,
      undefined,
      { token: glo.accessToken },
    );
    expect(packages.body.data.find((entry) => entry.id === LITE)!.purchased).not.toBeNull();
    await second.kill('SIGTERM');
  }, 180_000);
});
