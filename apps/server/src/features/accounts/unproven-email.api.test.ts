import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { latestOtp, login, randomEmail, randomGloNumber, signUp } from './accounts-test-fixtures.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ simulators: ['sms', 'mail'] });
});
afterAll(() => testApp.close());

const post = (url: string, payload: object) => testApp.app.inject({ method: 'POST', url, payload });

/** A Glo sign-up, proven by the number's OTP, that gives someone else's e-mail beside the number. */
async function gloSignUpWithEmail(number: string, email: string, password: string) {
  expect((await post('/cm/api/otp/?mode=generate', { mobile_number: number })).statusCode).toBe(200);
  const otp = await latestOtp(testApp.app, `+234${number}`);
  expect((await post('/cm/api/otp/?mode=validate', { mobile_number: number, otp })).statusCode).toBe(200);
  const created = await post('/cm/api/subscriber/', { phone_number: number, email, password });
  expect(created.json()).toHaveProperty('subscriber_uid');
}

describe('an e-mail given at Glo sign-up, never proven by an OTP', () => {
  it('does not sign in', async () => {
    const [number, email] = [randomGloNumber(), randomEmail()];
    await gloSignUpWithEmail(number, email, 'glo-pass-1');
    const byEmail = await login(testApp.app, email, 'glo-pass-1');
    expect(byEmail.statusCode).toBe(401);
    expect(byEmail.json().error.code).toBe('invalid_credentials');
    expect((await login(testApp.app, number, 'glo-pass-1')).statusCode).toBe(200);
  });

  it('does not reset the password, and no OTP goes to it', async () => {
    const [number, email] = [randomGloNumber(), randomEmail()];
    await gloSignUpWithEmail(number, email, 'glo-pass-1');
    const forgot = await post('/api/client/v1/global/password/forgot', { username: email });
    expect(forgot.json().error).toEqual({
      code: 'not_registered',
      message: 'Your number is not registered. Register now.',
    });
    const outbox = await testApp.app.inject({ url: '/dev/outbox', query: { to: email } });
    expect(outbox.json().data).toEqual([]);
    const verify = await post('/api/client/v1/global/password/reset/verify', {
      username: email,
      otp: '123456',
    });
    expect(verify.json().error).toEqual({ code: 'not_registered', message: 'User Does Not Exists' });
  });

  it("leaves the e-mail's owner free to sign up by e-mail and sign in with it", async () => {
    const [number, email] = [randomGloNumber(), randomEmail()];
    await gloSignUpWithEmail(number, email, 'glo-pass-1');
    const lookup = await testApp.app.inject({
      url: '/cm/api/subscriber/',
      query: { subscriber_uid: email, limit: '30' },
    });
    expect(lookup.json()).toEqual({ data: [] });
    const owner = await signUp(testApp.app, { email }, 'owner-pass-1');
    expect(owner).toHaveProperty('subscriber_uid');
    expect((await login(testApp.app, email, 'owner-pass-1')).json().data.user_id).toBeDefined();
    expect((await login(testApp.app, email, 'glo-pass-1')).statusCode).toBe(401);
    expect((await login(testApp.app, number, 'glo-pass-1')).statusCode).toBe(200);
  });

  it('is kept on the Glo subscriber as contact data', async () => {
    const [number, email] = [randomGloNumber(), randomEmail()];
    await gloSignUpWithEmail(number, email, 'glo-pass-1');
    const row = await testApp.app.db
      .selectFrom('subscribers')
      .select(['email', 'email_verified_at'])
      .where('msisdn', '=', `+234${number}`)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email, email_verified_at: null });
  });
});
