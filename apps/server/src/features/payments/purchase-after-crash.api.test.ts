import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type CardProviderSimulator,
  startCardProviderSimulator,
} from '@glotv/simulators/card-provider/card-provider-simulator';
import {
  type ChargingGatewaySimulator,
  startChargingGatewaySimulator,
} from '@glotv/simulators/charging-gateway/charging-gateway-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { randomEmail, randomGloNumber, webClient } from '../accounts/accounts-test-fixtures.ts';

const serverEntry = path.resolve(import.meta.dirname, '../../server.ts');
const LITE = 4;
const CARD_3_DAY = 6;

let gateway: ChargingGatewaySimulator;
let cardProvider: CardProviderSimulator;
let dataDir: string;
let database: TestDatabase | undefined;
let running: ChildProcess | undefined;

beforeAll(async () => {
  gateway = await startChargingGatewaySimulator();
  cardProvider = await startCardProviderSimulator();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-crash-'));
  if (process.env.TEST_DB === 'postgres') database = await createTestDatabase();
});
afterAll(async () => {
  running?.kill('SIGKILL');
  await Promise.all([gateway.close(), cardProvider.close()]);
  await database?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The real server in a process of its own, as `npm start` runs it, on this test's database and simulators. */
async function startServer(): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DEMO_MEDIA: 'off',
      LOG_LEVEL: 'warn',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      REDIS_URL: '',
      CHARGING_GATEWAY_URL: gateway.url,
      CARD_PROVIDER_URL: cardProvider.url,
      RECONCILE_INTERVAL_SECONDS: '5',
      RATE_LIMIT_MULTIPLIER: '100',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running = child;
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /GLO-TV is running at (http:\/\/\S+?)\/play\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  // PORT=0: the printed address names the port it took; 'localhost' may resolve to ::1 first.
  return { url: url.replace('localhost', '127.0.0.1'), process: child };
}

async function call(
  base: string,
  pathname: string,
  init: { method?: string; body?: unknown; token?: string } = {},
) {
  const response = await fetch(`${base}${pathname}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** Signs up and logs in through the HTTP API, reading the OTP from the development outbox. */
async function subscriber(base: string, who: { mobile_number: string } | { email: string }) {
  await call(base, '/cm/api/otp/?mode=generate', { method: 'POST', body: who });
  const to = 'mobile_number' in who ? `+234${who.mobile_number}` : who.email;
  const outbox = await call(base, `/dev/outbox?to=${encodeURIComponent(to)}`);
  const otp = /\b(\d{6})\b/.exec(outbox.body.data[0].text)![1];
  await call(base, '/cm/api/otp/?mode=validate', { method: 'POST', body: { ...who, otp } });
  const password = 'crash-test-pass';
  await call(base, '/cm/api/subscriber/', {
    method: 'POST',
    body:
      'mobile_number' in who ? { phone_number: who.mobile_number, password } : { email: who.email, password },
  });
  const response = await fetch(`${base}/api/client/v1/global/login`, {
    method: 'POST',
    headers: { authorization: webClient, 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'mobile_number' in who ? who.mobile_number : who.email,
      password,
      device: 'crash-test',
      device_class: 'desktop',
    }),
  });
  const { data } = (await response.json()) as { data: { user_id: string; access_token: string } };
  return { userId: data.user_id, token: data.access_token };
}

describe('a server killed between payment and activation', () => {
  it('activates each payment exactly once after the restart, through the reconciliation job', async () => {
    const first = await startServer();
    const number = randomGloNumber();
    const glo = await subscriber(first.url, { mobile_number: number });
    const card = await subscriber(first.url, { email: randomEmail() });
    const msisdn = `234${number}`;

    // Airtime: the gateway takes the money at once but answers only after a minute; the server dies waiting.
    gateway.setSubscriber(msisdn, { behaviour: 'slow', delay_ms: 60_000 });
    void call(first.url, '/cm/api/purchase/', {
      method: 'POST',
      token: glo.token,
      body: {
        subscriber_uid: glo.userId,
        subscription_type: 'one-off',
        medium: 'web',
        bill: true,
        product_id: LITE,
      },
    }).catch(() => undefined);
    await expect.poll(() => gateway.subscriber(msisdn).charges.length, { timeout: 15_000 }).toBe(1);

    // Card: paid at the provider, the webhook lost and the browser never back.
    cardProvider.setWebhook({ enabled: false });
    const checkout = await call(first.url, '/cm/api/payments/checkout/', {
      method: 'POST',
      token: card.token,
      body: {
        subscriber_uid: card.userId,
        product_id: CARD_3_DAY,
        customer: { email: 'crash@example.com', name: 'Crash Test', phone_number: '8091234567' },
      },
    });
    expect(checkout.status).toBe(200);
    await cardProvider.completeCheckout(checkout.body.data.tx_ref, { outcome: 'successful' });

    first.process.kill('SIGKILL');
    await new Promise((resolve) => first.process.once('exit', resolve));
    gateway.setSubscriber(msisdn, { behaviour: 'normal' });

    const second = await startServer();
    const historyOf = async (who: { userId: string; token: string }) =>
      (await call(second.url, `/api/client/v1/glotv/users/${who.userId}/purchases`, { token: who.token }))
        .body.data as { status: string; package_id: number }[];
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

    const packages = await call(second.url, `/api/client/v1/glotv/users/${glo.userId}/packages`, {
      token: glo.token,
    });
    expect(packages.body.data.find((entry: { id: number }) => entry.id === LITE).purchased).not.toBeNull();
    second.process.kill('SIGTERM');
    await new Promise((resolve) => second.process.once('exit', resolve));
  }, 180_000);
});
