import { CONSOLE_API_PREFIX } from '@glotv/contracts/console-staff';
import { consolePackageSchema, type PackageCreateInput } from '@glotv/contracts/packages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyByAirtime,
  createPaymentsTestBed,
  LITE,
  newBuyer,
  type PaymentsTestBed,
} from '../payments/payments-test-fixtures.ts';
import type { StaffRole } from '../staff/public.ts';
import { type SignedInTestStaff, signInEveryRole } from '../staff/staff-test-fixtures.ts';

let bed: PaymentsTestBed;
let staff: Record<StaffRole, SignedInTestStaff>;

beforeAll(async () => {
  bed = await createPaymentsTestBed();
  staff = await signInEveryRole(bed.app);
});
afterAll(() => bed.close());

const base = `${CONSOLE_API_PREFIX}/packages`;
const call = (
  who: SignedInTestStaff | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
) =>
  bed.app.inject({
    method,
    url: `${base}${url}`,
    headers: who ? who.headers : {},
    ...(payload ? { payload } : {}),
  });

const weekend: PackageCreateInput = {
  uid: 'card-weekend',
  payment_method: 'card',
  title_gb: 'Weekend',
  title_pt: 'Fim de semana',
  description_gb: 'Movies',
  description_pt: 'Filmes',
  price_kobo: 25_000,
  validity_days: 2,
  plan_code: 'GLOTVWEEKEND',
  includes_movies: true,
  includes_channels: false,
  position: 6,
};

async function auditOf(targetId: number) {
  return bed.app.db
    .selectFrom('staff_audit_log')
    .select(['action', 'staff_email', 'before', 'after'])
    .where('target_kind', '=', 'package')
    .where('target_id', '=', String(targetId))
    .orderBy('id')
    .execute();
}

async function subscriberPackages(viewer: Awaited<ReturnType<typeof newBuyer>>, translation = 'gb') {
  const response = await bed.app.inject({
    url: `/api/client/v1/glotv/users/${viewer.userId}/packages?device_class=desktop&translation=${translation}`,
    headers: viewer.headers,
  });
  return response.json().data as {
    id: number;
    title: string;
    description: string;
    price: string;
    price_kobo: number;
  }[];
}

