import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activations,
  CARD_3_DAY,
  CARD_LITE,
  confirmCard,
  createPaymentsTestBed,
  newBuyer,
  openCheckout,
  type PaymentsTestBed,
  purchasedWindows,
} from './payments-test-fixtures.ts';

let bed: PaymentsTestBed;
beforeAll(async () => {
  bed = await createPaymentsTestBed();
});
afterAll(() => bed.close());

const DAY = 86_400_000;
const webhookOff = () =>
  bed.cardProvider.setWebhook({ enabled: false, duplicates: 0, order: 'after_redirect' });
const statusOf = async (reference: string) =>
  (
    await bed.app.db
      .selectFrom('purchases')
      .select('status')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow()
  ).status;

describe('buying an access pack by card', () => {
  it('opens the provider checkout for the price in NGN and activates once the paid return is verified', async () => {
    webhookOff();
    const buyer = await newBuyer(bed, 'email');
    const checkout = await openCheckout(bed, buyer, CARD_3_DAY);
    expect(checkout.amount).toBe(150);
    expect(checkout.link.startsWith(bed.cardProvider.url)).toBe(true);

    const paid = bed.cardProvider.completeCheckout(checkout.tx_ref, { outcome: 'successful' });
    const { transaction, redirect_url } = await paid;
    const back = new URL(redirect_url);
    expect(back.pathname).toBe('/play/packagespage');
    expect(back.searchParams.get('status')).toBe('successful');

    const response = await confirmCard(bed, buyer, CARD_3_DAY, checkout.tx_ref, transaction!.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'package activated successfully',
      data: { package_id: CARD_3_DAY, method: 'card', status: 'active', price: '₦150' },
    });
    const data = response.json().data;
    expect(new Date(data.ends_at).getTime() - new Date(data.starts_at).getTime()).toBe(3 * DAY);
    expect((await purchasedWindows(bed, buyer)).get(CARD_3_DAY)).not.toBeNull();
  });

  it('answers Transaction failed for a declined card and insufficient funds when the card lacks them', async () => {
    webhookOff();
    const buyer = await newBuyer(bed, 'email');
    const declined = await openCheckout(bed, buyer, CARD_3_DAY);
    const decline = await bed.cardProvider.completeCheckout(declined.tx_ref, { outcome: 'declined' });
    const first = await confirmCard(bed, buyer, CARD_3_DAY, declined.tx_ref, decline.transaction!.id);
    expect(first.statusCode).toBe(402);
    expect(first.json().error.code).toBe('transaction_failed');

    const poor = await openCheckout(bed, buyer, CARD_3_DAY);
    const insufficient = await bed.cardProvider.completeCheckout(poor.tx_ref, {
      outcome: 'insufficient_funds',
    });
    const second = await confirmCard(bed, buyer, CARD_3_DAY, poor.tx_ref, insufficient.transaction!.id);
    expect(second.statusCode).toBe(402);
    expect(second.json().error.code).toBe('insufficient_funds');
    expect(await activations(bed, buyer, CARD_3_DAY)).toBe(0);
  });

  it('records an abandoned checkout and activates nothing', async () => {
    webhookOff();
    const buyer = await newBuyer(bed, 'email');
    const checkout = await openCheckout(bed, buyer, CARD_3_DAY);
    await bed.cardProvider.completeCheckout(checkout.tx_ref, { outcome: 'cancelled' });
    const response = await confirmCard(bed, buyer, CARD_3_DAY, checkout.tx_ref);
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toEqual({
      code: 'transaction_failed',
      message: 'The payment was cancelled.',
    });
    expect(await statusOf(checkout.tx_ref)).toBe('abandoned');
    expect(await activations(bed, buyer, CARD_3_DAY)).toBe(0);
  });

  it.each(['before_redirect', 'after_redirect'] as const)(
    'activates once when the webhook comes %s',
    async (order) => {
      bed.cardProvider.setWebhook({ enabled: true, duplicates: 0, order, delay_ms: 0 });
      const buyer = await newBuyer(bed, 'email');
      const checkout = await openCheckout(bed, buyer, CARD_LITE);
      const { transaction } = await bed.cardProvider.completeCheckout(checkout.tx_ref, {
        outcome: 'successful',
      });
      if (order === 'before_redirect') expect(await statusOf(checkout.tx_ref)).toBe('active');
      const returned = await confirmCard(bed, buyer, CARD_LITE, checkout.tx_ref, transaction!.id);
      expect(returned.statusCode).toBe(200);
      await expect
        .poll(() => bed.cardProvider.webhookDeliveries().some((d) => d.transaction_id === transaction!.id))
        .toBe(true);
      await bed.cardProvider.sendWebhook(transaction!.id, 1);
      expect(await activations(bed, buyer, CARD_LITE)).toBe(1);
    },
  );

  it('activates once for ten duplicate webhooks and the return at the same moment', async () => {
    webhookOff();
    const buyer = await newBuyer(bed, 'email');
    const checkout = await openCheckout(bed, buyer, CARD_LITE);
    const { transaction } = await bed.cardProvider.completeCheckout(checkout.tx_ref, {
      outcome: 'successful',
    });
    const [deliveries, returned] = await Promise.all([
      bed.cardProvider.sendWebhook(transaction!.id, 10),
      confirmCard(bed, buyer, CARD_LITE, checkout.tx_ref, transaction!.id),
    ]);
    expect(deliveries.deliveries.map((delivery) => delivery.status_code)).toEqual(Array(10).fill(200));
    expect(returned.statusCode).toBe(200);
    expect(await activations(bed, buyer, CARD_LITE)).toBe(1);
    const events = await bed.app.db
      .selectFrom('purchase_events')
      .innerJoin('purchases', 'purchases.id', 'purchase_events.purchase_id')
      .select('purchase_events.kind')
      .where('purchases.reference', '=', checkout.tx_ref)
      .where('purchase_events.kind', '=', 'activated')
      .execute();
    expect(events).toHaveLength(1);
  });

  it('refuses a forged webhook with 401 and changes nothing', async () => {
    webhookOff();
    const buyer = await newBuyer(bed, 'email');
    const checkout = await openCheckout(bed, buyer, CARD_LITE);
    const { transaction } = await bed.cardProvider.completeCheckout(checkout.tx_ref, {
      outcome: 'successful',
    });
    const forged = await bed.app.inject({
      method: 'POST',
      url: '/cm/api/payments/webhook/',
      headers: { 'verif-hash': 'not-the-secret-not-the-secret-not-the-secret' },
      payload: {
        event: 'charge.completed',
        data: { id: transaction!.id, tx_ref: checkout.tx_ref, status: 'successful' },
      },
    });
    expect(forged.statusCode).toBe(401);
    const unsigned = await bed.app.inject({
      method: 'POST',
      url: '/cm/api/payments/webhook/',
      payload: { event: 'charge.completed', data: { id: transaction!.id } },
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await statusOf(checkout.tx_ref)).toBe('pending');
    expect(await activations(bed, buyer, CARD_LITE)).toBe(0);
  });

  it.each([
    ['less than the price', { amount: 100 }],
    ['another currency', { currency: 'USD' }],
  ])('does not activate a payment of %s, and keeps it for support', async (_name, tampered) => {
    webhookOff();
    const buyer = await newBuyer(bed, 'email');
    const checkout = await openCheckout(bed, buyer, CARD_LITE);
    const { transaction } = await bed.cardProvider.completeCheckout(checkout.tx_ref, {
      outcome: 'successful',
      ...tampered,
    });
    const response = await confirmCard(bed, buyer, CARD_LITE, checkout.tx_ref, transaction!.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'activation_incomplete',
      message: 'Activation Incomplete. Call Support.',
    });
    expect(await statusOf(checkout.tx_ref)).toBe('activation_failed');
    expect(await activations(bed, buyer, CARD_LITE)).toBe(0);
    const logged = await bed.app.db
      .selectFrom('purchase_events')
      .innerJoin('purchases', 'purchases.id', 'purchase_events.purchase_id')
      .select('purchase_events.details')
      .where('purchases.reference', '=', checkout.tx_ref)
      .where('purchase_events.kind', '=', 'activation_refused')
      .executeTakeFirstOrThrow();
    expect(logged.details).toMatchObject({
      reference: checkout.tx_ref,
      subscriber_id: buyer.userId,
      price_kobo: 90_000,
    });
  });

  it('finishes a payment whose return and webhook never came, once, through the reconciliation job', async () => {
    webhookOff();
    const buyer = await newBuyer(bed, 'email');
    const checkout = await openCheckout(bed, buyer, CARD_3_DAY);
    await bed.cardProvider.completeCheckout(checkout.tx_ref, { outcome: 'successful' });
    expect(await statusOf(checkout.tx_ref)).toBe('pending');
    bed.advance(60_000);
    try {
      await bed.app.payments.reconcile();
      await bed.app.payments.reconcile();
    } finally {
      bed.advance(-60_000);
    }
    expect(await statusOf(checkout.tx_ref)).toBe('active');
    expect(await activations(bed, buyer, CARD_3_DAY)).toBe(1);
  });

  it('refuses card checkout to a Glo subscriber and a package of the other kind', async () => {
    const glo = await newBuyer(bed, 'glo');
    const response = await bed.app.inject({
      method: 'POST',
      url: '/cm/api/payments/checkout/',
      headers: glo.headers,
      payload: {
        subscriber_uid: glo.userId,
        product_id: CARD_3_DAY,
        customer: { email: 'glo@example.com', name: 'Glo User', phone_number: '8051234567' },
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('payment_method_not_allowed');
    const card = await newBuyer(bed, 'email');
    await expect(openCheckout(bed, card, 4)).rejects.toThrow(/not_found/);
  });
});

describe('purchase history', () => {
  it('lists what was bought, when, how it was paid and until when, newest first', async () => {
    webhookOff();
    const buyer = await newBuyer(bed, 'email');
    const first = await openCheckout(bed, buyer, CARD_3_DAY);
    const { transaction } = await bed.cardProvider.completeCheckout(first.tx_ref, { outcome: 'successful' });
    await confirmCard(bed, buyer, CARD_3_DAY, first.tx_ref, transaction!.id);
    const second = await openCheckout(bed, buyer, CARD_LITE);
    await bed.cardProvider.completeCheckout(second.tx_ref, { outcome: 'declined' });
    await confirmCard(bed, buyer, CARD_LITE, second.tx_ref);

    const response = await bed.app.inject({
      url: `/api/client/v1/glotv/users/${buyer.userId}/purchases`,
      headers: buyer.headers,
    });
    expect(response.statusCode).toBe(200);
    const history = response.json().data;
    expect(
      history.map((entry: { package_title: string; status: string }) => [entry.package_title, entry.status]),
    ).toEqual([
      ['Lite', 'failed'],
      ['3-day VOD', 'active'],
    ]);
    expect(history[1]).toMatchObject({
      method: 'card',
      price: '₦150',
      currency: 'NGN',
      package_plan_code: 'GLOTVVOD3D',
    });
    expect(history[0]).toMatchObject({ package_plan_code: 'GLOTVLITE' });
    expect(history[1].ends_at).not.toBeNull();
    expect(history[0].ends_at).toBeNull();

    const other = await newBuyer(bed, 'email');
    const forbidden = await bed.app.inject({
      url: `/api/client/v1/glotv/users/${buyer.userId}/purchases`,
      headers: other.headers,
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
