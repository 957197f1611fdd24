import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { randomGloNumber } from './accounts-test-fixtures.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1' } });
});
afterAll(() => testApp.close());

const lookup = (remoteAddress: string) =>
  testApp.app.inject({
    url: '/cm/api/subscriber/',
    query: { subscriber_uid: `g${randomGloNumber()}` },
    remoteAddress,
  });

describe('per-address limits', () => {
  it('refuse the 31st subscriber lookup in a minute from one address, and only from that address', async () => {
    // Fresh addresses each run: with Redis the counters outlive the test app.
    const octet = () => Math.floor(Math.random() * 250) + 1;
    const [busy, other] = [`10.${octet()}.${octet()}.${octet()}`, `10.${octet()}.${octet()}.0`];
    for (let request = 0; request < 30; request++) expect((await lookup(busy)).statusCode).toBe(200);
    const refused = await lookup(busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect((await lookup(other)).statusCode).toBe(200);
  });
});
