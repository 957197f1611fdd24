import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { requireNigeria } from './geo.plugin.ts';

const nigerian = '197.210.0.1';
const american = '8.8.8.8';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await createTestApp({
    // app.ts registers geoPlugin and geoRoutes; this route only exercises requireNigeria.
    register: async (app) => {
      app.get('/test/nigeria-only', { preHandler: requireNigeria }, async () => ({ ok: true }));
    },
  });
  app = testApp.app;
});
afterAll(() => testApp.close());

function checkAvailability(options: { query?: string; remoteAddress?: string; forwardedFor?: string }) {
  return app.inject({
    url: `/cm/api/auth/?${options.query ?? 'operator_uid=glotv&usr=g8051234567'}`,
    remoteAddress: options.remoteAddress,
    headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
  });
}

describe('GET /cm/api/auth/', () => {
  it('answers valid 1 to a caller in Nigeria, and no cache may keep the answer', async () => {
    const response = await checkAvailability({ remoteAddress: nigerian });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: 1 });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers valid 0 to a caller outside Nigeria', async () => {
    const response = await checkAvailability({ remoteAddress: american });
    expect(response.json()).toEqual({ valid: 0 });
  });

  it('counts a local caller as in Nigeria outside production', async () => {
    const response = await checkAvailability({});
    expect(response.json()).toEqual({ valid: 1 });
  });

  it('takes the client address from X-Forwarded-For sent by a trusted proxy', async () => {
    expect((await checkAvailability({ forwardedFor: american })).json()).toEqual({ valid: 0 });
    expect((await checkAvailability({ forwardedFor: nigerian })).json()).toEqual({ valid: 1 });
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const spoofedIn = await checkAvailability({ remoteAddress: american, forwardedFor: nigerian });
    expect(spoofedIn.json()).toEqual({ valid: 0 });
    const spoofedOut = await checkAvailability({ remoteAddress: nigerian, forwardedFor: american });
    expect(spoofedOut.json()).toEqual({ valid: 1 });
  });

  it('works without usr and ignores query parameters it does not know', async () => {
    const response = await checkAvailability({ query: 'operator_uid=glotv&lang=pt&_=123' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: 1 });
  });

  it('answers 404 for an operator this server does not serve', async () => {
    const response = await checkAvailability({ query: 'operator_uid=mtn&usr=x' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: "Unknown operator_uid 'mtn'." } });
  });

  it('answers 400 validation_failed when operator_uid is missing', async () => {
    const response = await checkAvailability({ query: 'usr=g8051234567' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'validation_failed', message: expect.stringContaining('operator_uid') },
    });
  });

  it('answers 400 validation_failed for a repeated or overlong usr', async () => {
    const repeated = await checkAvailability({ query: 'operator_uid=glotv&usr=a&usr=b' });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().error.code).toBe('validation_failed');
    const overlong = await checkAvailability({ query: `operator_uid=glotv&usr=${'a'.repeat(255)}` });
    expect(overlong.statusCode).toBe(400);
  });
});

describe('requireNigeria', () => {
  it('lets a caller in Nigeria through', async () => {
    const response = await app.inject({ url: '/test/nigeria-only', remoteAddress: nigerian });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a caller outside Nigeria with the spec message', async () => {
    const response = await app.inject({ url: '/test/nigeria-only', remoteAddress: american });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'outside_nigeria', message: 'This content is only available in Nigeria.' },
    });
  });
});
