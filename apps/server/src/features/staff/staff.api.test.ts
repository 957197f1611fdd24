import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { COMMAND_LINE_ACTOR, CONSOLE_API_PREFIX } from './public.ts';
import {
  codeFor,
  consoleOrigin,
  randomStaffEmail,
  refreshTokenStored,
  type SignedInTestStaff,
  signInStaff,
  tokenOfSetupUrl,
} from './staff-test-fixtures.ts';
import { TotpSecretBox } from './totp.ts';

let testApp: TestApp;
let admin: SignedInTestStaff;
let origin: string;

beforeAll(async () => {
  testApp = await createTestApp({ simulators: ['mail'] });
  admin = await signInStaff(testApp.app, 'admin');
  origin = consoleOrigin(testApp.app);
});
afterAll(() => testApp.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers = {}, payload?: object) =>
  testApp.app.inject({
    method,
    url: `${CONSOLE_API_PREFIX}${url}`,
    headers: { origin, ...headers },
    payload,
  });

/** The console cookies a response set, as a Cookie header. */
function cookiesOf(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((cookie) => cookie.value !== '')
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

const secretByEmail = new Map<string, string>();

/** Invites through the API as the admin and sets up as the invitee would; answers the invitee's cookies. */
async function inviteAndSetUp(role: 'editor' | 'support' | 'analyst' | 'admin', password = 'staff-pass-1') {
  const email = randomStaffEmail(role);
  const invited = await call('POST', '/staff', admin.headers, { email, role });
  expect(invited.statusCode).toBe(200);
  const token = tokenOfSetupUrl(invited.json().data.setup_url);
  const inspected = (await call('POST', '/setup/inspect', {}, { token })).json().data;
  secretByEmail.set(email, inspected.secret);
  const done = await call(
    'POST',
    '/setup/complete',
    {},
    {
      token,
      password,
      confirm_password: password,
      code: codeFor(inspected.secret),
    },
  );
  expect(done.statusCode, done.body).toBe(200);
  return {
    email,
    id: done.json().data.id as string,
    secret: inspected.secret as string,
    cookie: cookiesOf(done),
    password,
  };
}

/** Both sign-in steps; the code is the next time step's, so the set-up's own code is never reused. */
async function signIn(email: string, password: string, secret: string, at = new Date(Date.now() + 30_000)) {
  const first = await call('POST', '/session/password', {}, { email, password });
  if (first.statusCode !== 200) return first;
  return call(
    'POST',
    '/session/code',
    {},
    { challenge: first.json().data.challenge, code: codeFor(secret, at) },
  );
}

describe('inviting and setting up', () => {
  it('gives the admin a one-time set-up link and e-mails it to the new member', async () => {
    const email = randomStaffEmail('editor');
    const response = await call('POST', '/staff', admin.headers, { email, role: 'editor' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.staff).toMatchObject({
      email,
      role: 'editor',
      status: 'invited',
      created_by_email: admin.staff.email,
    });
    expect(data.setup_url).toMatch(
      new RegExp(`^${testApp.config.publicBaseUrl}/console/setup#token=[A-Za-z0-9_-]{43}$`),
    );
    expect(data.emailed).toBe(true);
    const [mail] = testApp.simulators.mail!.messages(email);
    expect(mail?.text).toContain(data.setup_url);
    const stored = await testApp.app.db.selectFrom('staff_setup_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(tokenOfSetupUrl(data.setup_url));
  });

  it('refuses an e-mail address that a member already has, in any case', async () => {
    const response = await call('POST', '/staff', admin.headers, {
      email: admin.staff.email.toUpperCase(),
      role: 'analyst',
    });
    expect(response.statusCode).toBe(409);
  });

  it('shows the authenticator secret as an otpauth address and a QR code, never the secret afterwards', async () => {
    const email = randomStaffEmail('support');
    const token = tokenOfSetupUrl(
      (await call('POST', '/staff', admin.headers, { email, role: 'support' })).json().data.setup_url,
    );
    const { data } = (await call('POST', '/setup/inspect', {}, { token })).json();
    expect(data).toMatchObject({ email, role: 'support' });
    expect(data.otpauth_uri).toMatch(/^otpauth:\/\/totp\/GLO-TV%20console:.+\?.*secret=[A-Z2-7]{32}/);
    expect(data.otpauth_uri).toContain(`secret=${data.secret}`);
    expect(data.qr_svg_data_url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(data.qr_svg_data_url.split(',')[1], 'base64').toString()).toContain('<svg');
    const row = await testApp.app.db
      .selectFrom('staff')
      .select('totp_secret_enc')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret_enc).not.toContain(data.secret);
    const list = (await call('GET', '/staff', admin.headers)).body;
    expect(list).not.toContain(data.secret);
    expect(list).not.toContain('totp');
  });

  it("refuses a wrong code, a password outside the portal's rule and passwords that differ", async () => {
    const email = randomStaffEmail('analyst');
    const token = tokenOfSetupUrl(
      (await call('POST', '/staff', admin.headers, { email, role: 'analyst' })).json().data.setup_url,
    );
    const wrongCode = await call(
      'POST',
      '/setup/complete',
      {},
      { token, password: 'good-pass', confirm_password: 'good-pass', code: '000000' },
    );
    expect([wrongCode.statusCode, wrongCode.json().error.code]).toEqual([400, 'otp_invalid']);
    const short = await call(
      'POST',
      '/setup/complete',
      {},
      { token, password: 'short', confirm_password: 'short', code: '123456' },
    );
    expect(short.statusCode).toBe(400);
    const differ = await call(
      'POST',
      '/setup/complete',
      {},
      { token, password: 'good-pass', confirm_password: 'good-pas', code: '123456' },
    );
    expect(differ.json().error.code).toBe('passwords_do_not_match');
    // The link still works after refusals.
    expect((await call('POST', '/setup/inspect', {}, { token })).statusCode).toBe(200);
  });

  it('signs the member in when set up, and the link works only once', async () => {
    const email = randomStaffEmail('editor');
    const token = tokenOfSetupUrl(
      (await call('POST', '/staff', admin.headers, { email, role: 'editor' })).json().data.setup_url,
    );
    const { secret } = (await call('POST', '/setup/inspect', {}, { token })).json().data;
    const done = await call(
      'POST',
      '/setup/complete',
      {},
      { token, password: 'staff-pass', confirm_password: 'staff-pass', code: codeFor(secret) },
    );
    expect(done.json().data).toMatchObject({ email, role: 'editor' });
    const me = await call('GET', '/me', { cookie: cookiesOf(done) });
    expect(me.json().data).toMatchObject({ email, role: 'editor' });
    expect((await call('POST', '/setup/inspect', {}, { token })).statusCode).toBe(404);
    const again = await call(
      'POST',
      '/setup/complete',
      {},
      {
        token,
        password: 'other-pass',
        confirm_password: 'other-pass',
        code: codeFor(secret, new Date(Date.now() + 30_000)),
      },
    );
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toMatch(/expired or was used/);
  });

  it('answers 404 for a token that never existed', async () => {
    const response = await call('POST', '/setup/inspect', {}, { token: 'x'.repeat(43) });
    expect(response.statusCode).toBe(404);
  });
});

describe('signing in', () => {
  let member: Awaited<ReturnType<typeof inviteAndSetUp>>;
  beforeAll(async () => {
    member = await inviteAndSetUp('editor');
  });

  it('takes the password, then the code, and sets httpOnly SameSite=Strict cookies on the console path only', async () => {
    const response = await signIn(member.email, member.password, member.secret);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ id: member.id, email: member.email, role: 'editor' });
    const access = response.cookies.find((cookie) => cookie.name === 'glotv_console_at');
    const refresh = response.cookies.find((cookie) => cookie.name === 'glotv_console_rt');
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/console/v1' });
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/console/v1/session' });
    expect(response.cookies.map((cookie) => cookie.name)).not.toContain('glotv_at');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a wrong password and an unknown address alike', async () => {
    const wrong = await call(
      'POST',
      '/session/password',
      {},
      { email: member.email, password: 'not-it-at-all' },
    );
    const unknown = await call(
      'POST',
      '/session/password',
      {},
      { email: randomStaffEmail('x'), password: 'whatever1' },
    );
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json().error).toEqual(unknown.json().error);
  });

  it('refuses a code that was already used within its window', async () => {
    const fresh = await inviteAndSetUp('editor');
    const at = new Date(Date.now() + 30_000);
    expect((await signIn(fresh.email, fresh.password, fresh.secret, at)).statusCode).toBe(200);
    const replay = await signIn(fresh.email, fresh.password, fresh.secret, at);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.message).toMatch(/used already/);
    // The set-up's own code is spent too: a code from the step before the next one is refused.
    const older = await signIn(fresh.email, fresh.password, fresh.secret, new Date());
    expect(older.statusCode).toBe(400);
  });

  it('ends a sign-in after five wrong codes', async () => {
    const other = await inviteAndSetUp('analyst');
    const first = await call(
      'POST',
      '/session/password',
      {},
      { email: other.email, password: other.password },
    );
    const { challenge } = first.json().data;
    for (let i = 0; i < 4; i++) {
      expect((await call('POST', '/session/code', {}, { challenge, code: '000000' })).statusCode).toBe(400);
    }
    // The fifth wrong one locks the account as well (five failures in a row).
    const fifth = await call('POST', '/session/code', {}, { challenge, code: '000000' });
    expect(fifth.statusCode).toBe(429);
    const sixth = await call(
      'POST',
      '/session/code',
      {},
      { challenge, code: codeFor(other.secret, new Date(Date.now() + 30_000)) },
    );
    expect(sixth.statusCode).toBe(401);
    expect(sixth.json().error.message).toMatch(/expired or had too many wrong codes/);
  });

  it('locks the account for 15 minutes after five wrong passwords, and says so', async () => {
    const other = await inviteAndSetUp('support');
    for (let i = 0; i < 4; i++) {
      expect(
        (await call('POST', '/session/password', {}, { email: other.email, password: 'wrong-pass' }))
          .statusCode,
      ).toBe(401);
    }
    const fifth = await call('POST', '/session/password', {}, { email: other.email, password: 'wrong-pass' });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error.message).toBe(
      'Too many failed sign-ins: this account is locked. Try again in 15 minutes.',
    );
    const right = await call(
      'POST',
      '/session/password',
      {},
      { email: other.email, password: other.password },
    );
    expect(right.statusCode).toBe(429);
  });
});

