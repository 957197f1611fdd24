import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardProviderSimulatorCredentials } from './card-provider-credentials.ts';
import { type CardProviderSimulator, startCardProviderSimulator } from './card-provider-simulator.ts';

interface Received {
  hash: string | undefined;
  body: { event: string; data: { id: number; tx_ref: string; status: string } };
  at: number;
}

let sut: CardProviderSimulator;
let receiver: http.Server;
const received: Received[] = [];
const bearer = `Bearer ${cardProviderSimulatorCredentials.secretKey}`;
let serial = 0;

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({
        hash: request.headers['verif-hash'] as string,
        body: JSON.parse(body),
        at: Date.now(),
      });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  sut = await startCardProviderSimulator({ webhook: { url: `http://127.0.0.1:${port}/webhook` } });
});
afterAll(async () => {
  await sut.close();
  await new Promise((resolve) => receiver.close(resolve));
});

async function createPayment(amount = 150, auth = bearer) {
  serial += 1;
  const txRef = `GTV-TEST-${String(serial).padStart(4, '0')}`;
  const response = await fetch(`${sut.url}/v3/payments`, {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      tx_ref: txRef,
      amount,
      currency: 'NGN',
      redirect_url: 'http://portal.test/play/packagespage',
      payment_options: 'card,mobilemoney,ussd',
      customer: { email: 'ada@example.com', name: 'Ada Obi', phonenumber: '+2348091234567' },
      customizations: { title: 'GLO-TV' },
    }),
  });
  return { txRef, response };
}

async function payOnPage(link: string, outcome: string) {
  return fetch(link, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }).toString(),
  });
}

const verify = (id: string | number) =>
  fetch(`${sut.url}/v3/transactions/${id}/verify`, { headers: { authorization: bearer } });

describe('card provider simulator', () => {
  it('opens a hosted checkout that shows the amount and the four ways to end it', async () => {
    const { response } = await createPayment();
    expect(response.status).toBe(200);
    const { data } = await response.json();
    const page = await (await fetch(data.link)).text();
    expect(page).toContain('₦150');
    expect(page).toContain('Mobile money');
    for (const text of ['Pay now', 'Decline', 'Insufficient funds', 'Cancel payment'])
      expect(page).toContain(text);
  });

  it('sends the browser back with the transaction, which verifies as successful, and signs the webhook', async () => {
    sut.setWebhook({ enabled: true, duplicates: 0, order: 'after_redirect', delay_ms: 0 });
    const { txRef, response } = await createPayment();
    const { data } = await response.json();
    const done = await payOnPage(data.link, 'successful');
    expect(done.status).toBe(303);
    const back = new URL(done.headers.get('location') ?? '');
    expect(back.pathname).toBe('/play/packagespage');
    expect(back.searchParams.get('status')).toBe('successful');
    expect(back.searchParams.get('tx_ref')).toBe(txRef);
    const verified = await (await verify(back.searchParams.get('transaction_id')!)).json();
    expect(verified.data).toMatchObject({
      tx_ref: txRef,
      amount: 150,
      currency: 'NGN',
      status: 'successful',
    });
    await expect.poll(() => received.filter((entry) => entry.body.data.tx_ref === txRef).length).toBe(1);
    const hook = received.find((entry) => entry.body.data.tx_ref === txRef)!;
    expect(hook.hash).toBe(cardProviderSimulatorCredentials.webhookHash);
    expect(hook.body.event).toBe('charge.completed');
    expect((await payOnPage(data.link, 'successful')).status).toBe(409);
  });

  it.each([
    ['declined', 'Declined'],
    ['insufficient_funds', 'Insufficient funds'],
  ])('fails a %s card with the processor response', async (outcome, processorResponse) => {
    const { txRef } = await createPayment();
    const { transaction } = await sut.completeCheckout(txRef, { outcome: outcome as 'declined' });
    const verified = await (await verify(transaction!.id)).json();
    expect(verified.data).toMatchObject({ status: 'failed', processor_response: processorResponse });
  });

  it('makes no transaction for a cancelled checkout', async () => {
    const { txRef } = await createPayment();
    const { redirect_url, transaction } = await sut.completeCheckout(txRef, { outcome: 'cancelled' });
    expect(transaction).toBeNull();
    expect(new URL(redirect_url).searchParams.get('status')).toBe('cancelled');
    const byReference = await fetch(`${sut.url}/v3/transactions/verify_by_reference?tx_ref=${txRef}`, {
      headers: { authorization: bearer },
    });
    expect(byReference.status).toBe(404);
  });

  it('delivers duplicate webhooks before the redirect when asked', async () => {
    sut.setWebhook({ enabled: true, duplicates: 2, order: 'before_redirect' });
    const { txRef } = await createPayment();
    const before = Date.now();
    await sut.completeCheckout(txRef, { outcome: 'successful' });
    const copies = received.filter((entry) => entry.body.data.tx_ref === txRef);
    expect(copies).toHaveLength(3);
    expect(copies.every((entry) => entry.at >= before)).toBe(true);
    sut.setWebhook({ duplicates: 0, order: 'after_redirect' });
  });

  it('records a tampered amount or currency as paid, for the portal to refuse', async () => {
    const { txRef } = await createPayment(900);
    const { transaction } = await sut.completeCheckout(txRef, {
      outcome: 'successful',
      amount: 100,
      currency: 'USD',
    });
    expect(transaction).toMatchObject({ amount: 100, currency: 'USD', status: 'successful' });
  });

  it('refuses a wrong key, and creates sample virtual cards for the right one', async () => {
    expect((await createPayment(150, 'Bearer sk_wrong')).response.status).toBe(401);
    const response = await fetch(`${sut.url}/v3/virtual-cards`, {
      method: 'POST',
      headers: { authorization: bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ currency: 'NGN', amount: 1, billing_name: 'GLO-TV Test' }),
    });
    const { data } = await response.json();
    expect(data.card_pan).toMatch(/^5366\d{12}$/);
    expect(data.masked_pan).toBe(`${data.card_pan.slice(0, 6)}*****${data.card_pan.slice(-4)}`);
    expect(data.cvv).toMatch(/^\d{3}$/);
  });
});
