import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { latestOtp, login, randomGloNumber, signUp } from './accounts-test-fixtures.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ simulators: ['sms', 'mail'] });
});
afterAll(() => testApp.close());

const base = '/api/client/v1/global/password';
const post = (path: string, payload: object) =>
  testApp.app.inject({ method: 'POST', url: `${base}${path}`, payload });
const newPassword = (reset_token: string, password = 'new-pass-1') =>
  post('/reset', { reset_token, password, confirm_password: password });

/** A registered number that has just been sent a reset OTP; answers the number and the code. */
async function forgotten(): Promise<{ number: string; otp: string }> {
  const number = randomGloNumber();
  await signUp(testApp.app, { mobile_number: number }, 'first-pass');
  expect((await post('/forgot', { username: number })).statusCode).toBe(200);
  return { number, otp: await latestOtp(testApp.app, `+234${number}`) };
}

async function grantFor(number: string, otp: string): Promise<string> {
  const verified = await post('/reset/verify', { username: number, otp });
  expect(verified.statusCode).toBe(200);
  expect(verified.json()).toMatchObject({ status: 'ok', expires_in: 600 });
  return verified.json().reset_token;
}

describe('forgotten password: the OTP first, then the new password', () => {
  it('takes no password with the OTP, and none without a grant', async () => {
    const { number, otp } = await forgotten();
    const oldShape = await post('/reset', {
      username: number,
      otp,
      password: 'new-pass-1',
      confirm_password: 'new-pass-1',
    });
    expect(oldShape.statusCode).toBe(400);
    const guessed = await newPassword('a'.repeat(43));
    expect(guessed.statusCode).toBe(403);
    expect(guessed.json().error).toEqual({
      code: 'otp_not_validated',
      message: 'Error Please Restart Process',
    });
    expect((await login(testApp.app, number, 'first-pass')).statusCode).toBe(200);
  });

  it('refuses a wrong OTP, counting it, and gives a grant for the right one that sets the password', async () => {
    const { number, otp } = await forgotten();
    const wrong = await post('/reset/verify', {
      username: number,
      otp: otp === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().error).toEqual({ code: 'otp_invalid', message: 'The OTP you entered is invalid' });
    const [row] = await testApp.app.db
      .selectFrom('otp_challenges')
      .select('attempts')
      .where('destination', '=', `+234${number}`)
      .where('purpose', '=', 'reset')
      .execute();
    expect(row?.attempts).toBe(1);

    const grant = await grantFor(number, otp);
    const stored = await testApp.app.db.selectFrom('password_reset_grants').select('grant_hash').execute();
    expect(stored.map((grantRow) => grantRow.grant_hash)).not.toContain(grant);
    expect((await newPassword(grant)).json()).toEqual({ status: 'ok' });
    expect((await login(testApp.app, number, 'new-pass-1')).statusCode).toBe(200);
    expect((await login(testApp.app, number, 'first-pass')).statusCode).toBe(401);
  });

  it('spends a grant once, and the OTP that gave it cannot give another', async () => {
    const { number, otp } = await forgotten();
    const grant = await grantFor(number, otp);
    expect((await post('/reset/verify', { username: number, otp })).statusCode).toBe(400);
    expect((await newPassword(grant)).statusCode).toBe(200);
    const again = await newPassword(grant, 'other-pass-2');
    expect(again.statusCode).toBe(403);
    expect((await login(testApp.app, number, 'new-pass-1')).statusCode).toBe(200);
  });

  it('keeps the grant when the confirmation differs, so only the password is typed again', async () => {
    const { number, otp } = await forgotten();
    const grant = await grantFor(number, otp);
    const mismatch = await post('/reset', {
      reset_token: grant,
      password: 'new-pass-1',
      confirm_password: 'new-pass-2',
    });
    expect(mismatch.json().error).toEqual({
      code: 'passwords_do_not_match',
      message: 'password does not match',
    });
    expect((await newPassword(grant)).statusCode).toBe(200);
  });

  it('refuses an expired grant', async () => {
    const { number, otp } = await forgotten();
    const grant = await grantFor(number, otp);
    await sql`update password_reset_grants set expires_at = now() - interval '1 second'
      where spent_at is null`.execute(testApp.app.db);
    expect((await newPassword(grant)).statusCode).toBe(403);
    expect((await login(testApp.app, number, 'first-pass')).statusCode).toBe(200);
  });

  it('ends an unspent grant when a newer one is given', async () => {
    const { number, otp } = await forgotten();
    const first = await grantFor(number, otp);
    await sql`update otp_challenges set next_resend_at = now() where destination = ${`+234${number}`}`.execute(
      testApp.app.db,
    );
    expect((await post('/forgot', { username: number })).statusCode).toBe(200);
    const second = await grantFor(number, await latestOtp(testApp.app, `+234${number}`));
    expect((await newPassword(first)).statusCode).toBe(403);
    expect((await newPassword(second)).statusCode).toBe(200);
  });
});
