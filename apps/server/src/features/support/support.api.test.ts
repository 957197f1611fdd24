import { CONSOLE_API_PREFIX } from '@glotv/contracts/console-staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInViewer, type Viewer } from '../catalog/catalog-test-fixtures.ts';
import {
  buyByAirtime,
  CARD_3_DAY,
  createPaymentsTestBed,
  LITE,
  newBuyer,
  type PaymentsTestBed,
  purchasedWindows,
} from '../payments/payments-test-fixtures.ts';
import type { StaffRole } from '../staff/public.ts';
import { type SignedInTestStaff, signInEveryRole } from '../staff/staff-test-fixtures.ts';

let bed: PaymentsTestBed;
let staff: Record<StaffRole, SignedInTestStaff>;
let glo: Viewer & { msisdn: string };

beforeAll(async () => {
  bed = await createPaymentsTestBed();
  staff = await signInEveryRole(bed.app);
  glo = await newBuyer(bed, 'glo');
  const bought = await buyByAirtime(bed, glo, LITE);
  expect(bought.statusCode).toBe(200);
});
afterAll(() => bed.close());

const base = `${CONSOLE_API_PREFIX}/support`;
const call = (
  who: SignedInTestStaff | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) =>
  bed.app.inject({
    method,
    url: `${base}${url}`,
    headers: who ? who.headers : {},
    ...(payload ? { payload } : {}),
  });

const search = (q: string, who = staff.support) =>
  call(who, 'GET', `/subscribers?q=${encodeURIComponent(q)}`).then((response) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      data: { id: string; msisdn: string | null; email: string | null }[];
      next_page: number | null;
    };
  });

async function auditOf(subscriberId: string) {
  return bed.app.db
    .selectFrom('staff_audit_log')
    .select(['action', 'staff_email', 'before', 'after'])
    .where('target_kind', '=', 'subscriber')
    .where('target_id', '=', subscriberId)
    .orderBy('id')
    .execute();
}

describe('finding subscribers', () => {
  it('finds a Glo subscriber by the number typed nationally, internationally or as a fragment', async () => {
    const national = glo.username; // 805…
    for (const typed of [
      `0${national}`,
      `234${national}`,
      `+234${national}`,
      `+234 ${national.slice(0, 3)}-${national.slice(3)}`,
      national.slice(2, 8),
    ]) {
      const found = await search(typed);
      expect(
        found.data.map((row) => row.id),
        typed,
      ).toContain(glo.userId);
    }
  });

  it('finds an e-mail subscriber from part of the address, in any case', async () => {
    const viewer = await signedInViewer(bed.app, 'email');
    const local = viewer.username.split('@')[0] ?? '';
    const found = await search(local.slice(3).toUpperCase());
    expect(found.data.map((row) => row.id)).toEqual([viewer.userId]);
    expect((await search('zzqqxxnothere')).data).toEqual([]);
  });

  it('pages the answer twenty at a time', async () => {
    const prefix = `pg${Date.now().toString(36)}`;
    await bed.app.db
      .insertInto('subscribers')
      .values(
        Array.from({ length: 25 }, (_, index) => ({
          uid: `${prefix}-${index}`,
          kind: 'email' as const,
          username: `${prefix}${index}`,
          email: `${prefix}${index}@example.com`,
          first_name: 'CRM',
          last_name: 'Test',
          password_hash: 'unusable',
          email_verified_at: new Date(),
          updated_at: new Date(),
        })),
      )
      .execute();
    const first = await search(prefix);
    expect(first.data).toHaveLength(20);
    expect(first.next_page).toBe(2);
    const second = await call(staff.support, 'GET', `/subscribers?q=${prefix}&page=2`);
    expect(second.json().data).toHaveLength(5);
    expect(second.json().next_page).toBeNull();
  });

  it('refuses input too short, too long or with unknown fields', async () => {
    for (const query of ['q=ab', `q=${'a'.repeat(101)}`, 'q=abcd&page=0', 'q=abcd&sort=1', '']) {
      const response = await call(staff.support, 'GET', `/subscribers?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe("a subscriber's page", () => {
  it('shows profile, packages, purchases, sessions and usage, and nothing secret', async () => {
    const response = await call(staff.support, 'GET', `/subscribers/${glo.userId}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.profile.msisdn).toBe(`+234${glo.username}`);
    expect(data.packages.map((row: { package_id: number }) => row.package_id)).toContain(LITE);
    expect(data.purchases[0]).toMatchObject({ method: 'airtime', status: 'active' });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.usage.some((row: { action: string }) => row.action.length > 0)).toBe(true);
    const hashes = await bed.app.db
      .selectFrom('subscribers')
      .select('password_hash')
      .where('id', '=', glo.userId)
      .executeTakeFirstOrThrow();
    const tokens = await bed.app.db
      .selectFrom('refresh_tokens')
      .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
      .select('token_hash')
      .where('sessions.subscriber_id', '=', glo.userId)
      .execute();
    expect(response.body).not.toMatch(/password|hash|otp|refresh|token|secret/i);
    expect(response.body).not.toContain(hashes.password_hash);
    for (const { token_hash } of tokens) expect(response.body).not.toContain(token_hash);
  });

  it('answers 404 for an unknown subscriber', async () => {
    const response = await call(staff.support, 'GET', '/subscribers/9999999999');
    expect(response.statusCode).toBe(404);
  });
});