describe('the console session', () => {
  it('rotates the refresh token, and a used one presented again ends the session', async () => {
    const member = await inviteAndSetUp('editor');
    const signedIn = await signIn(member.email, member.password, member.secret);
    const firstCookies = cookiesOf(signedIn);
    const rotated = await call('POST', '/session/refresh', { cookie: firstCookies });
    expect(rotated.statusCode).toBe(200);
    const secondCookies = cookiesOf(rotated);
    expect(secondCookies).not.toBe(firstCookies);
    expect((await call('GET', '/me', { cookie: secondCookies })).statusCode).toBe(200);
    // The first refresh token again: someone copied it. The whole session ends, for both holders.
    const reused = await call('POST', '/session/refresh', { cookie: firstCookies });
    expect(reused.statusCode).toBe(401);
    expect((await call('GET', '/me', { cookie: secondCookies })).statusCode).toBe(401);
    expect((await call('POST', '/session/refresh', { cookie: secondCookies })).statusCode).toBe(401);
    const session = await testApp.app.db
      .selectFrom('staff_sessions')
      .select('revoked_reason')
      .where('staff_id', '=', member.id)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(session.revoked_reason).toBe('refresh_token_reuse');
  });

  it('stores refresh tokens only as hashes', async () => {
    const member = await signInStaff(testApp.app, 'analyst');
    expect(await refreshTokenStored(testApp.app, member.refreshToken)).toBe(true);
    const rows = await testApp.app.db.selectFrom('staff_refresh_tokens').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash)).not.toContain(member.refreshToken);
  });

  it('ends at logout', async () => {
    const member = await signInStaff(testApp.app, 'support');
    const out = await call('POST', '/session/logout', member.headers);
    expect(out.json()).toEqual({ status: 'ok' });
    expect((await call('GET', '/me', member.headers)).statusCode).toBe(401);
    expect((await call('POST', '/session/refresh', member.headers)).statusCode).toBe(401);
  });

  it('refuses refresh and logout from another site', async () => {
    const member = await signInStaff(testApp.app, 'support');
    const refresh = await call('POST', '/session/refresh', {
      ...member.headers,
      origin: 'https://evil.example',
    });
    expect(refresh.statusCode).toBe(403);
    expect((await call('GET', '/me', member.headers)).statusCode).toBe(200);
  });
});

