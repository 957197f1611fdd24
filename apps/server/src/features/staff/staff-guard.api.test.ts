import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { login, randomGloNumber, signUp } from '../accounts/accounts-test-fixtures.ts';
import { CONSOLE_API_PREFIX, recordAudit, requireStaff, type StaffRole } from './public.ts';
import { consoleOrigin, type SignedInTestStaff, signInStaff } from './staff-test-fixtures.ts';

let testApp: TestApp;
const signedIn = {} as Record<StaffRole, SignedInTestStaff>;
const roles: StaffRole[] = ['admin', 'editor', 'support', 'analyst'];

beforeAll(async () => {
  testApp = await createTestApp({
    simulators: ['sms'],
    register: async (app) => {
      // A feature's console routes, as another feature would guard them.
      app.get(
        `${CONSOLE_API_PREFIX}/test-feature/editors-only`,
        { preHandler: requireStaff('editor') },
        async (request) => ({ staff: request.staff }),
      );
      app.get(
        `${CONSOLE_API_PREFIX}/test-feature/anyone`,
        { preHandler: requireStaff() },
        async (request) => ({
          role: request.staff?.role,
        }),
      );
      app.post(
        `${CONSOLE_API_PREFIX}/test-feature/change`,
        { preHandler: requireStaff('editor') },
        async (request) => {
          await app.db.transaction().execute(async (trx) => {
            await recordAudit(trx, {
              staff: request.staff!,
              action: 'thing.rename',
              target_kind: 'thing',
              target_id: 7,
              before: { name: 'old' },
              after: { name: 'new' },
            });
          });
          return { ok: true };
        },
      );
    },
  });
  for (const role of roles) signedIn[role] = await signInStaff(testApp.app, role);
});
afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url: `${CONSOLE_API_PREFIX}${url}`, headers });
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  testApp.app.inject({ method: 'POST', url: `${CONSOLE_API_PREFIX}${url}`, headers, payload });

describe('requireStaff', () => {
  it('refuses a request without a console session with 401', async () => {
    const response = await get('/test-feature/editors-only');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });

  it('lets the named role through and puts the signed-in member on the request', async () => {
    const editor = signedIn.editor;
    const response = await get('/test-feature/editors-only', editor.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().staff).toMatchObject(editor.staff);
  });

  it.each(['admin', 'support', 'analyst'] as const)(
    'refuses %s a route for editors with 403',
    async (role) => {
      const response = await get('/test-feature/editors-only', signedIn[role].headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    },
  );

  it('with no roles lets any signed-in member through', async () => {
    for (const role of roles) {
      expect((await get('/test-feature/anyone', signedIn[role].headers)).json()).toEqual({ role });
    }
  });

  it("never takes a subscriber's access token for a console session", async () => {
    const number = randomGloNumber();
    await signUp(testApp.app, { mobile_number: number }, 'secret-pass');
    const token = (await login(testApp.app, number, 'secret-pass')).json().data.access_token as string;
    expect((await get('/test-feature/anyone', { cookie: `glotv_console_at=${token}` })).statusCode).toBe(401);
    expect((await get('/test-feature/anyone', { authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('reads the role on every request, so a role change applies at once', async () => {
    const member = await signInStaff(testApp.app, 'support');
    expect((await get('/test-feature/editors-only', member.headers)).statusCode).toBe(403);
    await testApp.app.db
      .updateTable('staff')
      .set({ role: 'editor' })
      .where('id', '=', member.staff.id)
      .execute();
    expect((await get('/test-feature/editors-only', member.headers)).statusCode).toBe(200);
  });
});

describe('the Origin check on state-changing console calls', () => {
  it('refuses a POST without an Origin before any handler runs', async () => {
    const { cookie } = signedIn.editor.headers;
    const response = await post('/test-feature/change', { cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
  });

  it("refuses a POST from another site, even with the member's cookie", async () => {
    const { cookie } = signedIn.editor.headers;
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1.evil.example']) {
      const response = await post('/test-feature/change', { cookie, origin });
      expect(response.statusCode, origin).toBe(403);
    }
    const count = await testApp.app.db
      .selectFrom('staff_audit_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('action', '=', 'thing.rename')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it("accepts the portal's own Origin", async () => {
    const response = await post('/test-feature/change', signedIn.editor.headers);
    expect(response.statusCode).toBe(200);
  });

  it('applies to the sign-in routes too', async () => {
    const response = await post(
      '/session/password',
      { origin: 'https://evil.example' },
      {
        email: 'a@b.example',
        password: 'x',
      },
    );
    expect(response.statusCode).toBe(403);
    expect(consoleOrigin(testApp.app)).toBe(new URL(testApp.config.publicBaseUrl).origin);
  });
});

describe('the audit log', () => {
  it('holds who changed what, when, before and after', async () => {
    await post('/test-feature/change', signedIn.editor.headers);
    const entry = await testApp.app.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('action', '=', 'thing.rename')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      staff_id: signedIn.editor.staff.id,
      staff_email: signedIn.editor.staff.email,
      staff_role: 'editor',
      target_kind: 'thing',
      target_id: '7',
      before: { name: 'old' },
      after: { name: 'new' },
    });
    expect(Date.now() - new Date(entry.at).getTime()).toBeLessThan(60_000);
  });

  it('is written with the change or not at all', async () => {
    await expect(
      testApp.app.db.transaction().execute(async (trx) => {
        await recordAudit(trx, {
          staff: signedIn.editor.staff,
          action: 'thing.rolled_back',
          target_kind: 'thing',
          target_id: 'x',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await testApp.app.db
      .selectFrom('staff_audit_log')
      .select('id')
      .where('action', '=', 'thing.rolled_back')
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const { db } = testApp.app;
    await expect(db.updateTable('staff_audit_log').set({ action: 'forged' }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(db.deleteFrom('staff_audit_log').execute()).rejects.toThrow(/append-only/);
    await expect(sql`truncate staff_audit_log`.execute(db)).rejects.toThrow(/append-only/);
    const rows = await db.selectFrom('staff_audit_log').select('action').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.action)).not.toContain('forged');
  });
});
