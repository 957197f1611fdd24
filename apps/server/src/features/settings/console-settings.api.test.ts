import { CONSOLE_API_PREFIX } from '@glotv/contracts/console-staff';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { randomEmail, signUp, webClient } from '../accounts/accounts-test-fixtures.ts';
import type { StaffRole } from '../staff/public.ts';
import { type SignedInTestStaff, signInEveryRole } from '../staff/staff-test-fixtures.ts';

const url = `${CONSOLE_API_PREFIX}/settings`;
const PASSWORD = 'settings-pass-1';

let testApp: TestApp;
let app: FastifyInstance;
/** A second instance on the same database (and, in the PostgreSQL pass, the same Redis). */
let second: FastifyInstance;
let staff: Record<StaffRole, SignedInTestStaff>;
/** The audit log is append-only: a test reads the entries after this one. */
let lastAuditId = '0';

beforeAll(async () => {
  testApp = await createTestApp({ simulators: ['sms', 'mail'], env: { STREAM_LIMIT: '3' } });
  app = testApp.app;
  second = await buildApp({ config: testApp.config, db: app.db, seed: false });
  await second.ready();
  staff = await signInEveryRole(app);
});
afterAll(async () => {
  await second?.close();
  await testApp?.close();
});

/** Each test starts from the environment's value: the saved settings are gone and every instance forgets. */
beforeEach(async () => {
  await app.db.deleteFrom('operator_settings').execute();
  await app.settings.changed();
  await second.settings.changed();
  const newest = await app.db
    .selectFrom('staff_audit_log')
    .select('id')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  lastAuditId = newest?.id ?? '0';
});

const read = (who: SignedInTestStaff | null, on = app) => on.inject({ url, headers: who ? who.headers : {} });
const change = (who: SignedInTestStaff, payload: unknown, on = app, headers: Record<string, string> = {}) =>
  on.inject({ method: 'PUT', url, headers: { ...who.headers, ...headers }, payload: payload as object });

async function settingsAudit() {
  return app.db
    .selectFrom('staff_audit_log')
    .select(['action', 'staff_email', 'target_kind', 'target_id', 'before', 'after'])
    .where('target_kind', '=', 'setting')
    .where('id', '>', lastAuditId as never)
    .orderBy('id')
    .execute();
}

/** A new subscriber's devices, each signed in on its own: their lease calls, on either instance. */
async function devicesOfOneSubscriber(count: number) {
  const email = randomEmail();
  await signUp(app, { email }, PASSWORD);
  const devices: { userId: string; headers: Record<string, string> }[] = [];
  for (let index = 0; index < count; index++) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/client/v1/global/login',
      headers: { authorization: webClient },
      payload: { username: email, password: PASSWORD, device: `device-${index}`, device_class: 'mobile' },
    });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
    const { user_id, access_token } = response.json().data;
    devices.push({ userId: user_id, headers: { authorization: `Bearer ${access_token}` } });
  }
  return devices;
}

const play = (device: { userId: string; headers: Record<string, string> }, on: FastifyInstance) =>
  on.inject({
    method: 'PUT',
    url: `/api/client/v1/glotv/users/${device.userId}/streams/lease`,
    headers: device.headers,
    payload: { kind: 'channel', id: 'glo-news-24', start: true },
  });

describe('the console settings API', () => {
  it('shows an admin the environment value as the stream limit until one is saved', async () => {
    const response = await read(staff.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().data).toEqual({
      values: { stream_limit: 3 },
      defaults: { stream_limit: 3 },
      changed: {},
    });
  });

  it("saves an admin's change, says who made it and when, and records it in the audit log", async () => {
    const saved = await change(staff.admin, { stream_limit: 5 });
    expect(saved.statusCode, saved.body).toBe(200);
    const data = saved.json().data;
    expect(data.values).toEqual({ stream_limit: 5 });
    expect(data.defaults).toEqual({ stream_limit: 3 });
    expect(data.changed.stream_limit.by).toBe(staff.admin.staff.email);
    expect(Date.now() - Date.parse(data.changed.stream_limit.at)).toBeLessThan(60_000);
    expect((await read(staff.admin)).json().data.values).toEqual({ stream_limit: 5 });

    expect((await change(staff.admin, { stream_limit: 2 })).statusCode).toBe(200);
    expect(await settingsAudit()).toEqual([
      {
        action: 'settings.change',
        staff_email: staff.admin.staff.email,
        target_kind: 'setting',
        target_id: 'stream_limit',
        before: { stream_limit: 3 },
        after: { stream_limit: 5 },
      },
      {
        action: 'settings.change',
        staff_email: staff.admin.staff.email,
        target_kind: 'setting',
        target_id: 'stream_limit',
        before: { stream_limit: 5 },
        after: { stream_limit: 2 },
      },
    ]);
  });

  it('records nothing when the value saved is the one already obeyed', async () => {
    const response = await change(staff.admin, { stream_limit: 3 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.changed).toEqual({});
    expect(await settingsAudit()).toEqual([]);
  });

  it('refuses every other role with 403, reads and writes alike, and saves nothing', async () => {
    for (const role of ['editor', 'support', 'analyst'] as const) {
      expect((await read(staff[role])).statusCode, role).toBe(403);
      const refused = await change(staff[role], { stream_limit: 1 });
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json().error.code).toBe('forbidden');
    }
    expect((await read(null)).statusCode).toBe(401);
    expect(await app.db.selectFrom('operator_settings').selectAll().execute()).toEqual([]);
  });

  it("refuses an admin's write from another site with 403", async () => {
    const response = await change(staff.admin, { stream_limit: 1 }, app, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(await app.db.selectFrom('operator_settings').selectAll().execute()).toEqual([]);
  });

  it('refuses a bad value with 400 naming the field, and saves and records nothing', async () => {
    for (const payload of [
      { stream_limit: 0 },
      { stream_limit: 21 },
      { stream_limit: 2.5 },
      { stream_limit: '2' },
      { stream_limit: null },
      { unknown_setting: 1 },
      {},
      [],
    ]) {
      const response = await change(staff.admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
    const tooMany = await change(staff.admin, { stream_limit: 21 });
    expect(tooMany.json().error.message).toMatch(/^body\.stream_limit: /);
    expect(await app.db.selectFrom('operator_settings').selectAll().execute()).toEqual([]);
    expect(await settingsAudit()).toEqual([]);
    expect((await read(staff.admin)).json().data.values).toEqual({ stream_limit: 3 });
  });
});

describe('the stream limit setting', () => {
  it('is obeyed at once by the stream leases of another instance', async () => {
    const [phone, laptop, tablet, television] = await devicesOfOneSubscriber(4);
    if (!phone || !laptop || !tablet || !television) throw new Error('four devices expected');
    // Both instances have read the environment's 3 (and keep it in memory) before the change.
    expect((await play(phone, second)).statusCode).toBe(200);
    expect((await play(laptop, app)).statusCode).toBe(200);

    expect((await change(staff.admin, { stream_limit: 1 }, app)).statusCode).toBe(200);
    await expect
      .poll(async () => (await play(tablet, second)).statusCode, { timeout: 5000, interval: 50 })
      .toBe(409);
    const refused = await play(tablet, second);
    expect(refused.json().error.message).toMatch(/^You can watch on 1 device at a time\./);

    expect((await change(staff.admin, { stream_limit: 4 }, app)).statusCode).toBe(200);
    await expect
      .poll(async () => (await play(tablet, second)).statusCode, { timeout: 5000, interval: 50 })
      .toBe(200);
    expect((await play(television, second)).statusCode).toBe(200);
  });
});
