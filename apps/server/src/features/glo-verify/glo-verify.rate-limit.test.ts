import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let clientAuth: string;

beforeAll(async () => {
  testApp = await createTestApp({ simulators: ['gloVerify'], env: { RATE_LIMIT_MULTIPLIER: '1' } });
  const [id, secret] = [...testApp.config.apiClients][0]!;
  clientAuth = `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
});
afterAll(async () => {
  await testApp?.close();
});

const verify = (remoteAddress: string) =>
  testApp.app.inject({
    url: '/tva-auth/verifyglosubscriber/',
    query: { usr: '08051234567' },
    headers: { authorization: clientAuth },
    remoteAddress,
  });

describe('the Glo-subscriber check', () => {
  it('refuses the 31st check in a minute from one address with a rate_limited error, and only from that address', async () => {
    // Fresh addresses each run: with Redis the counters outlive the test app.
    const octet = () => Math.floor(Math.random() * 250) + 1;
    const [busy, other] = [`10.${octet()}.${octet()}.${octet()}`, `10.${octet()}.${octet()}.0`];
    for (let request = 0; request < 30; request++) expect((await verify(busy)).statusCode).toBe(200);
    const refused = await verify(busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: expect.stringMatching(/^Too many requests\. Please try again in /),
      },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await verify(other)).statusCode).toBe(200);
  });
});