describe('ending sessions', () => {
  it('ends one session: its next call is refused, and the end is audited', async () => {
    const viewer = await signedInViewer(bed.app, 'glo');
    const page = await call(staff.support, 'GET', `/subscribers/${viewer.userId}`);
    const [session] = page.json().data.sessions as { id: string }[];
    const ended = await call(
      staff.support,
      'DELETE',
      `/subscribers/${viewer.userId}/sessions/${session?.id}`,
    );
    expect(ended.json()).toEqual({ data: { ended: 1 } });
    const next = await bed.app.inject({
      url: `/api/client/v1/glotv/users/${viewer.userId}/packages`,
      headers: viewer.headers,
    });
    expect(next.statusCode).toBe(401);
    const audit = await auditOf(viewer.userId);
    expect(audit.map((row) => row.action)).toEqual(['subscriber.end_sessions']);
    expect(audit[0]?.staff_email).toBe(staff.support.staff.email);
  });

  it("ends all of a subscriber's sessions", async () => {
    const viewer = await signedInViewer(bed.app, 'email');
    const ended = await call(staff.admin, 'DELETE', `/subscribers/${viewer.userId}/sessions`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data.ended).toBeGreaterThan(0);
    const next = await bed.app.inject({
      url: `/api/client/v1/glotv/users/${viewer.userId}/packages`,
      headers: viewer.headers,
    });
    expect(next.statusCode).toBe(401);
    const page = await call(staff.support, 'GET', `/subscribers/${viewer.userId}`);
    expect(page.json().data.sessions).toEqual([]);
  });

  it("refuses a session that is not the subscriber's", async () => {
    const other = await signedInViewer(bed.app, 'glo');
    const page = await call(staff.support, 'GET', `/subscribers/${other.userId}`);
    const [session] = page.json().data.sessions as { id: string }[];
    const refused = await call(staff.support, 'DELETE', `/subscribers/${glo.userId}/sessions/${session?.id}`);
    expect(refused.statusCode).toBe(404);
    const still = await bed.app.inject({
      url: `/api/client/v1/glotv/users/${other.userId}/packages`,
      headers: other.headers,
    });
    expect(still.statusCode).toBe(200);
  });
});

