import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargingGatewaySimulatorCredentials } from './charging-gateway-credentials.ts';
import {
  type ChargingGatewaySimulator,
  startChargingGatewaySimulator,
} from './charging-gateway-simulator.ts';

let sut: ChargingGatewaySimulator;
beforeAll(async () => {
  sut = await startChargingGatewaySimulator();
});
afterAll(() => sut.close());

const { username, password } = chargingGatewaySimulatorCredentials;
const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
let serial = 0;

function newNumber(): string {
  serial += 1;
  return `234805${String(1_000_000 + serial * 7919).slice(-7)}`;
}

function charge(msisdn: string, reference: string, amountKobo = 90_000, auth = authorization) {
  return fetch(`${sut.url}/charges`, {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      reference,
      msisdn,
      amount_kobo: amountKobo,
      currency: 'NGN',
      rate_code: '44194',
      plan_code: 'GLOTVLITE',
    }),
  });
}

const status = (reference: string) =>
  fetch(`${sut.url}/charges/${reference}`, { headers: { authorization } });

describe('charging gateway simulator', () => {
  it('charges a Glo number once, and refuses the same reference again without charging', async () => {
    const msisdn = newNumber();
    const first = await charge(msisdn, 'REF-SUCCESS-1');
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ status: 'successful', balance_kobo: 410_000 });
    const again = await charge(msisdn, 'REF-SUCCESS-1');
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe('DUPLICATE_REFERENCE');
    expect(sut.subscriber(msisdn).balance_kobo).toBe(410_000);
    expect(sut.charges('REF-SUCCESS-1')).toHaveLength(1);
  });

  it('answers insufficient funds and a barred number with failed charges that it remembers', async () => {
    const poor = newNumber();
    sut.setSubscriber(poor, { balance_kobo: 100 });
    const refused = await charge(poor, 'REF-POOR-0001');
    expect(refused.status).toBe(402);
    expect((await refused.json()).reason).toBe('INSUFFICIENT_FUNDS');
    expect((await (await status('REF-POOR-0001')).json()).status).toBe('failed');

    const barred = newNumber();
    sut.setSubscriber(barred, { behaviour: 'refuse' });
    const answer = await charge(barred, 'REF-BARRED-01');
    expect(answer.status).toBe(403);
    expect((await answer.json()).reason).toBe('SUBSCRIBER_BARRED');
  });

  it('loses the answer after charging, and tells the charge when asked', async () => {
    const msisdn = newNumber();
    sut.setSubscriber(msisdn, { behaviour: 'lose_answer' });
    await expect(charge(msisdn, 'REF-LOST-0001')).rejects.toThrow();
    const found = await status('REF-LOST-0001');
    expect(found.status).toBe(200);
    expect((await found.json()).status).toBe('successful');
  });

  it('drops a request before charging: nothing is taken and the reference is unknown', async () => {
    const msisdn = newNumber();
    sut.setSubscriber(msisdn, { behaviour: 'drop_request' });
    await expect(charge(msisdn, 'REF-DROP-0001')).rejects.toThrow();
    expect((await status('REF-DROP-0001')).status).toBe(404);
    expect(sut.subscriber(msisdn).balance_kobo).toBe(500_000);
  });

  it('answers late when slow, having charged at once', async () => {
    const msisdn = newNumber();
    sut.setSubscriber(msisdn, { behaviour: 'slow', delay_ms: 300 });
    const started = Date.now();
    const pending = charge(msisdn, 'REF-SLOW-0001');
    await expect.poll(() => sut.charges('REF-SLOW-0001').length).toBe(1);
    expect((await pending).status).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('knows only Glo numbers and only the portal', async () => {
    expect((await charge('2348031234567', 'REF-OTHER-001')).status).toBe(404);
    expect((await charge(newNumber(), 'REF-AUTH-0001', 100, 'Basic bm9ib2R5Om5vcGU=')).status).toBe(401);
  });

  it('sets balances and behaviours over HTTP for people trying it by hand', async () => {
    const msisdn = newNumber();
    const set = await fetch(`${sut.url}/_simulator/subscribers/${msisdn}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ balance_kobo: 1234, behaviour: 'refuse' }),
    });
    expect(await set.json()).toMatchObject({ balance_kobo: 1234, behaviour: 'refuse' });
    const state = await (await fetch(`${sut.url}/_simulator/subscribers/${msisdn}`)).json();
    expect(state).toMatchObject({ msisdn, balance_kobo: 1234, behaviour: 'refuse', charges: [] });
    expect(sut.subscriber('2348050000001').balance_kobo).toBe(0);
  });
});
