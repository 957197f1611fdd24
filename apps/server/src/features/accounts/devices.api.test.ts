import { devicesResponseSchema } from '@glotv/contracts/devices';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { randomEmail, signUp, webClient } from './accounts-test-fixtures.ts';

const PASSWORD = 'devices-pass-1';
const phoneAgent =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const laptopAgent = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

let testApp: TestApp;
let app: FastifyInstance;
/** A second instance on the same database (and, in the PostgreSQL pass, the same Redis). */
let second: FastifyInstance;

interface Device {
  userId: string;
  deviceId: string;
  headers: Record<string, string>;
}

async function signIn(
  email: string,
  device: string,
  userAgent: string,
  mode: 'bearer' | 'cookie' = 'bearer',
): Promise<Device> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/client/v1/global/login',
    headers: {
      authorization: webClient,
      'user-agent': userAgent,
      ...(mode === 'cookie' ? { 'x-session-mode': 'cookie' } : {}),
    },
    payload: { username: email, password: PASSWORD, device, device_class: 'mobile' },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const { user_id, device_id, access_token } = response.json().data;
  return { userId: user_id, deviceId: device_id, headers: { authorization: `Bearer ${access_token}` } };
}

async function newSubscriber(): Promise<string> {
  const email = randomEmail();
  await signUp(app, { email }, PASSWORD);
  return email;
}

const devicesOf = (as: Device) =>
  app.inject({ url: `/api/client/v1/glotv/users/${as.userId}/devices`, headers: as.headers });
const signOut = (as: Device, deviceId: string, userId = as.userId) =>
  app.inject({
    method: 'DELETE',
    url: `/api/client/v1/glotv/users/${userId}/devices/${deviceId}`,
    headers: as.headers,
  });
const me = (as: Device, on = app) => on.inject({ url: '/api/client/v1/global/me', headers: as.headers });

beforeAll(async () => {
  testApp = await createTestApp({ simulators: ['sms', 'mail'] });
  app = testApp.app;
  second = await buildApp({ config: testApp.config, db: app.db, seed: false });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await testApp?.close();
});

describe("the subscriber's devices", () => {
  it('lists each signed-in device as its login described it, with when it was last used, and marks this one', async () => {
    const email = await newSubscriber();
    const phone = await signIn(email, 'phone-1', phoneAgent, 'cookie');
    const laptop = await signIn(email, 'laptop-1', laptopAgent);
    const response = await devicesOf(laptop);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const devices = devicesResponseSchema.parse(response.json()).data;
    expect(devices).toHaveLength(2);
    expect(devices.find((device) => device.id === phone.deviceId)).toMatchObject({
      device_class: 'mobile',
      platform: 'Web',
      os: 'Android',
      browser: 'Chrome',
      this_device: false,
    });
    expect(devices.find((device) => device.id === laptop.deviceId)).toMatchObject({
      platform: null,
      os: 'Linux',
      browser: 'Firefox',
      this_device: true,
    });
    for (const device of devices) expect(Date.now() - Date.parse(device.last_used_at)).toBeLessThan(60_000);
  });

  it('signs a device out: its very next call is refused on every instance, and it leaves the list', async () => {
    const email = await newSubscriber();
    const phone = await signIn(email, 'phone-1', phoneAgent);
    const laptop = await signIn(email, 'laptop-1', laptopAgent);
    expect((await me(phone, second)).statusCode).toBe(200);
    expect((await signOut(laptop, phone.deviceId)).json()).toEqual({ status: 'ok' });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(phone, second)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    const devices = devicesResponseSchema.parse((await devicesOf(laptop)).json()).data;
    expect(devices.map((device) => device.id)).toEqual([laptop.deviceId]);
    expect((await signOut(laptop, phone.deviceId)).statusCode).toBe(404);
  });

  it("refuses a device id beyond the database's range with 400, and answers 404 for the largest one", async () => {
    const laptop = await signIn(await newSubscriber(), 'laptop-1', laptopAgent);
    expect((await signOut(laptop, '9223372036854775808')).statusCode).toBe(400);
    expect((await signOut(laptop, '9999999999999999999')).statusCode).toBe(400);
    for (const junk of ['%3A', '%EF%BF%BD', '1e3', '-1'])
      expect((await signOut(laptop, junk)).statusCode).toBe(400);
    expect((await signOut(laptop, '9223372036854775807')).statusCode).toBe(404);
  });

  it("cannot list or sign out another subscriber's devices", async () => {
    const mine = await signIn(await newSubscriber(), 'phone-1', phoneAgent);
    const theirs = await signIn(await newSubscriber(), 'phone-1', phoneAgent);
    expect((await signOut(mine, theirs.deviceId)).statusCode).toBe(404);
    expect((await signOut(mine, theirs.deviceId, theirs.userId)).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          url: `/api/client/v1/glotv/users/${theirs.userId}/devices`,
          headers: mine.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect((await me(theirs)).statusCode).toBe(200);
  });

  it('shows a request as the last use, though nothing is written to the database for it', async () => {
    const email = await newSubscriber();
    const phone = await signIn(email, 'phone-1', phoneAgent);
    const laptop = await signIn(email, 'laptop-1', laptopAgent);
    const longAgo = new Date(Date.now() - 3 * 86_400_000);
    const makeOld = async () => {
      await app.db
        .updateTable('devices')
        .set({ last_seen_at: longAgo })
        .where('id', '=', phone.deviceId)
        .execute();
      // Created-at columns are never changed by the app; the test backdates them to leave only the request.
      await sql`update sessions set created_at = ${longAgo} where device_id = ${phone.deviceId}`.execute(
        app.db,
      );
      await sql`update refresh_tokens set created_at = ${longAgo}
        where session_id in (select id from sessions where device_id = ${phone.deviceId})`.execute(app.db);
    };
    const phoneLastUsed = async () => {
      const devices = devicesResponseSchema.parse((await devicesOf(laptop)).json()).data;
      return Date.parse(devices.find((device) => device.id === phone.deviceId)!.last_used_at);
    };
    await makeOld();
    expect(await phoneLastUsed()).toBe(longAgo.getTime());
    expect((await me(phone, second)).statusCode).toBe(200);
    await second.sessions.settle();
    expect(Date.now() - (await phoneLastUsed())).toBeLessThan(60_000);
    const stored = await app.db
      .selectFrom('devices')
      .select('last_seen_at')
      .where('id', '=', phone.deviceId)
      .executeTakeFirstOrThrow();
    expect(new Date(stored.last_seen_at).getTime()).toBe(longAgo.getTime());
  });
});
