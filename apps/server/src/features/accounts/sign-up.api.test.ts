import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  latestOtp,
  login,
  randomEmail,
  randomGloNumber,
  signUp,
  webClient,
} from './accounts-test-fixtures.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ simulators: ['sms', 'mail'] });
});
afterAll(() => testApp.close());

const post = (url: string, payload: unknown) =>
  testApp.app.inject({ method: 'POST', url, payload: payload as object });
const count = async (table: 'subscribers' | 'billing_outbox' | 'otp_challenges') =>
  Number(
    (
      await testApp.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('sign-up by Glo number', () => {
  it('sends a six-digit OTP by SMS and answers with the 315 second countdown', async () => {
    const number = randomGloNumber();
    const response = await post('/cm/api/otp/?mode=generate', { mobile_number: number });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', resend_after: 315 });
    expect(await latestOtp(testApp.app, `+234${number}`)).toMatch(/^\d{6}$/);
  });

  it('refuses a number outside the Glo ranges', async () => {
    const response = await post('/cm/api/otp/?mode=generate', { mobile_number: '8031234567' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Enter a valid GLO number');
  });

  it('refuses an early resend with the seconds left', async () => {
    const number = randomGloNumber();
    await post('/cm/api/otp/?mode=generate', { mobile_number: number });
    const again = await post('/cm/api/otp/?mode=generate', { mobile_number: number });
    expect(again.statusCode).toBe(429);
    expect(again.json().error.code).toBe('otp_resend_too_soon');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(300);
  });

  it("answers a wrong OTP with the spec's 'invalid OTP' and a right one with 'OTP is valid'", async () => {
    const number = randomGloNumber();
    await post('/cm/api/otp/?mode=generate', { mobile_number: number });
    const otp = await latestOtp(testApp.app, `+234${number}`);
    const wrong = await post('/cm/api/otp/?mode=validate', {
      mobile_number: number,
      otp: otp === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'invalid OTP', error: { code: 'otp_invalid' } });
    const right = await post('/cm/api/otp/?mode=validate', { mobile_number: number, otp });
    expect(right.json()).toEqual({ message: 'OTP is valid' });
  });

  it('creates the subscriber with the g+number username and spec defaults, once, after a validated OTP', async () => {
    const number = randomGloNumber();
    const outboxBefore = await count('billing_outbox');
    const created = await signUp(testApp.app, { mobile_number: number }, 'secret-pass');
    expect(created.username).toBe(`g${number}`);
    expect(created.sign_in_ticket.length).toBeGreaterThan(20);
    const row = await testApp.app.db
      .selectFrom('subscribers')
      .selectAll()
      .where('uid', '=', created.subscriber_uid)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'glo',
      msisdn: `+234${number}`,
      first_name: 'GLO',
      last_name: 'TV',
      status: 'Active',
      type: 'PREPAID',
      country: 'Nigeria',
    });
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(await count('billing_outbox')).toBe(outboxBefore + 1);

    const again = await post('/cm/api/subscriber/', { phone_number: number, password: 'secret-pass' });
    expect(again.json()).toEqual({ message: 'subscriber already exist' });
  });

  it('writes nothing without a validated OTP', async () => {
    const before = await count('subscribers');
    const response = await post('/cm/api/subscriber/', {
      phone_number: randomGloNumber(),
      password: 'secret-pass',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('otp_not_validated');
    expect(await count('subscribers')).toBe(before);
  });

  it('lets the sign-in ticket sign in once', async () => {
    const created = await signUp(testApp.app, { mobile_number: randomGloNumber() }, 'secret-pass');
    const redeem = () =>
      post('/api/client/v1/global/sign-in-ticket', {
        ticket: created.sign_in_ticket,
        device: 'web-1',
        device_class: 'mobile',
      });
    const first = await redeem();
    expect(first.statusCode).toBe(200);
    expect(first.json().data.access_token).toBeTruthy();
    expect((await redeem()).statusCode).toBe(401);
  });
});

describe('sign-up by e-mail', () => {
  it('sends the OTP by e-mail and creates a CRM/Test subscriber named by the address', async () => {
    const email = randomEmail();
    const created = await signUp(testApp.app, { email }, 'another-pass');
    expect(created.username).toBe(email);
    const row = await testApp.app.db
      .selectFrom('subscribers')
      .select(['kind', 'first_name', 'last_name'])
      .where('uid', '=', created.subscriber_uid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ kind: 'email', first_name: 'CRM', last_name: 'Test' });
    expect((await login(testApp.app, email.toUpperCase(), 'another-pass')).statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it.each([
    ['a missing body field', '/cm/api/subscriber/', { password: 'secret-pass' }],
    ['an extra field', '/cm/api/subscriber/', { email: randomEmail(), password: 'secret-pass', admin: true }],
    ['a wrong type', '/cm/api/subscriber/', { email: 42, password: 'secret-pass' }],
    [
      'an oversized value',
      '/cm/api/subscriber/',
      { email: `${'a'.repeat(300)}@x.com`, password: 'secret-pass' },
    ],
    ['a short password', '/cm/api/subscriber/', { email: randomEmail(), password: 'abc' }],
    ['a long password', '/cm/api/subscriber/', { email: randomEmail(), password: 'x'.repeat(21) }],
    ['an OTP of letters', '/cm/api/otp/?mode=validate', { email: randomEmail(), otp: 'abcdef' }],
    ['an unknown OTP mode', '/cm/api/otp/?mode=delete', { email: randomEmail() }],
  ])('refuses %s with a 400 and writes nothing', async (_name, url, payload) => {
    const before = [await count('subscribers'), await count('otp_challenges')];
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect([await count('subscribers'), await count('otp_challenges')]).toEqual(before);
  });

  it('refuses a login without the client credentials', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/client/v1/global/login',
      payload: { username: 'g8050000000', password: 'whatever', device: 'd', device_class: 'desktop' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toContain('Basic');
    expect(webClient).toContain('Basic');
  });
});

describe('sign-up while the billing system is down', () => {
  it('still creates the subscriber and leaves the customer record queued for delivery', async () => {
    const outage = await createTestApp({
      simulators: ['sms', 'mail'],
      env: {
        BSS_URL: 'http://127.0.0.1:9',
        BSS_USERNAME: 'portal',
        BSS_PASSWORD: 'secret',
        BSS_PARTY_ID: 'GLOTV',
      },
    });
    try {
      const created = await signUp(outage.app, { mobile_number: randomGloNumber() }, 'secret-pass');
      expect(created.subscriber_uid).toBeTruthy();
      const queued = await outage.app.db
        .selectFrom('billing_outbox')
        .innerJoin('subscribers', 'subscribers.id', 'billing_outbox.subscriber_id')
        .select(['billing_outbox.operation', 'billing_outbox.delivered_at'])
        .where('subscribers.uid', '=', created.subscriber_uid)
        .execute();
      expect(queued).toEqual([{ operation: 'CreateCustomer', delivered_at: null }]);
      expect((await login(outage.app, created.username, 'secret-pass')).statusCode).toBe(200);
    } finally {
      await outage.close();
    }
  });
});

describe('OTP guesses through the API', () => {
  it('refuse the sixth guess even when it is the right code', async () => {
    const number = randomGloNumber();
    await post('/cm/api/otp/?mode=generate', { mobile_number: number });
    const otp = await latestOtp(testApp.app, `+234${number}`);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let guess = 0; guess < 5; guess++) {
      expect(
        (await post('/cm/api/otp/?mode=validate', { mobile_number: number, otp: wrong })).statusCode,
      ).toBe(400);
    }
    const sixth = await post('/cm/api/otp/?mode=validate', { mobile_number: number, otp });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toMatchObject({ message: 'invalid OTP', error: { code: 'otp_attempts_exceeded' } });
  });
});
