import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { login, randomGloNumber, signUp } from './accounts-test-fixtures.ts';
import { hashMatchingNothing, hashPassword, owaspScrypt } from './password-hashing.ts';

const password = 'secret-pass';
/** What production hashed with before decision 026. */
const formerScrypt = { N: 2 ** 15, r: 8, p: 1 };

const storedHashOf = async (testApp: TestApp, subscriberUid: string) =>
  (
    await testApp.app.db
      .selectFrom('subscribers')
      .select('password_hash')
      .where('uid', '=', subscriberUid)
      .executeTakeFirstOrThrow()
  ).password_hash!;

describe('a subscriber whose password was hashed with older parameters', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ simulators: ['sms'] });
  });
  afterAll(() => testApp.close());

  it('logs in, and the stored hash is made again with the current parameters', async () => {
    const number = randomGloNumber();
    const { subscriber_uid } = await signUp(testApp.app, { mobile_number: number }, password);
    const former = await hashPassword(password, formerScrypt);
    await testApp.app.db
      .updateTable('subscribers')
      .set({ password_hash: former })
      .where('uid', '=', subscriber_uid)
      .execute();

    expect((await login(testApp.app, number, password)).statusCode).toBe(200);
    const upgraded = await storedHashOf(testApp, subscriber_uid);
    const { N, r, p } = testApp.app.passwordHasher.parameters;
    expect(upgraded.startsWith(`scrypt$${N}$${r}$${p}$`)).toBe(true);
    expect(upgraded).not.toBe(former);

    expect((await login(testApp.app, number, password)).statusCode).toBe(200);
    expect((await login(testApp.app, number, 'wrong-password')).statusCode).toBe(401);
    expect(await storedHashOf(testApp, subscriber_uid)).toBe(upgraded);
  });

  it('keeps the old hash when the password is wrong', async () => {
    const number = randomGloNumber();
    const { subscriber_uid } = await signUp(testApp.app, { mobile_number: number }, password);
    const former = await hashPassword(password, formerScrypt);
    await testApp.app.db
      .updateTable('subscribers')
      .set({ password_hash: former })
      .where('uid', '=', subscriber_uid)
      .execute();
    expect((await login(testApp.app, number, 'wrong-password')).statusCode).toBe(401);
    expect(await storedHashOf(testApp, subscriber_uid)).toBe(former);
  });
});

describe('logins while every hashing slot is busy and none may wait', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      simulators: ['sms'],
      env: { PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '0' },
    });
  });
  afterAll(() => testApp.close());

  it('are refused with 429, the API error shape and a Retry-After, known or unknown, then accepted again', async () => {
    const number = randomGloNumber();
    await signUp(testApp.app, { mobile_number: number }, password);
    // A check against a far costlier hash holds the only slot for a while (~0.5 s).
    const slow = testApp.app.passwordHasher.verify(password, hashMatchingNothing({ N: 2 ** 17, r: 8, p: 1 }));

    const [refused, unknown] = await Promise.all([
      login(testApp.app, number, password),
      login(testApp.app, randomGloNumber(), password),
    ]);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toEqual({
      error: { code: 'rate_limited', message: expect.any(String) },
    });
    expect(unknown.statusCode).toBe(429);

    await slow;
    expect((await login(testApp.app, number, password)).statusCode).toBe(200);
  });
});

describe('a production app', () => {
  it("hashes with OWASP's scrypt parameters, whatever the test tier uses", async () => {
    const testApp = await createTestApp({ production: true });
    try {
      expect(testApp.app.passwordHasher.parameters).toEqual(owaspScrypt);
      const stored = await testApp.app.passwordHasher.hash(password);
      expect(stored.startsWith(`scrypt$${2 ** 17}$8$1$`)).toBe(true);
    } finally {
      await testApp.close();
    }
  });
});
