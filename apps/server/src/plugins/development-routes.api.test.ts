import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** One request to each development route; signed out, so a present route that needs a session answers 401. */
const developmentRequests = [
  { method: 'GET', url: '/dev/outbox?to=%2B2348050000001', present: 200 },
  { method: 'POST', url: '/dev/packages/grant', payload: { package_id: 5 }, present: 401 },
  { method: 'POST', url: '/dev/packages/expire', present: 401 },
  { method: 'POST', url: '/dev/payments/test-checkout', present: 401 },
  { method: 'GET', url: '/dev/payments/test-checkout/result?transaction_id=1', present: 401 },
  { method: 'POST', url: '/dev/payments/virtual-card', present: 401 },
  { method: 'POST', url: '/dev/payments/reconcile', present: 200 },
] as const;

const publicClient = '197.210.0.1';

/** The request itself, without what the test expects of it. */
function callOf(request: (typeof developmentRequests)[number]) {
  return {
    method: request.method,
    url: request.url,
    payload: 'payload' in request ? request.payload : undefined,
  };
}

function notFoundBody(method: string, url: string) {
  return { error: { code: 'not_found', message: `No route for ${method} ${url.split('?')[0]}` } };
}

describe('development routes in test mode', () => {
  let portal: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    portal = await createTestApp({ logger: { level: 'warn', stream } });
  });
  afterAll(() => portal.close());

  it.each(developmentRequests)('answers $method $url to a request from this machine', async (request) => {
    const response = await portal.app.inject(callOf(request));
    expect(response.statusCode).toBe(request.present);
  });

  it.each(developmentRequests)(
    'answers $method $url with the unknown-route 404 to a peer that is not this machine',
    async (request) => {
      const response = await portal.app.inject({
        ...callOf(request),
        remoteAddress: '10.1.2.3',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody(request.method, request.url));
    },
  );

  it.each(developmentRequests)(
    'refuses $method $url forwarded by a trusted proxy on this machine for a visitor elsewhere',
    async (request) => {
      const response = await portal.app.inject({
        ...callOf(request),
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': publicClient },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody(request.method, request.url));
    },
  );

  it('refuses a public peer that claims to forward for this machine', async () => {
    const response = await portal.app.inject({
      url: '/dev/outbox?to=%2B2348050000001',
      remoteAddress: publicClient,
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers a request over a real loopback socket, and refuses it when it forwards a visitor', async () => {
    const address = await portal.app.listen({ host: '127.0.0.1', port: 0 });
    const outbox = `${address}/dev/outbox?to=%2B2348050000001`;
    const local = await fetch(outbox);
    expect(local.status).toBe(200);
    expect(await local.json()).toEqual({ data: [] });
    const forwarded = await fetch(outbox, { headers: { 'x-forwarded-for': publicClient } });
    expect(forwarded.status).toBe(404);
    expect(await forwarded.json()).toEqual(notFoundBody('GET', '/dev/outbox'));
  });

  it('says loudly, once at start, that it runs in development mode and which routes are on', () => {
    const warnings = logLines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40);
    const announcement = warnings.filter((entry) => String(entry.msg).startsWith('DEVELOPMENT MODE'));
    expect(announcement).toHaveLength(1);
    expect(announcement[0].routes).toEqual(
      expect.arrayContaining([
        'GET /dev/outbox',
        'POST /dev/packages/grant',
        'POST /dev/payments/virtual-card',
      ]),
    );
  });
});

describe('development routes in production', () => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await createTestApp({ production: true });
  });
  afterAll(() => portal.close());

  it.each(developmentRequests)(
    'do not exist: $method $url answers 404 even from this machine',
    async (request) => {
      const response = await portal.app.inject(callOf(request));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody(request.method, request.url));
    },
  );
});