describe('the console packages API, for an editor', () => {
  it('lists every package with both languages, its price from kobo and whether it is sold', async () => {
    const response = await call(staff.editor, 'GET', '');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = consolePackageSchema.array().parse(response.json().data);
    expect(data).toHaveLength(10);
    expect(data.find((pack) => pack.id === LITE)).toMatchObject({
      uid: 'glo-glotvlite',
      payment_method: 'airtime',
      title_gb: 'Lite',
      title_pt: 'Lite',
      price_kobo: 90_000,
      price: '₦900',
      enabled: true,
    });
  });

  it('changes a price: the packages page shows it, an earlier purchase keeps its old price, the audit log has both', async () => {
    const buyer = await newBuyer(bed, 'glo');
    const earlier = await buyByAirtime(bed, buyer, LITE);
    expect(earlier.statusCode, earlier.body).toBe(200);

    const edited = await call(staff.editor, 'PATCH', `/${LITE}`, { price_kobo: 95_000 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ price_kobo: 95_000, price: '₦950' });

    const lite = (await subscriberPackages(buyer)).find((pack) => pack.id === LITE);
    expect(lite).toMatchObject({ price: '₦950', price_kobo: 95_000 });
    const history = await bed.app.inject({
      url: `/api/client/v1/glotv/users/${buyer.userId}/purchases`,
      headers: buyer.headers,
    });
    expect(history.json().data[0]).toMatchObject({ price: '₦900', amount_kobo: 90_000 });

    const audit = await auditOf(LITE);
    expect(audit.at(-1)).toMatchObject({
      action: 'package.edit',
      staff_email: staff.editor.staff.email,
      before: expect.objectContaining({ price_kobo: 90_000 }),
      after: expect.objectContaining({ price_kobo: 95_000 }),
    });
  });

  it('renames a package in both languages, and subscribers see the new names in theirs at once', async () => {
    const buyer = await newBuyer(bed, 'glo');
    const response = await call(staff.editor, 'PATCH', `/${LITE}`, {
      title_gb: 'Lite Week',
      title_pt: 'Lite Semana',
      description_pt: 'Filmes e canais',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await subscriberPackages(buyer)).find((pack) => pack.id === LITE)?.title).toBe('Lite Week');
    expect((await subscriberPackages(buyer, 'pt')).find((pack) => pack.id === LITE)).toMatchObject({
      title: 'Lite Semana',
      description: 'Filmes e canais',
    });
  });

  it('creates a card package that card subscribers can then buy, recorded with what it was made as', async () => {
    const created = await call(staff.editor, 'POST', '', weekend);
    expect(created.statusCode, created.body).toBe(201);
    const pack = consolePackageSchema.parse(created.json().data);
    expect(pack).toMatchObject({
      payment_method: 'card',
      price: '₦250',
      enabled: true,
      data_allowance_mb: null,
    });
    const card = await newBuyer(bed, 'email');
    expect((await subscriberPackages(card)).map((entry) => entry.title)).toContain('Weekend');
    expect(await auditOf(pack.id)).toEqual([
      expect.objectContaining({
        action: 'package.create',
        before: null,
        after: expect.objectContaining({ uid: 'card-weekend' }),
      }),
    ]);

    const again = await call(staff.editor, 'POST', '', weekend);
    expect(again.statusCode).toBe(409);
  });

  it('disables a package (no longer offered or sold) and enables it again', async () => {
    const buyer = await newBuyer(bed, 'glo');
    const off = await call(staff.editor, 'PUT', `/${LITE}/enabled`, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.enabled).toBe(false);
    expect((await subscriberPackages(buyer)).map((pack) => pack.id)).not.toContain(LITE);
    expect((await buyByAirtime(bed, buyer, LITE)).statusCode).toBe(404);

    const on = await call(staff.editor, 'PUT', `/${LITE}/enabled`, { enabled: true });
    expect(on.json().data.enabled).toBe(true);
    expect((await subscriberPackages(buyer)).map((pack) => pack.id)).toContain(LITE);
    expect((await auditOf(LITE)).slice(-2).map((entry) => entry.action)).toEqual([
      'package.disable',
      'package.enable',
    ]);
  });

  it('clears the catalog caches after a change', async () => {
    await bed.app.inject({ url: '/api/client/v3/glotv/categories/vod' });
    await bed.app.catalogCache.get('probe', async () => ({ cached: true }));
    expect(bed.app.catalogCache.size).toBeGreaterThan(0);
    await call(staff.editor, 'PATCH', `/${LITE}`, { position: 4 });
    expect(bed.app.catalogCache.size).toBe(0);
  });

  it('refuses invalid packages and edits with 400, writing nothing', async () => {
    const before = await bed.app.db.selectFrom('packages').selectAll().orderBy('id').execute();
    const auditBefore = await bed.app.db.selectFrom('staff_audit_log').select('id').execute();
    const bad = [
      call(staff.editor, 'POST', '', { ...weekend, uid: 'glo-nocodes', payment_method: 'airtime' }),
      call(staff.editor, 'POST', '', { ...weekend, uid: 'card-free', price_kobo: 0 }),
      call(staff.editor, 'POST', '', { ...weekend, uid: 'card-long', title_pt: 'x'.repeat(61) }),
      call(staff.editor, 'POST', '', { ...weekend, uid: 'card-extra', surprise: true }),
      call(staff.editor, 'PATCH', `/${LITE}`, {}),
      call(staff.editor, 'PATCH', `/${LITE}`, { validity_days: 0 }),
      call(staff.editor, 'PATCH', `/${LITE}`, { rate_code: null }),
      call(staff.editor, 'PATCH', `/${LITE}`, { payment_method: 'card' }),
      call(staff.editor, 'PUT', `/${LITE}/enabled`, { enabled: 'no' }),
    ];
    for (const response of await Promise.all(bad)) expect(response.statusCode, response.body).toBe(400);
    expect((await call(staff.editor, 'PATCH', '/999999', { price_kobo: 100 })).statusCode).toBe(404);
    expect(await bed.app.db.selectFrom('packages').selectAll().orderBy('id').execute()).toEqual(before);
    expect(await bed.app.db.selectFrom('staff_audit_log').select('id').execute()).toEqual(auditBefore);
  });
});

describe('the console packages API, for anyone but an editor', () => {
  it.each(['admin', 'support', 'analyst'] as const)(
    'refuses %s every route with 403 and writes nothing',
    async (role) => {
      const before = await bed.app.db.selectFrom('packages').selectAll().orderBy('id').execute();
      const auditBefore = await bed.app.db.selectFrom('staff_audit_log').select('id').execute();
      const who = staff[role];
      const responses = await Promise.all([
        call(who, 'GET', ''),
        call(who, 'GET', `/${LITE}`),
        call(who, 'POST', '', { ...weekend, uid: `card-${role}` }),
        call(who, 'PATCH', `/${LITE}`, { price_kobo: 100 }),
        call(who, 'PUT', `/${LITE}/enabled`, { enabled: false }),
      ]);
      for (const response of responses) expect(response.statusCode, response.body).toBe(403);
      expect(await bed.app.db.selectFrom('packages').selectAll().orderBy('id').execute()).toEqual(before);
      expect(await bed.app.db.selectFrom('staff_audit_log').select('id').execute()).toEqual(auditBefore);
    },
  );

  it('refuses a caller without a console session with 401, and a write from another origin with 403', async () => {
    expect((await call(null, 'GET', '')).statusCode).toBe(401);
    const foreign = await bed.app.inject({
      method: 'PATCH',
      url: `${base}/${LITE}`,
      headers: { ...staff.editor.headers, origin: 'https://evil.example' },
      payload: { price_kobo: 100 },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await bed.app.packages.get(LITE)).price_kobo).not.toBe(100);
  });
});
