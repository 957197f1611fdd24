import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyByAirtime,
  CARD_LITE,
  confirmCard,
  createPaymentsTestBed,
  LITE,
  newBuyer,
  openCheckout,
  type PaymentsTestBed,
} from './payments-test-fixtures.ts';

let bed: PaymentsTestBed;
beforeAll(async () => {
  bed = await createPaymentsTestBed();
});
afterAll(() => bed.close());

const DAY = 86_400_000;
const days = (data: { starts_at: string; ends_at: string }) =>
  (new Date(data.ends_at).getTime() - new Date(data.starts_at).getTime()) / DAY;

async function history(buyer: Awaited<ReturnType<typeof newBuyer>>, translation = 'gb') {
  const response = await bed.app.inject({
    url: `/api/client/v1/glotv/users/${buyer.userId}/purchases?translation=${translation}`,
    headers: buyer.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { reference: string; price: string; package_title: string }[];
}

describe('a package changed while it is being bought', () => {
  it('by airtime: the charge, the window and the history keep the price, validity and title it was opened at', async () => {
    const buyer = await newBuyer(bed, 'glo');
    // The gateway answers after a while: the editor changes Lite meanwhile.
    bed.gateway.setSubscriber(buyer.msisdn, { behaviour: 'slow', delay_ms: 1500 });
    const buying = buyByAirtime(bed, buyer, LITE);
    await expect.poll(() => bed.gateway.subscriber(buyer.msisdn).charges.length, { timeout: 10_000 }).toBe(1);
    await bed.app.packages.edit(LITE, {
      price_kobo: 120_000,
      validity_days: 10,
      title_gb: 'Lite Plus',
      title_pt: 'Lite Mais',
    });

    const response = await buying;
    expect(response.statusCode, response.body).toBe(200);
    const sold = response.json().data;
    expect(sold).toMatchObject({
      status: 'active',
      price: '₦900',
      amount_kobo: 90_000,
      package_title: 'Lite',
    });
    expect(days(sold)).toBe(7);
    expect(bed.gateway.charges(sold.reference)[0]).toMatchObject({ amount_kobo: 90_000 });

    bed.gateway.setSubscriber(buyer.msisdn, { behaviour: 'normal' });
    const again = await buyByAirtime(bed, buyer, LITE);
    expect(again.statusCode, again.body).toBe(200);
    const resold = again.json().data;
    expect(resold).toMatchObject({ price: '₦1200', amount_kobo: 120_000, package_title: 'Lite Plus' });
    expect(days(resold)).toBe(10);
    expect(bed.gateway.charges(resold.reference)[0]).toMatchObject({ amount_kobo: 120_000 });

    const bought = await history(buyer);
    expect(bought.map((purchase) => [purchase.price, purchase.package_title])).toEqual([
      ['₦1200', 'Lite Plus'],
      ['₦900', 'Lite'],
    ]);
    expect((await history(buyer, 'pt')).map((purchase) => purchase.package_title)).toEqual([
      'Lite Mais',
      'Lite',
    ]);
  });

  it('by card: a checkout opened at the old price is paid at it and activated for the old validity', async () => {
    const buyer = await newBuyer(bed, 'email');
    const checkout = await openCheckout(bed, buyer, CARD_LITE);
    expect(checkout.amount).toBe(900);
    await bed.app.packages.edit(CARD_LITE, { price_kobo: 150_000, validity_days: 14 });

    const paid = await bed.cardProvider.completeCheckout(checkout.tx_ref, { outcome: 'successful' });
    const response = await confirmCard(bed, buyer, CARD_LITE, checkout.tx_ref, paid.transaction!.id);
    expect(response.statusCode, response.body).toBe(200);
    const sold = response.json().data;
    expect(sold).toMatchObject({ status: 'active', price: '₦900', amount_kobo: 90_000 });
    expect(days(sold)).toBe(7);

    const next = await openCheckout(bed, buyer, CARD_LITE);
    expect(next.amount).toBe(1500);
    const nextPaid = await bed.cardProvider.completeCheckout(next.tx_ref, { outcome: 'successful' });
    const resold = (await confirmCard(bed, buyer, CARD_LITE, next.tx_ref, nextPaid.transaction!.id)).json()
      .data;
    expect(resold).toMatchObject({ status: 'active', price: '₦1500', amount_kobo: 150_000 });
    expect(days(resold)).toBe(14);
    expect((await history(buyer)).map((purchase) => purchase.price)).toEqual(['₦1500', '₦900']);
  });

  it('by card: a price raised mid-checkout does not turn the old, paid amount into a short payment', async () => {
    const buyer = await newBuyer(bed, 'email');
    const checkout = await openCheckout(bed, buyer, CARD_LITE);
    const price = (await bed.app.packages.get(CARD_LITE)).price_kobo;
    await bed.app.packages.edit(CARD_LITE, { price_kobo: price * 2 });
    const paid = await bed.cardProvider.completeCheckout(checkout.tx_ref, { outcome: 'successful' });
    const response = await confirmCard(bed, buyer, CARD_LITE, checkout.tx_ref, paid.transaction!.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'active', amount_kobo: price });
  });
});

describe('a disabled package', () => {
  it('is not sold, by airtime or by card, and is sold again once enabled', async () => {
    const glo = await newBuyer(bed, 'glo');
    const card = await newBuyer(bed, 'email');
    await bed.app.packages.setEnabled(LITE, false);
    await bed.app.packages.setEnabled(CARD_LITE, false);
    try {
      const airtime = await buyByAirtime(bed, glo, LITE);
      expect(airtime.statusCode).toBe(404);
      const checkout = await bed.app.inject({
        method: 'POST',
        url: '/cm/api/payments/checkout/?operator_uid=glotv',
        headers: card.headers,
        payload: {
          subscriber_uid: card.userId,
          product_id: CARD_LITE,
          customer: { email: 'buyer@example.com', name: 'Ada Buyer', phone_number: '8091234567' },
        },
      });
      expect(checkout.statusCode).toBe(404);
      const listed = await bed.app.inject({
        url: `/api/client/v1/glotv/users/${glo.userId}/packages`,
        headers: glo.headers,
      });
      expect(listed.json().data.map((pack: { id: number }) => pack.id)).not.toContain(LITE);
      expect(
        await bed.app.db
          .selectFrom('purchases')
          .select('id')
          .where('subscriber_id', '=', glo.userId)
          .execute(),
      ).toEqual([]);
    } finally {
      await bed.app.packages.setEnabled(LITE, true);
      await bed.app.packages.setEnabled(CARD_LITE, true);
    }
    expect((await buyByAirtime(bed, glo, LITE)).statusCode).toBe(200);
  });
});
