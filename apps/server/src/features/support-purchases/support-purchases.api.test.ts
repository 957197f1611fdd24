import { CONSOLE_API_PREFIX } from '@glotv/contracts/console-staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activatePackage } from '../packages/package-grants.repository.ts';
import {
  activations,
  buyByAirtime,
  CARD_LITE,
  confirmCard,
  createPaymentsTestBed,
  LITE,
  newBuyer,
  openCheckout,
  type PaymentsTestBed,
} from '../payments/payments-test-fixtures.ts';
import { purchasesRepository } from '../payments/purchases.repository.ts';
import type { StaffRole } from '../staff/public.ts';
import { type SignedInTestStaff, signInEveryRole } from '../staff/staff-test-fixtures.ts';

let bed: PaymentsTestBed;
let staff: Record<StaffRole, SignedInTestStaff>;

beforeAll(async () => {
  bed = await createPaymentsTestBed();
  staff = await signInEveryRole(bed.app);
});
afterAll(() => bed.close());

const base = `${CONSOLE_API_PREFIX}/support/purchases`;
const call = (who: SignedInTestStaff | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  bed.app.inject({
    method,
    url: `${base}${url}`,
    headers: who ? who.headers : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const webhookOff = () =>
  bed.cardProvider.setWebhook({ enabled: false, duplicates: 0, order: 'after_redirect' });

async function purchaseOf(reference: string) {
  return bed.app.db
    .selectFrom('purchases')
    .select(['id', 'status', 'failure_reason'])
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
}

async function auditOf(purchaseId: string) {
  return bed.app.db
    .selectFrom('staff_audit_log')
    .select(['action', 'staff_email', 'before', 'after'])
    .where('target_kind', '=', 'purchase')
    .where('target_id', '=', purchaseId)
    .orderBy('id')
    .execute();
}

/** A card payment taken for less than the price: paid, refused, 'Activation Incomplete. Call Support.' */
async function incompleteCardPurchase() {
  webhookOff();
  const buyer = await newBuyer(bed, 'email');
  const checkout = await openCheckout(bed, buyer, CARD_LITE);
  const { transaction } = await bed.cardProvider.completeCheckout(checkout.tx_ref, {
    outcome: 'successful',
    amount: 1,
  });
  const confirmed = await confirmCard(bed, buyer, CARD_LITE, checkout.tx_ref, transaction!.id);
  expect(confirmed.json().error.code).toBe('activation_incomplete');
  return { buyer, purchase: await purchaseOf(checkout.tx_ref), transaction: transaction! };
}

describe('support reading purchases', () => {
  it('lists purchases newest first, filtered by status, method, package and date, a page at a time', async () => {
    const since = new Date().toISOString();
    const glo = await newBuyer(bed, 'glo');
    for (let i = 0; i < 3; i += 1) {
      expect((await buyByAirtime(bed, glo, LITE)).statusCode).toBe(200);
    }
    const { purchase } = await incompleteCardPurchase();

    const first = await call(
      staff.support,
      'GET',
      `?method=airtime&package_id=${LITE}&from=${since}&limit=2`,
    );
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.data).toHaveLength(2);
    expect(page1.data[0]).toMatchObject({ method: 'airtime', status: 'active', subscriber_id: glo.userId });
    expect(page1.next).toEqual(page1.data[1].id);
    const page2 = (
      await call(
        staff.support,
        'GET',
        `?method=airtime&package_id=${LITE}&from=${since}&limit=2&after=${page1.next}`,
      )
    ).json();
    expect(page2.data).toHaveLength(1);
    expect(page2.next).toBeNull();
    const times = [...page1.data, ...page2.data].map((row: { created_at: string }) => row.created_at);
    expect(times).toEqual([...times].sort().reverse());

    const stuck = (
      await call(staff.admin, 'GET', `?status=activation_failed&method=card&from=${since}`)
    ).json();
    expect(stuck.data.map((row: { id: string }) => row.id)).toEqual([purchase.id]);
    const future = (await call(staff.support, 'GET', `?from=2100-01-01`)).json();
    expect(future.data).toEqual([]);
    const byDay = (await call(staff.support, 'GET', `?status=activation_failed&to=2000-01-01`)).json();
    expect(byDay.data).toEqual([]);
  });

  it("shows a purchase's trail in time order and the payment system's own reference", async () => {
    const { purchase, transaction } = await incompleteCardPurchase();
    const response = await call(staff.support, 'GET', `/${purchase.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json().data;
    expect(detail).toMatchObject({
      id: purchase.id,
      status: 'activation_failed',
      method: 'card',
      actions: ['recheck', 'activate', 'close'],
      payment: { provider: 'card', status: 'sent', transaction_id: String(transaction.id) },
    });
    expect(detail.payment.system_reference).toBe(transaction.flw_ref);
    expect(detail.events.map((event: { kind: string }) => event.kind)).toContain('activation_refused');
    const times = detail.events.map((event: { at: string }) => event.at);
    expect(times).toEqual([...times].sort());
    expect((await call(staff.support, 'GET', '/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('shows a package granted without payment, with no payment and nothing to settle', async () => {
    const buyer = await newBuyer(bed, 'email');
    await activatePackage(bed.app.db, { subscriberId: buyer.userId, packageId: CARD_LITE, medium: 'fweb' });
    const { id } = await bed.app.db
      .selectFrom('purchases')
      .select('id')
      .where('subscriber_id', '=', buyer.userId)
      .executeTakeFirstOrThrow();
    const response = await call(staff.support, 'GET', `/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id, status: 'active', payment: null, actions: [] });
  });
});

interface TrailEvent {
  kind: string;
  details: Record<string, unknown>;
  at: string;
}

async function detailOf(purchaseId: string) {
  const response = await call(staff.support, 'GET', `/${purchaseId}`);
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    amount_kobo: number;
    payment: { transaction_id: string | null; system_reference: string | null };
    events: TrailEvent[];
  };
}

