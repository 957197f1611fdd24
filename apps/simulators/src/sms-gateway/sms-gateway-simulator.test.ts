import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_GATEWAY_SIMULATOR_API_KEY } from './sms-gateway-api-key.ts';
import { type SmsGatewaySimulator, startSmsGatewaySimulator } from './sms-gateway-simulator.ts';

let sut: SmsGatewaySimulator;
beforeAll(async () => {
  sut = await startSmsGatewaySimulator();
});
afterAll(() => sut.close());

function post(body: unknown, key = SMS_GATEWAY_SIMULATOR_API_KEY) {
  return fetch(`${sut.url}/v1/sms`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const valid = { from: 'GLO-TV', to: '+2348051234567', text: 'Your GLO-TV code is 123456' };

describe('the SMS gateway simulator', () => {
  it('queues a valid message and keeps it for the test to read', async () => {
    const response = await post(valid);
    expect(response.status).toBe(202);
    const body = await response.json();
    expect(body).toEqual({ message_id: expect.any(String), status: 'queued' });
    expect(sut.messages('+2348051234567')).toContainEqual(
      expect.objectContaining({ ...valid, messageId: body.message_id }),
    );
  });

  it('refuses a wrong API key with 401 and keeps nothing', async () => {
    const response = await post({ ...valid, to: '+2348050000001' }, 'wrong-key');
    expect(response.status).toBe(401);
    expect(sut.messages('+2348050000001')).toEqual([]);
  });

  it('refuses a number that is not Nigerian E.164 with 400', async () => {
    const response = await post({ ...valid, to: '08051234567' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_request' } });
  });

  it('answers 503 to exactly as many sends as failNext asks for', async () => {
    sut.failNext(2);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await post({ ...valid, to: '+2348050000002' })).status);
    expect(statuses).toEqual([503, 503, 202]);
    expect(sut.messages('+2348050000002')).toHaveLength(1);
  });

  it('lists what it received for one number over HTTP', async () => {
    await post({ ...valid, to: '+2348050000003' });
    await post({ ...valid, to: '+2348050000004' });
    const response = await fetch(`${sut.url}/v1/sms?to=%2B2348050000003`, {
      headers: { authorization: `Bearer ${SMS_GATEWAY_SIMULATOR_API_KEY}` },
    });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toEqual([
      expect.objectContaining({ from: 'GLO-TV', to: '+2348050000003', text: valid.text }),
    ]);
  });
});
