import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { latestOtp, login, randomGloNumber, signUp } from './accounts-test-fixtures.ts';

let testApp: TestApp;
let number: string;
const password = 'secret-pass';

beforeAll(async () => {
  testApp = await createTestApp({ simulators: ['sms', 'mail'] });
  number = randomGloNumber();
  await signUp(testApp.app, { mobile_number: number }, password);
});
afterAll(() => testApp.close());

const me = (token: string) =>
  testApp.app.inject({ url: '/api/client/v1/global/me', headers: { authorization: `Bearer ${token}` } });
const refresh = (refresh_token: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/client/v1/global/refresh', payload: { refresh_token } });

describe('login', () => {
  it.each([
    ['the g username', () => `g${number}`],
    ['the 10 digits', () => number],
    ['the number with 0', () => `0${number}`],
    ['the number with +234', () => `+234${number}`],
  ])('accepts %s and answers the spec fields', async (_name, username) => {
    const response = await login(testApp.app, username(), password);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ operator_uid: 'glotv' });
    expect(Object.keys(data).sort()).toEqual(
      ['access_token', 'device_id', 'expires_in', 'operator_uid', 'refresh_token', 'user_id'].sort(),
    );
  });

  it('refuses a wrong password with the spec message', async () => {
    const response = await login(testApp.app, number, 'wrong-password');
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({
      code: 'invalid_credentials',
      message: 'Login failed: invalid credentials',
    });
  });

  it('refuses an unknown user the same way', async () => {
    const response = await login(testApp.app, randomGloNumber(), password);
    expect(response.json().error.code).toBe('invalid_credentials');
  });

  it('writes a usage log on login and on logout', async () => {
    const token = (await login(testApp.app, number, password)).json().data.access_token;
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/client/v1/global/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.json()).toEqual({ status: 'ok' });
    const actions = await testApp.app.db
      .selectFrom('usage_logs')
      .innerJoin('subscribers', 'subscribers.uid', 'usage_logs.subscriber_uid')
      .select(['action', 'medium', 'operator_id'])
      .where('subscribers.msisdn', '=', `+234${number}`)
      .execute();
    expect(actions).toContainEqual({ action: 'login', medium: 'Web', operator_id: 'glotv' });
    expect(actions).toContainEqual({ action: 'logout', medium: 'Web', operator_id: 'glotv' });
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('the web session', () => {
  it('rides on httpOnly cookies and keeps the refresh token out of the body', async () => {
    const response = await login(testApp.app, number, password, { 'x-session-mode': 'cookie' });
    expect(response.json().data.refresh_token).toBeUndefined();
    const cookies = response.cookies;
    const access = cookies.find((cookie) => cookie.name === 'glotv_at');
    const refreshCookie = cookies.find((cookie) => cookie.name === 'glotv_rt');
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(refreshCookie).toMatchObject({ httpOnly: true, path: '/api/client/v1/global' });

    const viaCookie = await testApp.app.inject({
      url: '/api/client/v1/global/me',
      cookies: { glotv_at: access!.value },
    });
    expect(viaCookie.json().data).toMatchObject({
      username: `g${number}`,
      is_glo_user: true,
      msisdn: `+234${number}`,
    });
    const refreshed = await testApp.app.inject({
      method: 'POST',
      url: '/api/client/v1/global/refresh',
      headers: { 'x-session-mode': 'cookie' },
      cookies: { glotv_rt: refreshCookie!.value },
      payload: {},
    });
    expect(refreshed.statusCode).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotate: each refresh gives a new token and the session goes on', async () => {
    const first = (await login(testApp.app, number, password)).json().data;
    const second = (await refresh(first.refresh_token)).json().data;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await me(second.access_token)).statusCode).toBe(200);
  });

  it('revoke the whole family when a used one comes back', async () => {
    const first = (await login(testApp.app, number, password)).json().data;
    const second = (await refresh(first.refresh_token)).json().data;
    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.code).toBe('session_expired');
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    expect((await me(second.access_token)).statusCode).toBe(401);
  });
});

