import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let clientAuth: string;

beforeAll(async () => {
  testApp = await createTestApp({ simulators: ['gloVerify'] });
  const [id, secret] = [...testApp.config.apiClients][0]!;
  clientAuth = basic(id, secret);
});
afterAll(async () => {
  await testApp?.close();
});

function basic(id: string, secret: string): string {
  return `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
}

/** `authorization: null` sends no Authorization header. */
function verify(usr: string | undefined, authorization: string | null = clientAuth, app = testApp.app) {
  return app.inject({
    url: '/tva-auth/verifyglosubscriber/',
    query: usr === undefined ? {} : { usr },
    headers: authorization ? { authorization } : {},
  });
}

describe('GET /tva-auth/verifyglosubscriber/', () => {
  it.each(['8051234567', '08051234567', '2348051234567', '+2348051234567', 'g8051234567'])(
    'confirms the Glo number %s and names its portal username',
    async (usr) => {
      const response = await verify(usr);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ valid: true, username: 'g8051234567' });
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('says a number of another network is not Glo', async () => {
    const response = await verify('+2348031234567');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: false, username: '8031234567' });
  });

  it('says an e-mail user is not a Glo subscriber', async () => {
    const response = await verify('ada@example.com');
    expect(response.json()).toEqual({ valid: false, username: 'ada@example.com' });
  });

  it.each(['080512345', 'hello', 'g123'])(
    'answers 400 validation_failed for the malformed usr %j',
    async (usr) => {
      const response = await verify(usr);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'validation_failed',
          message: 'usr must be a Nigerian mobile number (for example 08051234567) or an e-mail address.',
        },
      });
    },
  );

  it('answers 400 validation_failed without usr', async () => {
    const response = await verify(undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });

  it.each([
    ['no credentials', null],
    ['a wrong secret', basic('glotv-web', 'not-the-secret')],
    ['an unknown client', basic('someone', 'glotv-web-public')],
    ['another scheme', 'Bearer abc'],
    ['undecodable basic auth', 'Basic !!!'],
  ])('answers 401 with a Basic challenge for %s', async (_case, authorization) => {
    const response = await verify('08051234567', authorization);
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(/^Basic/);
    expect(response.json().error.code).toBe('unauthorized');
  });

  it('asks for credentials before looking at the query', async () => {
    const response = await verify(undefined, null);
    expect(response.statusCode).toBe(401);
  });
});
