import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let clientAuth: string;

beforeAll(async () => {
  // Port 9 (discard) has nobody listening on a test machine.
  testApp = await createTestApp({
    env: {
      GLO_VERIFY_URL: 'http://127.0.0.1:9',
      GLO_VERIFY_USERNAME: 'portal',
      GLO_VERIFY_PASSWORD: 'secret',
    },
  });
  const [id, secret] = [...testApp.config.apiClients][0]!;
  clientAuth = `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
});
afterAll(() => testApp?.close());

function verify(usr: string) {
  return testApp.app.inject({
    url: '/tva-auth/verifyglosubscriber/',
    query: { usr },
    headers: { authorization: clientAuth },
  });
}

describe("GET /tva-auth/verifyglosubscriber/ while the operator's system is unreachable", () => {
  it('answers 503 not_ready with a clear message', async () => {
    const response = await verify('08051234567');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: {
        code: 'not_ready',
        message: 'Glo subscriber verification is unavailable right now. Please try again shortly.',
      },
    });
  });

  it('still answers for an e-mail user, which needs no lookup', async () => {
    const response = await verify('ada@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: false, username: 'ada@example.com' });
  });
});
