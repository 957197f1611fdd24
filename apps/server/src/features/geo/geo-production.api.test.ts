import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let production: TestApp;
beforeAll(async () => {
  production = await createTestApp({ production: true });
});
afterAll(() => production.close());

function checkAvailability(options: { remoteAddress?: string; forwardedFor?: string }) {
  return production.app.inject({
    url: '/cm/api/auth/?operator_uid=glotv&usr=g8051234567',
    remoteAddress: options.remoteAddress,
    headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
  });
}

describe('GET /cm/api/auth/ in production', () => {
  it.each(['127.0.0.1', '::1', '10.1.2.3', '192.168.1.10', '172.16.0.1', '100.64.0.1'])(
    'answers valid 0 to the local or private address %s: it is in no country',
    async (remoteAddress) => {
      const response = await checkAvailability({ remoteAddress });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ valid: 0 });
    },
  );

  it('answers valid 0 when a trusted proxy forwards a private address', async () => {
    const response = await checkAvailability({ remoteAddress: '127.0.0.1', forwardedFor: '192.168.1.10' });
    expect(response.json()).toEqual({ valid: 0 });
  });

  it('answers valid 1 when a trusted proxy forwards a Nigerian address', async () => {
    const response = await checkAvailability({ remoteAddress: '127.0.0.1', forwardedFor: '197.210.0.1' });
    expect(response.json()).toEqual({ valid: 1 });
  });
});
