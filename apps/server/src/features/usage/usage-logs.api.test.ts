import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInViewer, type Viewer, webSessionCookies } from '../catalog/catalog-test-fixtures.ts';

let testApp: TestApp;
let app: FastifyInstance;
let viewer: Viewer;
let viewerUid: string;
let otherUid: string;
/** The device the viewer signed in with, as its session records it. */
let viewerDevice: string | null;

const url = '/cm/api/logs/?operator_uid=glotv';
/** A log per 60 minutes played. */
const played = {
  subscriber_uid: '',
  device_id: 'web-device-1',
  device_type: 'desktop',
  device_name: 'Chrome on Android',
  platform: 'Web',
  action: 'Video Played',
  content_uid: 'eko-blues',
  content_type: 'movie',
  content_name: 'Eko Blues',
  content_details: 'Nollywood',
  distributor_id: 'glo',
  duration: 60,
  medium: 'Web',
  operator_id: 'glotv',
};

const post = (payload: string | object, headers: Record<string, string> = viewer.headers) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

/** The non-login logs of a subscriber (login writes one of its own), once those waiting are written. */
const logsOf = async (uid: string) => {
  await app.usageLogs.flush();
  return app.db
    .selectFrom('usage_logs')
    .selectAll()
    .where('subscriber_uid', '=', uid)
    .where('action', 'not in', ['login', 'logout'])
    .orderBy('id')
    .execute();
};

async function uidOf(subscriberId: string): Promise<string> {
  const row = await app.db
    .selectFrom('subscribers')
    .select('uid')
    .where('id', '=', subscriberId)
    .executeTakeFirstOrThrow();
  return row.uid;
}

beforeAll(async () => {
  testApp = await createTestApp({ simulators: ['sms', 'mail'] });
  app = testApp.app;
  const other = await signedInViewer(app, 'email');
  viewer = await signedInViewer(app);
  [viewerUid, otherUid] = await Promise.all([uidOf(viewer.userId), uidOf(other.userId)]);
  played.subscriber_uid = viewerUid;
  viewerDevice = (
    await app.db
      .selectFrom('sessions')
      .select('device_id')
      .where('subscriber_id', '=', viewer.userId)
      .executeTakeFirstOrThrow()
  ).device_id;
});
afterAll(() => testApp.close());
beforeEach(async () => {
  await app.db
    .deleteFrom('usage_logs')
    .where('subscriber_uid', 'in', [viewerUid, otherUid])
    .where('action', 'not in', ['login', 'logout'])
    .execute();
});

describe('POST /cm/api/logs/', () => {
  it('stores a JSON usage log as the caller, with every field', async () => {
    const response = await post(played);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    const [row, ...more] = await logsOf(viewerUid);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ ...played, subscriber_uid: viewerUid, device_id: viewerDevice });
  });

  it('writes logs in bulk, after answering, adding their minutes to the day per title', async () => {
    await app.usageLogs.flush();
    await app.db.deleteFrom('usage_minutes_daily').where('content_uid', '=', 'eko-blues').execute();
    for (const duration of [60, 60, 12]) expect((await post({ ...played, duration })).statusCode).toBe(200);
    expect(await logsOf(viewerUid)).toHaveLength(3);
    const day = await app.db
      .selectFrom('usage_minutes_daily')
      .select(['kind', 'content_name', 'minutes'])
      .where('content_uid', '=', 'eko-blues')
      .executeTakeFirstOrThrow();
    expect({ ...day, minutes: Number(day.minutes) }).toEqual({
      kind: 'title',
      content_name: 'Eko Blues',
      minutes: 132,
    });
  });

  it("records the session's device, whatever device_id the body names", async () => {
    expect(viewerDevice).not.toBeNull();
    expect((await post({ ...played, device_id: 'someone-elses-device' })).statusCode).toBe(200);
    expect((await post({ action: 'Video Played' })).statusCode).toBe(200);
    expect((await logsOf(viewerUid)).map((row) => row.device_id)).toEqual([viewerDevice, viewerDevice]);
  });

  it('accepts JSON sent as text/plain, as navigator.sendBeacon sends a string', async () => {
    const headers = { ...viewer.headers, 'content-type': 'text/plain;charset=UTF-8' };
    const response = await post({ action: 'Video Played', duration: 12, content_uid: 'eko-blues' }, headers);
    expect(response.statusCode).toBe(200);
    expect(await logsOf(viewerUid)).toMatchObject([
      { action: 'Video Played', duration: 12, content_uid: 'eko-blues', operator_id: 'glotv' },
    ]);
  });

  it('accepts the web session cookie', async () => {
    const cookies = await webSessionCookies(app, viewer);
    const response = await app.inject({ method: 'POST', url, cookies, payload: { action: 'Video Played' } });
    expect(response.statusCode).toBe(200);
    expect(await logsOf(viewerUid)).toHaveLength(1);
  });

  it.each([
    ['a missing action', { ...played, action: undefined }],
    ['an empty action', { ...played, action: '' }],
    ['an action over 40 characters', { ...played, action: 'a'.repeat(41) }],
    ['a duration that is not a number', { ...played, duration: '60' }],
    ['a fractional duration', { ...played, duration: 1.5 }],
    ['a negative duration', { ...played, duration: -1 }],
    ['a duration over a day', { ...played, duration: 1441 }],
    ['a field that is not text', { ...played, content_name: 7 }],
    ['a field over 200 characters', { ...played, content_details: 'x'.repeat(201) }],
    ['an unknown field', { ...played, password: 'secret' }],
  ])('refuses %s with 400 and writes nothing', async (_name, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(await logsOf(viewerUid)).toEqual([]);
  });

  it.each([
    ['JSON', 'not json', 'application/json'],
    ['text/plain', 'not json', 'text/plain'],
  ])('refuses a %s body that is not JSON with 400', async (_name, payload, contentType) => {
    const response = await post(payload, { ...viewer.headers, 'content-type': contentType });
    expect(response.statusCode).toBe(400);
    expect(await logsOf(viewerUid)).toEqual([]);
  });

  it('refuses a log naming another subscriber with 403 and writes nothing for either', async () => {
    const response = await post({ ...played, subscriber_uid: otherUid });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
    expect(await logsOf(viewerUid)).toEqual([]);
    expect(await logsOf(otherUid)).toEqual([]);
  });

  it('answers 401 when signed out and 404 for another operator', async () => {
    expect((await post(played, {})).statusCode).toBe(401);
    const response = await app.inject({
      method: 'POST',
      url: '/cm/api/logs/?operator_uid=other',
      headers: viewer.headers,
      payload: played,
    });
    expect(response.statusCode).toBe(404);
    expect(await logsOf(viewerUid)).toEqual([]);
  });
});