const kindsOf = (events: TrailEvent[]) => events.map((event) => event.kind);

function expectTimeOrder(events: TrailEvent[]) {
  const times = events.map((event) => event.at);
  expect(times).toEqual([...times].sort());
}

/** A card checkout paid at the provider, its webhook not sent: the purchase is still pending here. */
async function paidCheckout() {
  webhookOff();
  const buyer = await newBuyer(bed, 'email');
  const checkout = await openCheckout(bed, buyer, CARD_LITE);
  const { transaction } = await bed.cardProvider.completeCheckout(checkout.tx_ref, { outcome: 'successful' });
  const { id } = await purchaseOf(checkout.tx_ref);
  return { buyer, checkout, transaction: transaction!, id };
}

const dueNow = (purchaseId: string) =>
  bed.app.db
    .updateTable('purchases')
    .set({ next_check_at: new Date(0) })
    .where('id', '=', purchaseId)
    .execute();

describe("a purchase's whole trail", () => {
  it("shows an airtime purchase requested, charged under the gateway's transaction id, then activated", async () => {
    const glo = await newBuyer(bed, 'glo');
    const bought = await buyByAirtime(bed, glo, LITE);
    expect(bought.statusCode).toBe(200);
    const { id } = await purchaseOf(bought.json().data.reference);

    const detail = await detailOf(id);
    expect(kindsOf(detail.events)).toEqual(['requested', 'charged', 'activated']);
    const [requested, charged] = detail.events;
    expect(requested!.details).toEqual({
      method: 'airtime',
      package_id: LITE,
      amount_kobo: detail.amount_kobo,
      currency: 'NGN',
    });
    expect(detail.payment.transaction_id).toMatch(/^CG/);
    expect(charged!.details).toEqual({
      transaction_id: detail.payment.transaction_id,
      amount_kobo: detail.amount_kobo,
    });
    expectTimeOrder(detail.events);
  });

  it("shows a card purchase requested, its checkout opened, paid under the provider's ids, then activated, with nothing secret", async () => {
    const { buyer, checkout, transaction, id } = await paidCheckout();
    const confirmed = await confirmCard(bed, buyer, CARD_LITE, checkout.tx_ref, transaction.id);
    expect(confirmed.statusCode).toBe(200);

    const detail = await detailOf(id);
    expect(kindsOf(detail.events)).toEqual(['requested', 'checkout_opened', 'paid', 'activated']);
    const paid = detail.events[2]!;
    expect(paid.details).toMatchObject({
      transaction_id: transaction.id,
      provider_reference: transaction.flw_ref,
      status: 'successful',
      currency: 'NGN',
      amount_kobo: detail.amount_kobo,
    });
    expect(detail.payment.system_reference).toBe(transaction.flw_ref);
    expectTimeOrder(detail.events);

    const trail = JSON.stringify(detail.events);
    const card = bed.app.config.payments.card!;
    for (const secret of [checkout.link, card.secretKey, card.webhookHash, '8091234567', 'Ada Buyer']) {
      expect(trail).not.toContain(secret);
    }
  });

  it('keeps each webhook for a known purchase, and whether it changed anything', async () => {
    const { buyer, transaction, id } = await paidCheckout();
    await bed.cardProvider.sendWebhook(transaction.id);
    await bed.cardProvider.sendWebhook(transaction.id);
    expect(await activations(bed, buyer, CARD_LITE)).toBe(1);

    const detail = await detailOf(id);
    expect(kindsOf(detail.events)).toEqual([
      'requested',
      'checkout_opened',
      'paid',
      'activated',
      'webhook_received',
      'webhook_received',
    ]);
    const [first, second] = detail.events.slice(-2);
    const transactionIds = { transaction_id: transaction.id, provider_reference: transaction.flw_ref };
    expect(first!.details).toMatchObject({
      ...transactionIds,
      event: 'charge.completed',
      transaction_status: 'successful',
      before: 'pending',
      after: 'active',
      changed: true,
    });
    expect(second!.details).toMatchObject({
      ...transactionIds,
      before: 'active',
      after: 'active',
      changed: false,
    });
    expectTimeOrder(detail.events);
  });

  it('keeps each reconciliation check of a purchase with what it found and what it left', async () => {
    const unpaid = await openCheckout(bed, await newBuyer(bed, 'email'), CARD_LITE);
    const waiting = await purchaseOf(unpaid.tx_ref);
    const { id } = await paidCheckout();
    await dueNow(waiting.id);
    await dueNow(id);
    await bed.app.payments.reconcile();

    const finished = await detailOf(id);
    expect(kindsOf(finished.events)).toEqual([
      'requested',
      'checkout_opened',
      'paid',
      'activated',
      'reconciliation_checked',
    ]);
    expect(finished.events.at(-1)!.details).toMatchObject({
      check: 1,
      before: 'pending',
      after: 'active',
      payment_after: 'successful',
      changed: true,
    });
    expect(finished.events.at(-1)!.details).not.toHaveProperty('next_check_at');

    const still = await detailOf(waiting.id);
    expect(kindsOf(still.events)).toEqual(['requested', 'checkout_opened', 'reconciliation_checked']);
    const check = still.events.at(-1)!.details;
    expect(check).toMatchObject({ check: 1, before: 'pending', after: 'pending', changed: false });
    const { next_check_at } = await bed.app.db
      .selectFrom('purchases')
      .select('next_check_at')
      .where('id', '=', waiting.id)
      .executeTakeFirstOrThrow();
    expect(new Date(String(check.next_check_at))).toEqual(new Date(next_check_at!));
  });

  it('keeps a failed activation attempt, and the reconciliation job then activates the purchase once', async () => {
    const { buyer, checkout, transaction, id } = await paidCheckout();
    // A package already granted under this purchase: the database refuses a second one, so activation fails.
    const stray = await bed.app.db
      .insertInto('user_packages')
      .values({
        subscriber_id: buyer.userId,
        package_id: CARD_LITE,
        purchase_id: id,
        starts_at: new Date(0),
        ends_at: new Date(1000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const confirmed = await confirmCard(bed, buyer, CARD_LITE, checkout.tx_ref, transaction.id);
    expect(confirmed.statusCode).toBe(202);
    expect((await purchaseOf(checkout.tx_ref)).status).toBe('paid');

    const failed = await detailOf(id);
    expect(kindsOf(failed.events)).toEqual([
      'requested',
      'checkout_opened',
      'paid',
      'activation_attempt_failed',
    ]);
    expect(String(failed.events.at(-1)!.details.error)).toMatch(/duplicate key|unique/i);

    await bed.app.db.deleteFrom('user_packages').where('id', '=', stray.id).execute();
    await dueNow(id);
    await bed.app.payments.reconcile();
    expect((await purchaseOf(checkout.tx_ref)).status).toBe('active');
    expect(await activations(bed, buyer, CARD_LITE)).toBe(1);
    const finished = await detailOf(id);
    expect(kindsOf(finished.events)).toEqual([
      'requested',
      'checkout_opened',
      'paid',
      'activation_attempt_failed',
      'activated',
      'reconciliation_checked',
    ]);
    expect(finished.events.at(-1)!.details).toMatchObject({ before: 'paid', after: 'active', changed: true });
    expectTimeOrder(finished.events);
  });
});

describe('support settling a stuck purchase', () => {
  it('activates an Activation Incomplete purchase once, with its reason in the trail and the audit log', async () => {
    const { buyer, purchase, transaction } = await incompleteCardPurchase();
    const reason = 'Customer called: the bank confirms the full price was taken';
    const response = await call(staff.support, 'POST', `/${purchase.id}/activate`, { reason });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ outcome: 'activated', data: { status: 'active', actions: [] } });
    expect(await activations(bed, buyer, CARD_LITE)).toBe(1);

    const again = await call(staff.support, 'POST', `/${purchase.id}/activate`, { reason });
    expect(again.statusCode).toBe(409);
    expect(await activations(bed, buyer, CARD_LITE)).toBe(1);

    const audit = await auditOf(purchase.id);
    expect(audit).toEqual([
      {
        action: 'purchase.activate',
        staff_email: staff.support.staff.email,
        before: { status: 'activation_failed', failure_reason: expect.any(String), payment_status: 'sent' },
        after: { status: 'active', failure_reason: null, payment_status: 'successful', reason },
      },
    ]);
    const trail = (await detailOf(purchase.id)).events;
    expect(trail.at(-1)).toMatchObject({ kind: 'support_activate', details: { reason } });
    expect(kindsOf(trail)).toEqual([
      'requested',
      'checkout_opened',
      'activation_refused',
      'paid',
      'activated',
      'support_activate',
    ]);
    expect(trail[3]!.details).toMatchObject({
      transaction_id: transaction.id,
      provider_reference: transaction.flw_ref,
      confirmed_for: 'support_activate',
    });
  });

  it('refuses to activate what the payment system does not confirm as paid, and changes nothing', async () => {
    webhookOff();
    const buyer = await newBuyer(bed, 'email');
    const checkout = await openCheckout(bed, buyer, CARD_LITE);
    const { id } = await purchaseOf(checkout.tx_ref);
    const response = await call(staff.support, 'POST', `/${id}/activate`, { reason: 'Customer insists' });
    expect(response.statusCode).toBe(409);
    expect((await purchaseOf(checkout.tx_ref)).status).toBe('pending');
    expect(await activations(bed, buyer, CARD_LITE)).toBe(0);
    expect(await auditOf(id)).toEqual([]);
  });

  it('asks the payment system again and finishes a pending purchase that was paid', async () => {
    webhookOff();
    const buyer = await newBuyer(bed, 'email');
    const checkout = await openCheckout(bed, buyer, CARD_LITE);
    await bed.cardProvider.completeCheckout(checkout.tx_ref, { outcome: 'successful' });
    const { id } = await purchaseOf(checkout.tx_ref);
    const response = await call(staff.support, 'POST', `/${id}/recheck`, { reason: 'Customer says he paid' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ outcome: 'checked', data: { status: 'active' } });
    expect(await activations(bed, buyer, CARD_LITE)).toBe(1);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['purchase.recheck']);
  });

  it('closes a pending purchase for good: a payment arriving later never activates it', async () => {
    webhookOff();
    const buyer = await newBuyer(bed, 'email');
    const checkout = await openCheckout(bed, buyer, CARD_LITE);
    const { id } = await purchaseOf(checkout.tx_ref);
    const closed = await call(staff.admin, 'POST', `/${id}/close`, {
      reason: 'Duplicate checkout, customer agreed',
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      outcome: 'closed',
      data: { status: 'failed', failure_reason: 'closed_by_support' },
    });

    const { transaction } = await bed.cardProvider.completeCheckout(checkout.tx_ref, {
      outcome: 'successful',
    });
    await bed.cardProvider.sendWebhook(transaction!.id);
    await confirmCard(bed, buyer, CARD_LITE, checkout.tx_ref, transaction!.id);
    await bed.app.payments.reconcile();
    expect(await purchaseOf(checkout.tx_ref)).toMatchObject({
      status: 'failed',
      failure_reason: 'closed_by_support',
    });
    expect(await activations(bed, buyer, CARD_LITE)).toBe(0);
  });
});