describe('managing staff', () => {
  it('lists every member with role, status and who made them', async () => {
    const response = await call('GET', '/staff', admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toContainEqual(
      expect.objectContaining({ id: admin.staff.id, role: 'admin', status: 'active' }),
    );
  });

  it("changes a member's role, and it applies to their open session at once", async () => {
    const member = await inviteAndSetUp('support');
    const changed = await call('PATCH', `/staff/${member.id}`, admin.headers, { role: 'editor' });
    expect(changed.json().data).toMatchObject({ id: member.id, role: 'editor' });
    expect((await call('GET', '/me', { cookie: member.cookie })).json().data.role).toBe('editor');
  });

  it('disables a member: their sessions end at once and they cannot sign in', async () => {
    const member = await inviteAndSetUp('editor');
    expect((await call('GET', '/me', { cookie: member.cookie })).statusCode).toBe(200);
    const disabled = await call('PATCH', `/staff/${member.id}`, admin.headers, { status: 'disabled' });
    expect(disabled.json().data.status).toBe('disabled');
    expect((await call('GET', '/me', { cookie: member.cookie })).statusCode).toBe(401);
    expect((await signIn(member.email, member.password, member.secret)).statusCode).toBe(401);
    await call('PATCH', `/staff/${member.id}`, admin.headers, { status: 'active' });
    expect(
      (await signIn(member.email, member.password, member.secret, new Date(Date.now() + 30_000))).statusCode,
    ).toBe(200);
  });

  it("refuses an admin's change to their own role or status", async () => {
    const response = await call('PATCH', `/staff/${admin.staff.id}`, admin.headers, { role: 'editor' });
    expect(response.statusCode).toBe(409);
  });

  it('answers 404 for an unknown member and 400 for an empty change', async () => {
    expect(
      (await call('PATCH', '/staff/00000000-0000-4000-8000-000000000000', admin.headers, { role: 'editor' }))
        .statusCode,
    ).toBe(404);
    expect((await call('PATCH', `/staff/${admin.staff.id}`, admin.headers, {})).statusCode).toBe(400);
  });

  it("gives a new set-up link that clears the member's sign-in and ends their sessions", async () => {
    const member = await inviteAndSetUp('analyst');
    const response = await call('POST', `/staff/${member.id}/setup-link`, admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.staff.status).toBe('invited');
    expect((await call('GET', '/me', { cookie: member.cookie })).statusCode).toBe(401);
    expect((await signIn(member.email, member.password, member.secret)).statusCode).toBe(401);
    const token = tokenOfSetupUrl(response.json().data.setup_url);
    const { secret } = (await call('POST', '/setup/inspect', {}, { token })).json().data;
    expect(secret).not.toBe(member.secret);
  });
});

describe('the audit log', () => {
  it('records invites, set-ups and changes, and an admin filters it by staff, action, target and date', async () => {
    const member = await inviteAndSetUp('support');
    await call('PATCH', `/staff/${member.id}`, admin.headers, { role: 'analyst' });
    const byTarget = (
      await call('GET', `/audit?target_kind=staff&target_id=${member.id}`, admin.headers)
    ).json();
    expect(byTarget.data.map((entry: { action: string }) => entry.action)).toEqual([
      'staff.update',
      'staff.complete_setup',
      'staff.invite',
    ]);
    expect(byTarget.data[0]).toMatchObject({
      staff_id: admin.staff.id,
      staff_email: admin.staff.email,
      before: { role: 'support' },
      after: { role: 'analyst' },
    });
    const byStaff = (await call('GET', `/audit?staff_id=${member.id}`, admin.headers)).json().data;
    expect(byStaff.map((entry: { action: string }) => entry.action)).toEqual(['staff.complete_setup']);
    const byAction = (await call('GET', '/audit?action=staff.update', admin.headers)).json().data;
    expect(byAction.every((entry: { action: string }) => entry.action === 'staff.update')).toBe(true);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(
      (await call('GET', `/audit?from=${encodeURIComponent(future)}`, admin.headers)).json().data,
    ).toEqual([]);
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect((await call('GET', `/audit?to=${encodeURIComponent(past)}`, admin.headers)).json().data).toEqual(
      [],
    );
  });

  it('pages newest first', async () => {
    const first = (await call('GET', '/audit?limit=2', admin.headers)).json();
    expect(first.data).toHaveLength(2);
    expect(first.next).toBe(first.data[1].id);
    const second = (await call('GET', `/audit?limit=2&before=${first.next}`, admin.headers)).json();
    expect(Number(second.data[0].id)).toBeLessThan(Number(first.data[1].id));
    const all = (await call('GET', '/audit?limit=200', admin.headers)).json();
    expect(all.next).toBeNull();
  });

  it('records the command line as the maker of the first admin', async () => {
    const link = await testApp.app.staffAccounts.invite(
      COMMAND_LINE_ACTOR,
      randomStaffEmail('first'),
      'admin',
    );
    const entries = (await call('GET', `/audit?target_id=${link.staff.id}`, admin.headers)).json().data;
    expect(entries[0]).toMatchObject({
      staff_id: null,
      staff_email: 'npm run console',
      action: 'staff.invite',
    });
  });
});

describe('roles at the API', () => {
  const adminOnly: [string, 'GET' | 'POST' | 'PATCH', string, object?][] = [
    ['list staff', 'GET', '/staff'],
    ['invite', 'POST', '/staff', { email: 'someone@staff.example.com', role: 'editor' }],
    ['change a member', 'PATCH', '/staff/00000000-0000-4000-8000-000000000000', { role: 'editor' }],
    ['new set-up link', 'POST', '/staff/00000000-0000-4000-8000-000000000000/setup-link'],
    ['read the audit log', 'GET', '/audit'],
  ];

  it.each(['editor', 'support', 'analyst'] as const)(
    'refuses %s every admin route with 403 and writes nothing',
    async (role) => {
      const member = await signInStaff(testApp.app, role);
      const before = await testApp.app.db
        .selectFrom('staff_audit_log')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      for (const [name, method, url, payload] of adminOnly) {
        const response = await call(method, url, member.headers, payload);
        expect(response.statusCode, name).toBe(403);
      }
      const after = await testApp.app.db
        .selectFrom('staff_audit_log')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n);
      expect((await call('GET', '/me', member.headers)).json().data.role).toBe(role);
    },
  );

  it('refuses every guarded route without a session with 401', async () => {
    for (const [name, method, url, payload] of adminOnly) {
      const response = await call(method, url, {}, payload);
      expect(response.statusCode, name).toBe(401);
    }
    expect((await call('GET', '/me')).statusCode).toBe(401);
  });
});

describe('a stored authenticator secret sealed under another key', () => {
  it('asks for a new set-up link instead of failing with a server error', async () => {
    const member = await inviteAndSetUp('analyst');
    await testApp.app.db
      .updateTable('staff')
      .set({
        totp_secret_enc: new TotpSecretBox('a-different-signing-secret-of-32-chars').seal(member.secret),
      })
      .where('id', '=', member.id)
      .execute();
    const response = await signIn(member.email, member.password, member.secret);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/new set-up link/);
  });
});
