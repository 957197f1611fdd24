import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { type BillingSystemSimulator, startSimulators } from '../../development/simulators.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { billingOutboxRepository, enqueueBillingChange } from './billing-outbox.repository.ts';
import { deliverDueBillingChanges, retryDelayMs } from './billing-outbox.worker.ts';
import { type BillingSystemAdapter, createBillingSystemAdapter } from './billing-system.adapter.ts';

let database: TestDatabase;
let db: Db;
let bss: BillingSystemSimulator;
let closeBss: () => Promise<void>;
let adapter: BillingSystemAdapter;
let sequence = 0;
/** The worker's clock: an hour ahead, so every change queued during the tests (at now()) is due at at(0). */
let start: number;
const at = (seconds: number) => new Date(start + seconds * 1_000);

beforeAll(async () => {
  start = Date.now() + 3_600_000;
  database = await createTestDatabase();
  db = database.db;
  const credentials = { username: 'portal-at-bss', password: 'configured-bss-password', partyId: 'GLOTV' };
  const started = await startSimulators(['bss'], {
    credentials: {
      BSS_USERNAME: credentials.username,
      BSS_PASSWORD: credentials.password,
      BSS_PARTY_ID: 'GLOTV',
    },
  });
  bss = started.bss!;
  closeBss = started.close;
  adapter = createBillingSystemAdapter({ url: bss.url, credentials });
});
afterEach(async () => {
  bss.setOutage(false);
  // Leave no due change behind for the next test.
  await deliverDueBillingChanges(db, adapter, at(10 * 3600));
});
afterAll(async () => {
  await closeBss();
  await database.destroy();
});

/** The subscriber's own password; the billing system must never see it. */
const userPassword = 'My-own-secret-7';

async function insertSubscriber(kind: 'glo' | 'email' = 'glo') {
  sequence += 1;
  const number = `80533${String(sequence).padStart(5, '0')}`;
  const values =
    kind === 'glo'
      ? { kind, username: `g${number}`, msisdn: `+234${number}`, phone_number: `+234${number}`, email: null }
      : {
          kind,
          username: `user${sequence}@example.com`,
          msisdn: null,
          email: `user${sequence}@example.com`,
          email_verified_at: new Date(),
        };
  return db
    .insertInto('subscribers')
    .values({
      uid: `sub-outbox-${sequence}`,
      password_hash: `hash-of(${userPassword})`,
      first_name: kind === 'glo' ? 'GLO' : 'CRM',
      last_name: kind === 'glo' ? 'TV' : 'Test',
      ...values,
    })
    .returning(['id', 'username'])
    .executeTakeFirstOrThrow();
}

async function enqueueCreateCustomer(subscriber: { id: string; username: string }) {
  await enqueueBillingChange(db, {
    operation: 'CreateCustomer',
    subscriberId: subscriber.id,
    payload: { username: subscriber.username },
  });
}

const customerNamed = (username: string) =>
  bss.customers().filter((customer) => customer.username === username);
const changesOf = (subscriberId: string) => billingOutboxRepository.listForSubscriber(db, subscriberId);
const callsOf = (operation: string) => bss.calls().filter((call) => call === operation).length;