describe('goodwill grants', () => {
  it('grants a package at ₦0 with its reason, seen by the subscriber at once, and audited before and after', async () => {
    const viewer = await signedInViewer(bed.app, 'email');
    expect((await purchasedWindows(bed, viewer)).get(CARD_3_DAY)).toBeNull();
    const granted = await call(staff.support, 'POST', `/subscribers/${viewer.userId}/goodwill`, {
      package_id: CARD_3_DAY,
      reason: 'Sinal caiu durante o jogo',
    });
    expect(granted.statusCode).toBe(201);
    expect(granted.json().data.purchase).toMatchObject({
      method: 'goodwill',
      amount_kobo: 0,
      status: 'active',
    });
    const window = (await purchasedWindows(bed, viewer)).get(CARD_3_DAY);
    expect(window).not.toBeNull();
    const days = (Date.parse(window!.ends_at) - Date.parse(window!.starts_at)) / 86_400_000;
    expect(days).toBe(3);
    const purchase = await bed.app.db
      .selectFrom('purchases')
      .leftJoin('payments', 'payments.purchase_id', 'purchases.id')
      .select(['purchases.goodwill_by', 'purchases.goodwill_reason', 'payments.id as payment_id'])
      .where('purchases.id', '=', granted.json().data.purchase.id)
      .executeTakeFirstOrThrow();
    expect(purchase).toEqual({
      goodwill_by: staff.support.staff.id,
      goodwill_reason: 'Sinal caiu durante o jogo',
      payment_id: null,
    });
    const [entry] = await auditOf(viewer.userId);
    expect(entry?.action).toBe('subscriber.goodwill_grant');
    expect(entry?.before).toEqual({ packages: [] });
    expect((entry?.after as { packages: unknown[] } | undefined)?.packages).toHaveLength(1);
  });

  it('extends a package still running, as buying it again would', async () => {
    const running = (await purchasedWindows(bed, glo)).get(LITE);
    const granted = await call(staff.support, 'POST', `/subscribers/${glo.userId}/goodwill`, {
      package_id: LITE,
      reason: 'Compensação',
    });
    expect(granted.statusCode).toBe(201);
    expect(granted.json().data.package.starts_at).toBe(running?.ends_at);
  });

  it('refuses a missing, empty or too long reason and an unknown package, writing nothing', async () => {
    const viewer = await signedInViewer(bed.app, 'email');
    for (const body of [
      { package_id: CARD_3_DAY },
      { package_id: CARD_3_DAY, reason: '   ' },
      { package_id: CARD_3_DAY, reason: 'x'.repeat(501) },
      { package_id: 'three', reason: 'Motivo' },
      { package_id: 999_999, reason: 'Motivo' },
      { package_id: LITE, reason: 'Motivo' },
      { package_id: CARD_3_DAY, reason: 'Motivo', amount_kobo: 5 },
    ]) {
      const response = await call(staff.support, 'POST', `/subscribers/${viewer.userId}/goodwill`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = await call(staff.support, 'POST', `/subscribers/${9999999999}/goodwill`, {
      package_id: CARD_3_DAY,
      reason: 'Motivo',
    });
    expect(unknown.statusCode).toBe(404);
    const purchases = await bed.app.db
      .selectFrom('purchases')
      .select('id')
      .where('subscriber_id', '=', viewer.userId)
      .execute();
    expect(purchases).toEqual([]);
    expect(await auditOf(viewer.userId)).toEqual([]);
  });
});

describe('who may', () => {
  const routes = () =>
    [
      ['GET', '/subscribers?q=abcd'],
      ['GET', `/subscribers/${glo.userId}`],
      ['GET', '/packages'],
      ['DELETE', `/subscribers/${glo.userId}/sessions`],
      ['DELETE', `/subscribers/${glo.userId}/sessions/${crypto.randomUUID()}`],
      ['POST', `/subscribers/${glo.userId}/goodwill`, { package_id: LITE, reason: 'Motivo' }],
    ] as const;

  it('refuses editors and analysts with 403 and anyone signed out with 401, changing nothing', async () => {
    const purchasesBefore = await bed.app.db
      .selectFrom('purchases')
      .select('id')
      .where('subscriber_id', '=', glo.userId)
      .execute();
    for (const [method, url, body] of routes()) {
      for (const role of ['editor', 'analyst'] as const) {
        const response = await call(staff[role], method, url, body);
        expect(response.statusCode, `${role} ${method} ${url} ${response.body}`).toBe(403);
      }
      const anonymous = await bed.app.inject({
        method,
        url: `${base}${url}`,
        headers: { origin: staff.support.headers.origin },
        ...(body ? { payload: body } : {}),
      });
      expect(anonymous.statusCode, `anonymous ${method} ${url}`).toBe(401);
    }
    const still = await bed.app.inject({
      url: `/api/client/v1/glotv/users/${glo.userId}/packages`,
      headers: glo.headers,
    });
    expect(still.statusCode).toBe(200);
    const purchasesAfter = await bed.app.db
      .selectFrom('purchases')
      .select('id')
      .where('subscriber_id', '=', glo.userId)
      .execute();
    expect(purchasesAfter).toHaveLength(purchasesBefore.length);
  });

  it('lets admins do what support does', async () => {
    const found = await search(`0${glo.username}`, staff.admin);
    expect(found.data.map((row) => row.id)).toContain(glo.userId);
    const packages = await call(staff.admin, 'GET', '/packages');
    expect(packages.json().data.map((row: { id: number }) => row.id)).toContain(CARD_3_DAY);
  });
});