describe('support, the reconciliation job and a late webhook at the same moment', () => {
  it('activate a paid purchase exactly once', async () => {
    for (let round = 0; round < 3; round += 1) {
      webhookOff();
      const buyer = await newBuyer(bed, 'email');
      const checkout = await openCheckout(bed, buyer, CARD_LITE);
      const { transaction } = await bed.cardProvider.completeCheckout(checkout.tx_ref, {
        outcome: 'successful',
      });
      const { id } = await purchaseOf(checkout.tx_ref);
      // Due now for the job, as if its first check had come.
      await bed.app.db
        .updateTable('purchases')
        .set({ next_check_at: new Date(0) })
        .where('id', '=', id)
        .execute();
      const [support] = await Promise.all([
        call(staff.support, 'POST', `/${id}/activate`, { reason: 'Customer on the phone, bank says paid' }),
        bed.app.payments.reconcile(),
        bed.cardProvider.sendWebhook(transaction!.id, 3),
        confirmCard(bed, buyer, CARD_LITE, checkout.tx_ref, transaction!.id),
      ]);
      expect([200, 409]).toContain(support.statusCode);
      expect((await purchaseOf(checkout.tx_ref)).status).toBe('active');
      expect(await activations(bed, buyer, CARD_LITE)).toBe(1);
      const kinds = kindsOf((await detailOf(id)).events);
      expect(kinds.filter((kind) => kind === 'activated')).toHaveLength(1);
      expect(kinds.filter((kind) => kind === 'paid').length).toBeLessThanOrEqual(1);
      // Every racer takes the subscriber before the purchase: none of them fails on a deadlock.
      expect(kinds).not.toContain('activation_attempt_failed');
      expect(kinds.filter((kind) => kind === 'webhook_received')).toHaveLength(3);
    }
  });
});

