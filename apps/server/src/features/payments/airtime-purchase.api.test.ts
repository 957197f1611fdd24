import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activations,
  buyByAirtime,
  createPaymentsTestBed,
  LITE,
  newBuyer,
  type PaymentsTestBed,
  purchasedWindows,
} from './payments-test-fixtures.ts';

let bed: PaymentsTestBed;
beforeAll(async () => {
  bed = await createPaymentsTestBed();
});
afterAll(() => bed.close());

const DAY = 86_400_000;
const LITE_KOBO = 90_000;

describe('buying a data bundle by airtime', () => {
  it('charges the Glo number once and activates Lite for 7 days', async () => {
    const buyer = await newBuyer(bed, 'glo');
    const before = bed.gateway.subscriber(buyer.msisdn).balance_kobo;
    const response = await buyByAirtime(bed, buyer, LITE);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('package activated successfully');
    expect(body.data).toMatchObject({
      package_id: LITE,
      package_title: 'Lite',
      package_plan_code: 'GLOTVLITE',
      method: 'airtime',
      status: 'active',
    });
    expect(new Date(body.data.ends_at).getTime() - new Date(body.data.starts_at).getTime()).toBe(7 * DAY);

    const charges = bed.gateway.charges(body.data.reference);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ status: 'successful', amount_kobo: LITE_KOBO, msisdn: buyer.msisdn });
    expect(bed.gateway.subscriber(buyer.msisdn).balance_kobo).toBe(before - LITE_KOBO);
    expect((await purchasedWindows(bed, buyer)).get(LITE)).toEqual({
      starts_at: body.data.starts_at,
      ends_at: body.data.ends_at,
    });
  });

  it('answers insufficient funds and activates nothing', async () => {
    const buyer = await newBuyer(bed, 'glo');
    bed.gateway.setSubscriber(buyer.msisdn, { balance_kobo: 10_000 });
    const response = await buyByAirtime(bed, buyer, LITE);
    expect(response.statusCode).toBe(402);
    expect(response.json().error.code).toBe('insufficient_funds');
    expect(bed.gateway.subscriber(buyer.msisdn).balance_kobo).toBe(10_000);
    expect(await activations(bed, buyer, LITE)).toBe(0);
    expect((await purchasedWindows(bed, buyer)).get(LITE)).toBeNull();
  });

  it('answers Transaction failed when the operator refuses the charge', async () => {
    const buyer = await newBuyer(bed, 'glo');
    bed.gateway.setSubscriber(buyer.msisdn, { behaviour: 'refuse' });
    const response = await buyByAirtime(bed, buyer, LITE);
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toEqual({ code: 'transaction_failed', message: 'Transaction failed' });
    expect(await activations(bed, buyer, LITE)).toBe(0);
  });

  it('asks the gateway about a charge whose answer was lost, and charges once', async () => {
    const buyer = await newBuyer(bed, 'glo');
    bed.gateway.setSubscriber(buyer.msisdn, { behaviour: 'lose_answer' });
    const before = bed.gateway.subscriber(buyer.msisdn).balance_kobo;
    const response = await buyByAirtime(bed, buyer, LITE);
    expect(response.statusCode).toBe(200);
    const { reference } = response.json().data;
    expect(bed.gateway.charges(reference)).toHaveLength(1);
    expect(bed.gateway.subscriber(buyer.msisdn).balance_kobo).toBe(before - LITE_KOBO);
    expect(await activations(bed, buyer, LITE)).toBe(1);
  });

  it('keeps a charge the gateway never received pending, then ends it as not charged', async () => {
    const buyer = await newBuyer(bed, 'glo');
    bed.gateway.setSubscriber(buyer.msisdn, { behaviour: 'drop_request' });
    const response = await buyByAirtime(bed, buyer, LITE);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ message: 'payment pending', data: { status: 'pending' } });
    const { reference } = response.json().data;

    bed.gateway.setSubscriber(buyer.msisdn, { behaviour: 'normal' });
    bed.advance(11 * 60_000);
    try {
      await bed.app.payments.reconcile();
    } finally {
      bed.advance(-11 * 60_000);
    }
    const followed = await bed.app.inject({ url: `/cm/api/purchase/${reference}`, headers: buyer.headers });
    expect(followed.json().data.status).toBe('failed');
    expect(bed.gateway.charges(reference)).toHaveLength(0);
    expect(await activations(bed, buyer, LITE)).toBe(0);
  });

  it('makes one purchase and one charge of a request sent again with the same key', async () => {
    const buyer = await newBuyer(bed, 'glo');
    const key = 'retry-key-0001';
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => buyByAirtime(bed, buyer, LITE, { idempotency_key: key })),
    );
    const references = new Set(answers.map((answer) => answer.json().data.reference));
    expect(references.size).toBe(1);
    const again = await buyByAirtime(bed, buyer, LITE, { idempotency_key: key });
    expect(again.statusCode).toBe(200);
    expect(bed.gateway.charges([...references][0])).toHaveLength(1);
    expect(await activations(bed, buyer, LITE)).toBe(1);
  });

  it('refuses airtime to a subscriber who signed up by e-mail, and writes nothing', async () => {
    const buyer = await newBuyer(bed, 'email');
    const response = await buyByAirtime(bed, buyer, 9);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('payment_method_not_allowed');
    const purchases = await bed.app.db
      .selectFrom('purchases')
      .select('id')
      .where('subscriber_id', '=', buyer.userId)
      .execute();
    expect(purchases).toHaveLength(0);
  });

  it('refuses a purchase for another subscriber and a bill that does not match the medium', async () => {
    const [buyer, other] = await Promise.all([newBuyer(bed, 'glo'), newBuyer(bed, 'glo')]);
    const forOther = await bed.app.inject({
      method: 'POST',
      url: '/cm/api/purchase/',
      headers: buyer.headers,
      payload: {
        subscriber_uid: other.userId,
        subscription_type: 'one-off',
        medium: 'web',
        bill: true,
        product_id: LITE,
      },
    });
    expect(forOther.statusCode).toBe(403);
    const mismatched = await buyByAirtime(bed, buyer, LITE, { bill: false });
    expect(mismatched.statusCode).toBe(400);
    expect(bed.gateway.subscriber(other.msisdn).charges).toHaveLength(0);
  });
});
