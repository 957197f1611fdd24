import {
  type SmsGatewaySimulator,
  startSmsGatewaySimulator,
} from '@glotv/simulators/sms-gateway/sms-gateway-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryError } from './delivery-error.ts';
import { createSmsAdapter } from './sms.adapter.ts';

let gateway: SmsGatewaySimulator;
beforeAll(async () => {
  gateway = await startSmsGatewaySimulator();
});
afterAll(() => gateway.close());

describe('the SMS adapter', () => {
  it('hands the text to the gateway from the sender id and returns the gateway message id', async () => {
    const sut = createSmsAdapter({ gatewayUrl: `${gateway.url}/`, senderId: 'GLO-TV' });
    const messageId = await sut.send({ to: '+2348051234567', text: 'Your code is 123456' });
    expect(gateway.messages('+2348051234567')).toEqual([
      expect.objectContaining({ messageId, from: 'GLO-TV', text: 'Your code is 123456' }),
    ]);
  });

  it('throws a DeliveryError naming the HTTP status when the gateway refuses the key', async () => {
    const sut = createSmsAdapter({ gatewayUrl: gateway.url, senderId: 'GLO-TV', apiKey: 'wrong' });
    await expect(sut.send({ to: '+2348050000001', text: 'x' })).rejects.toThrow(
      new DeliveryError('sms', 'SMS gateway answered HTTP 401'),
    );
  });

  it('throws a DeliveryError when the gateway cannot be reached', async () => {
    const sut = createSmsAdapter({ gatewayUrl: 'http://127.0.0.1:9', senderId: 'GLO-TV' });
    await expect(sut.send({ to: '+2348050000001', text: 'x' })).rejects.toThrow(/SMS gateway unreachable/);
  });

  it('throws a DeliveryError when no gateway is configured', async () => {
    const sut = createSmsAdapter({ gatewayUrl: undefined, senderId: 'GLO-TV' });
    await expect(sut.send({ to: '+2348050000001', text: 'x' })).rejects.toBeInstanceOf(DeliveryError);
  });
});
