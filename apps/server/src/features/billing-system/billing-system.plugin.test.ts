import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/load-config.ts';
import {
  type BillingSystemSimulator,
  type StartedSimulators,
  startSimulators,
} from '../../development/simulators.ts';
import { configPlugin } from '../../plugins/config.ts';
import { dbPlugin } from '../../plugins/db.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { enqueueBillingChange } from './billing-outbox.repository.ts';
import { type BillingSystemPluginOptions, billingSystemPlugin } from './billing-system.plugin.ts';

let simulators: StartedSimulators;
let bss: BillingSystemSimulator;
let database: TestDatabase;
let app: FastifyInstance | undefined;

beforeAll(async () => {
  simulators = await startSimulators(['bss'], {
    credentials: {
      BSS_USERNAME: 'portal-at-bss',
      BSS_PASSWORD: 'configured-password',
      BSS_PARTY_ID: 'GLOTVX',
    },
  });
  bss = simulators.bss!;
  database = await createTestDatabase();
});
afterEach(async () => {
  await app?.close();
  app = undefined;
});
afterAll(async () => {
  await simulators.close();
  await database.destroy();
});

/** Only what the plugin depends on: config and db. */
async function appWith(options: BillingSystemPluginOptions, env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    MEDIA_SIGNING_SECRET: 'm'.repeat(32),
    TOKEN_SIGNING_SECRET: 't'.repeat(32),
    ...env,
  });
  app = Fastify();
  await app.register(configPlugin, { config });
  await app.register(dbPlugin, { db: database.db });
  await app.register(billingSystemPlugin, options);
  await app.ready();
  return app;
}

async function queueCustomer(username: string): Promise<void> {
  const subscriber = await database.db
    .insertInto('subscribers')
    .values({
      uid: username,
      kind: 'glo',
      username,
      msisdn: `+234${username.slice(1)}`,
      first_name: 'GLO',
      last_name: 'TV',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await enqueueBillingChange(database.db, {
    operation: 'CreateCustomer',
    subscriberId: subscriber.id,
    payload: { username },
  });
}

const customerExists = (username: string) =>
  bss.customers().some((customer) => customer.username === username);

async function eventually(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
}

describe('billing-system plugin', () => {
  it('decorates app.billingSystem with the adapter at BSS_URL, using the configured credentials', async () => {
    const sut = await appWith({}, simulators.env);

    await sut.billingSystem.generateOtp({ mobilePhone: '2348054440001' });

    expect(
      await sut.billingSystem.validateOtp({
        mobilePhone: '2348054440001',
        otp: bss.lastOtp('2348054440001')!,
      }),
    ).toBe(true);
  });

  it('delivers the billing outbox on a timer when the worker is enabled', async () => {
    await appWith({ runWorker: true, workerIntervalMs: 20 }, simulators.env);

    await queueCustomer('g8054440002');

    expect(await eventually(() => customerExists('g8054440002'), 5_000)).toBe(true);
  });

  it('leaves the outbox alone in tests unless the worker is enabled', async () => {
    await appWith({ workerIntervalMs: 20 }, simulators.env);

    await queueCustomer('g8054440003');

    expect(await eventually(() => customerExists('g8054440003'), 300)).toBe(false);
  });
});