describe('passwords', () => {
  it('change needs the old password, and the new one then signs in', async () => {
    const own = randomGloNumber();
    await signUp(testApp.app, { mobile_number: own }, 'first-pass');
    const token = (await login(testApp.app, own, 'first-pass')).json().data.access_token;
    const change = (old_password: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/client/v1/global/password/change',
        headers: { authorization: `Bearer ${token}` },
        payload: { old_password, password: 'second-pass', confirm_password: 'second-pass' },
      });
    expect((await change('not-it')).statusCode).toBe(401);
    expect((await change('first-pass')).json()).toEqual({ status: 'ok' });
    expect((await login(testApp.app, own, 'second-pass')).statusCode).toBe(200);
    expect((await login(testApp.app, own, 'first-pass')).statusCode).toBe(401);
  });

  it('change ends every other session at once, on every server, and keeps the one that changed it', async () => {
    const own = randomGloNumber();
    await signUp(testApp.app, { mobile_number: own }, 'first-pass');
    const here = (await login(testApp.app, own, 'first-pass')).json().data;
    const elsewhere = (await login(testApp.app, own, 'first-pass')).json().data;
    const otherServer = await buildApp({ config: testApp.config, db: testApp.app.db, seed: false });
    try {
      const meThere = (token: string) =>
        otherServer.inject({
          url: '/api/client/v1/global/me',
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await meThere(elsewhere.access_token)).statusCode).toBe(200);
      const change = await testApp.app.inject({
        method: 'POST',
        url: '/api/client/v1/global/password/change',
        headers: { authorization: `Bearer ${here.access_token}` },
        payload: { old_password: 'first-pass', password: 'second-pass', confirm_password: 'second-pass' },
      });
      expect(change.json()).toEqual({ status: 'ok' });
      expect((await me(elsewhere.access_token)).statusCode).toBe(401);
      expect((await meThere(elsewhere.access_token)).statusCode).toBe(401);
      const refreshThere = await otherServer.inject({
        method: 'POST',
        url: '/api/client/v1/global/refresh',
        payload: { refresh_token: elsewhere.refresh_token },
      });
      expect(refreshThere.statusCode).toBe(401);
      expect((await me(here.access_token)).statusCode).toBe(200);
      expect((await meThere(here.access_token)).statusCode).toBe(200);
      expect((await refresh(here.refresh_token)).statusCode).toBe(200);
    } finally {
      await otherServer.close();
    }
  });

  it('reset with an OTP sets the new password and ends every session', async () => {
    const own = randomGloNumber();
    await signUp(testApp.app, { mobile_number: own }, 'first-pass');
    const token = (await login(testApp.app, own, 'first-pass')).json().data.access_token;
    const forgot = await testApp.app.inject({
      method: 'POST',
      url: '/api/client/v1/global/password/forgot',
      payload: { username: `0${own}` },
    });
    expect(forgot.json()).toMatchObject({ status: 'ok', resend_after: 85 });
    const otp = await latestOtp(testApp.app, `+234${own}`);
    const verify = await testApp.app.inject({
      method: 'POST',
      url: '/api/client/v1/global/password/reset/verify',
      payload: { username: own, otp },
    });
    const reset = await testApp.app.inject({
      method: 'POST',
      url: '/api/client/v1/global/password/reset',
      payload: {
        reset_token: verify.json().reset_token,
        password: 'new-pass-1',
        confirm_password: 'new-pass-1',
      },
    });
    expect(reset.json()).toEqual({ status: 'ok' });
    expect((await me(token)).statusCode).toBe(401);
    expect((await login(testApp.app, own, 'new-pass-1')).statusCode).toBe(200);
  });

  it('forgot password for an unknown number says it is not registered', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/client/v1/global/password/forgot',
      payload: { username: randomGloNumber() },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Your number is not registered. Register now.');
  });
});

describe('logout', () => {
  it('ends the session by the refresh cookie when the access token has gone, and clears both cookies', async () => {
    const response = await login(testApp.app, number, password, { 'x-session-mode': 'cookie' });
    const refreshCookie = response.cookies.find((cookie) => cookie.name === 'glotv_rt')!;
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/client/v1/global/logout',
      cookies: { glotv_rt: refreshCookie.value },
    });
    expect(logout.json()).toEqual({ status: 'ok' });
    const cleared = logout.cookies.map((cookie) => [cookie.name, cookie.value]);
    expect(cleared).toEqual(
      expect.arrayContaining([
        ['glotv_at', ''],
        ['glotv_rt', ''],
      ]),
    );
    const refreshed = await testApp.app.inject({
      method: 'POST',
      url: '/api/client/v1/global/refresh',
      cookies: { glotv_rt: refreshCookie.value },
      payload: {},
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it('answers ok for a visitor with no session at all', async () => {
    const logout = await testApp.app.inject({ method: 'POST', url: '/api/client/v1/global/logout' });
    expect(logout.json()).toEqual({ status: 'ok' });
  });
});

describe('a session kept in memory between requests', () => {
  const logout = (token: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/client/v1/global/logout',
      headers: { authorization: `Bearer ${token}` },
    });

  it('is refused on the very next request after logout', async () => {
    const session = (await login(testApp.app, number, password)).json().data;
    expect((await me(session.access_token)).statusCode).toBe(200);
    expect((await me(session.access_token)).statusCode).toBe(200);
    expect((await logout(session.access_token)).json()).toEqual({ status: 'ok' });
    expect((await me(session.access_token)).statusCode).toBe(401);
  });

  it('is refused on the very next request after its refresh token came back a second time', async () => {
    const first = (await login(testApp.app, number, password)).json().data;
    const second = (await refresh(first.refresh_token)).json().data;
    expect((await me(second.access_token)).statusCode).toBe(200);
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect((await me(second.access_token)).statusCode).toBe(401);
  });
});
