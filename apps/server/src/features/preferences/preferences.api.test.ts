import { preferencesResponseSchema } from '@glotv/contracts/streams';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInViewer, type Viewer, webSessionCookies } from '../catalog/catalog-test-fixtures.ts';

let testApp: TestApp;
let app: FastifyInstance;
let viewer: Viewer;
let other: Viewer;

const urlOf = (as: Viewer) => `/api/client/v1/glotv/users/${as.userId}/preferences`;
const read = (as: Viewer, headers: Record<string, string> = as.headers) =>
  app.inject({ url: urlOf(as), headers });
const save = (as: Viewer, payload: Record<string, unknown>, headers: Record<string, string> = as.headers) =>
  app.inject({ method: 'PUT', url: urlOf(as), headers, payload });

async function storedQuality(as: Viewer): Promise<string> {
  const row = await app.db
    .selectFrom('subscribers')
    .select('preferred_quality')
    .where('id', '=', as.userId)
    .executeTakeFirstOrThrow();
  return row.preferred_quality;
}

beforeAll(async () => {
  testApp = await createTestApp({ simulators: ['sms', 'mail'] });
  app = testApp.app;
  [viewer, other] = await Promise.all([signedInViewer(app), signedInViewer(app, 'email')]);
});
afterAll(() => testApp.close());

describe('GET/PUT /api/client/v1/{operator}/users/{userId}/preferences', () => {
  it('answers Auto for a new subscriber, and no cache keeps it', async () => {
    const response = await read(viewer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(preferencesResponseSchema.parse(response.json())).toEqual({ data: { quality: 'auto' } });
  });

  it('saves the quality in the subscriber record and answers it', async () => {
    const response = await save(viewer, { quality: 'data_saver' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { quality: 'data_saver' } });
    expect(await storedQuality(viewer)).toBe('data_saver');
    expect((await read(viewer)).json()).toEqual({ data: { quality: 'data_saver' } });
    expect((await read(other)).json()).toEqual({ data: { quality: 'auto' } });
  });

  it('works with the web session cookie too', async () => {
    const cookies = await webSessionCookies(app, viewer);
    const response = await app.inject({
      method: 'PUT',
      url: urlOf(viewer),
      cookies,
      payload: { quality: 'higher' },
    });
    expect(response.statusCode).toBe(200);
    expect(await storedQuality(viewer)).toBe('higher');
  });

  it.each([
    ['an unknown quality', { quality: 'ultra' }],
    ['no quality', {}],
    ['a wrong type', { quality: 3 }],
    ['an extra field', { quality: 'high', colour: 'blue' }],
  ])('refuses %s with 400 and changes nothing', async (_name, payload) => {
    const before = await storedQuality(viewer);
    const response = await app.inject({
      method: 'PUT',
      url: urlOf(viewer),
      headers: viewer.headers,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(await storedQuality(viewer)).toBe(before);
  });

  it('answers 401 when signed out and 403 for another user', async () => {
    expect((await read(viewer, {})).statusCode).toBe(401);
    expect((await save(viewer, { quality: 'best' }, {})).statusCode).toBe(401);
    const forbidden = await save(viewer, { quality: 'best' }, other.headers);
    expect(forbidden.statusCode).toBe(403);
    expect((await read(viewer, other.headers)).statusCode).toBe(403);
    expect(await storedQuality(viewer)).not.toBe('best');
  });

  it('answers 404 for another operator', async () => {
    const response = await app.inject({
      url: urlOf(viewer).replace('/glotv/', '/other/'),
      headers: viewer.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});
