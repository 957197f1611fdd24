import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { login, randomGloNumber, signUp } from './accounts-test-fixtures.ts';

let testApp: TestApp;
let number: string;
const password = 'secret-pass';

beforeAll(async () => {
  testApp = await createTestApp({ simulators: ['sms', 'mail'] });
  number = randomGloNumber();
  await signUp(testApp.app, { mobile_number: number }, password);
});
afterAll(() => testApp.close());

const markerOf = (response: { cookies: { name: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === 'glotv_signed_in');
const cookieLogin = () => login(testApp.app, number, password, { 'x-session-mode': 'cookie' });
const refreshWith = (cookies: Record<string, string>) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/client/v1/global/refresh',
    headers: { 'x-session-mode': 'cookie' },
    cookies,
    payload: {},
  });

describe('the signed-in marker cookie', () => {
  it('is set on a cookie login, readable by script and holding no token', async () => {
    const marker = markerOf(await cookieLogin());
    expect(marker).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(marker).not.toHaveProperty('httpOnly', true);
  });

  it('is set again on refresh', async () => {
    const refreshCookie = (await cookieLogin()).cookies.find((cookie) => cookie.name === 'glotv_rt')!;
    const refreshed = await refreshWith({ glotv_rt: refreshCookie.value });
    expect(refreshed.statusCode).toBe(200);
    expect(markerOf(refreshed)).toMatchObject({ value: '1', path: '/' });
  });

  it('is cleared on logout', async () => {
    const access = (await cookieLogin()).cookies.find((cookie) => cookie.name === 'glotv_at')!;
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/client/v1/global/logout',
      cookies: { glotv_at: access.value },
    });
    expect(markerOf(logout)).toMatchObject({ value: '', path: '/' });
  });

  it('is cleared when a refresh is refused', async () => {
    const refused = await refreshWith({ glotv_rt: 'not-a-token' });
    expect(refused.statusCode).toBe(401);
    expect(markerOf(refused)).toMatchObject({ value: '' });
  });

  it('is not set for a bearer-token login', async () => {
    expect(markerOf(await login(testApp.app, number, password))).toBeUndefined();
  });
});