describe('billing outbox', () => {
  it('creates the customer in the billing system from the subscriber record', async () => {
    const subscriber = await insertSubscriber('glo');
    await enqueueCreateCustomer(subscriber);

    const result = await deliverDueBillingChanges(db, adapter, at(0));

    expect(result).toEqual({ delivered: 1, failed: 0 });
    expect(customerNamed(subscriber.username)).toEqual([
      expect.objectContaining({
        firstName: 'GLO',
        lastName: 'TV',
        mobilePhone: `234${subscriber.username.slice(1)}`,
      }),
    ]);
    const [change] = await changesOf(subscriber.id);
    expect(change?.delivered_at).toEqual(at(0));
    expect(change?.attempts).toBe(0);
  });

  it('sends a random placeholder password, never the user’s, and stores no password', async () => {
    const first = await insertSubscriber('email');
    const second = await insertSubscriber('email');
    await enqueueCreateCustomer(first);
    await enqueueCreateCustomer(second);

    await deliverDueBillingChanges(db, adapter, at(0));

    const [firstPassword, secondPassword] = [first, second].map(
      (s) => customerNamed(s.username)[0]?.password,
    );
    expect(firstPassword).toMatch(/^[\w-]{16}Gt7#$/);
    expect(firstPassword).not.toBe(userPassword);
    expect(secondPassword).not.toBe(firstPassword);
    const stored = JSON.stringify([...(await changesOf(first.id)), ...(await changesOf(second.id))]);
    expect(stored).not.toContain(userPassword);
    expect(stored).not.toContain(firstPassword);
  });

  it('refuses a payload that carries a password', async () => {
    const subscriber = await insertSubscriber();

    await expect(
      enqueueBillingChange(db, {
        operation: 'ChangePassword',
        subscriberId: subscriber.id,
        payload: { username: subscriber.username, newPassword: userPassword },
      }),
    ).rejects.toThrow(/must not carry secrets/);
    expect(await changesOf(subscriber.id)).toEqual([]);
  });

  it('keeps a change pending through an outage and delivers it once the system is back and time has passed', async () => {
    const subscriber = await insertSubscriber();
    await enqueueCreateCustomer(subscriber);
    bss.setOutage(true);

    const duringOutage = await deliverDueBillingChanges(db, adapter, at(0));
    const [pending] = await changesOf(subscriber.id);
    bss.setOutage(false);
    const callsBefore = callsOf('CreateCustomer');
    const tooEarly = await deliverDueBillingChanges(db, adapter, at(29));
    const callsTooEarly = callsOf('CreateCustomer') - callsBefore;
    const later = await deliverDueBillingChanges(db, adapter, at(31));

    expect(duringOutage).toEqual({ delivered: 0, failed: 1 });
    expect(pending).toMatchObject({ attempts: 1, delivered_at: null, next_attempt_at: at(30) });
    expect(pending?.last_error).toMatch(/CreateCustomer unavailable: answered HTTP 503/);
    expect(tooEarly).toEqual({ delivered: 0, failed: 0 });
    expect(callsTooEarly).toBe(0);
    expect(later).toEqual({ delivered: 1, failed: 0 });
    expect(customerNamed(subscriber.username)).toHaveLength(1);
    expect((await changesOf(subscriber.id))[0]).toMatchObject({
      attempts: 1,
      last_error: null,
      delivered_at: at(31),
    });
  });

  it('backs off exponentially from 30 s and never waits more than an hour', () => {
    expect([0, 1, 2, 3].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(7)).toBe(3_600_000);
    expect(retryDelayMs(40)).toBe(3_600_000);
  });

  it('makes one call per run while the system is down and leaves the rest of the batch untouched', async () => {
    const subscribers = [await insertSubscriber(), await insertSubscriber(), await insertSubscriber()];
    for (const subscriber of subscribers) await enqueueCreateCustomer(subscriber);
    bss.setOutage(true);
    const callsBefore = bss.calls().length;

    const result = await deliverDueBillingChanges(db, adapter, at(0));

    expect(result).toEqual({ delivered: 0, failed: 1 });
    expect(bss.calls().length - callsBefore).toBe(1);
    const attempts = await Promise.all(subscribers.map(async (s) => (await changesOf(s.id))[0]?.attempts));
    expect(attempts).toEqual([1, 0, 0]);
  });

  it('creates the customer once when its change is delivered twice', async () => {
    const subscriber = await insertSubscriber();
    await enqueueCreateCustomer(subscriber);
    await enqueueCreateCustomer(subscriber);

    const result = await deliverDueBillingChanges(db, adapter, at(0));
    const again = await deliverDueBillingChanges(db, adapter, at(1));

    expect(result).toEqual({ delivered: 2, failed: 0 });
    expect(again).toEqual({ delivered: 0, failed: 0 });
    expect(customerNamed(subscriber.username)).toHaveLength(1);
  });

  it('hands each due change to only one of two concurrent runs', async () => {
    const subscribers = [await insertSubscriber(), await insertSubscriber(), await insertSubscriber()];
    for (const subscriber of subscribers) await enqueueCreateCustomer(subscriber);
    const callsBefore = callsOf('CreateCustomer');

    const results = await Promise.all([
      deliverDueBillingChanges(db, adapter, at(0)),
      deliverDueBillingChanges(db, adapter, at(0)),
    ]);

    expect(results.reduce((sum, result) => sum + result.delivered, 0)).toBe(3);
    expect(callsOf('CreateCustomer') - callsBefore).toBe(3);
  });

  it.each(['SelfcareResetPassword', 'ChangePassword'] as const)(
    'rotates the placeholder password after a %s in the portal',
    async (operation) => {
      const subscriber = await insertSubscriber();
      await enqueueCreateCustomer(subscriber);
      await deliverDueBillingChanges(db, adapter, at(0));
      const before = customerNamed(subscriber.username)[0]?.password;

      await enqueueBillingChange(db, {
        operation,
        subscriberId: subscriber.id,
        payload: { username: subscriber.username },
      });
      const result = await deliverDueBillingChanges(db, adapter, at(1));

      const after = customerNamed(subscriber.username)[0]?.password;
      expect(result).toEqual({ delivered: 1, failed: 0 });
      expect(after).toMatch(/^[\w-]{16}Gt7#$/);
      expect(after).not.toBe(before);
    },
  );

  it('retries a password change the billing system refuses, with the reason recorded', async () => {
    const subscriber = await insertSubscriber();
    await enqueueBillingChange(db, {
      operation: 'SelfcareResetPassword',
      subscriberId: subscriber.id,
      payload: { username: subscriber.username },
    });

    const result = await deliverDueBillingChanges(db, adapter, at(0));

    expect(result).toEqual({ delivered: 0, failed: 1 });
    expect((await changesOf(subscriber.id))[0]).toMatchObject({
      attempts: 1,
      next_attempt_at: at(30),
      last_error: 'GetRecordsBySearch failed: No records found',
    });
  });
});