describe('a late webhook for a refused transaction', () => {
  it("never undoes support's decision to activate: between support's two steps it leaves the purchase paid", async () => {
    const { buyer, purchase, transaction } = await incompleteCardPurchase();
    // Support's first step, confirmed with the provider: the purchase is paid, not yet active.
    expect(await purchasesRepository.markPaidBySupport(bed.app.db, purchase.id, new Date())).toBe(true);
    await bed.cardProvider.sendWebhook(transaction.id, 2);
    expect(
      (await purchaseOf((await call(staff.support, 'GET', `/${purchase.id}`)).json().data.reference)).status,
    ).toBe('paid');
    const record = await purchasesRepository.byId(bed.app.db, purchase.id);
    expect((await bed.app.payments.settlement.activate(record!)).status).toBe('active');
    expect(await activations(bed, buyer, CARD_LITE)).toBe(1);
    const kinds = (await call(staff.support, 'GET', `/${purchase.id}`))
      .json()
      .data.events.map((event: { kind: string }) => event.kind);
    expect(kinds.filter((kind: string) => kind === 'refusal_ignored')).toHaveLength(2);
    expect(kinds.filter((kind: string) => kind === 'activation_refused')).toHaveLength(1);
  });
});

describe('who may use the purchases console', () => {
  it('refuses an editor and an analyst (403) and a signed-out caller (401) on every route', async () => {
    const { buyer, purchase } = await incompleteCardPurchase();
    const routes: ['GET' | 'POST', string][] = [
      ['GET', ''],
      ['GET', `/${purchase.id}`],
      ['POST', `/${purchase.id}/recheck`],
      ['POST', `/${purchase.id}/activate`],
      ['POST', `/${purchase.id}/close`],
    ];
    for (const [method, url] of routes) {
      const payload = method === 'POST' ? { reason: 'An analyst cannot settle' } : undefined;
      expect((await call(staff.editor, method, url, payload)).statusCode).toBe(403);
      expect((await call(staff.analyst, method, url, payload)).statusCode).toBe(403);
      const signedOut = await bed.app.inject({
        method,
        url: `${base}${url}`,
        headers: { origin: staff.support.headers.origin },
        ...(payload ? { payload } : {}),
      });
      expect(signedOut.statusCode).toBe(401);
    }
    expect(
      (await purchaseOf((await call(staff.support, 'GET', `/${purchase.id}`)).json().data.reference)).status,
    ).toBe('activation_failed');
    expect(await activations(bed, buyer, CARD_LITE)).toBe(0);
    expect(await auditOf(purchase.id)).toEqual([]);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const { buyer, purchase } = await incompleteCardPurchase();
    const bodies = [
      {},
      { reason: '' },
      { reason: '   ' },
      { reason: 'x'.repeat(501) },
      { reason: 'ok', extra: 1 },
      { reason: 5 },
    ];
    for (const body of bodies) {
      for (const action of ['recheck', 'activate', 'close']) {
        expect((await call(staff.support, 'POST', `/${purchase.id}/${action}`, body)).statusCode).toBe(400);
      }
    }
    expect((await call(staff.support, 'POST', '/not-a-uuid/activate', { reason: 'ok' })).statusCode).toBe(
      400,
    );
    for (const query of [
      '?status=lost',
      '?method=cash',
      '?limit=0',
      '?limit=101',
      '?from=yesterday',
      '?after=1',
      '?package_id=-1',
      '?sort=id',
    ]) {
      expect((await call(staff.support, 'GET', query)).statusCode).toBe(400);
    }
    expect(await activations(bed, buyer, CARD_LITE)).toBe(0);
    expect(await auditOf(purchase.id)).toEqual([]);
    expect((await call(staff.support, 'GET', `/${purchase.id}`)).json().data.status).toBe(
      'activation_failed',
    );
  });
});
