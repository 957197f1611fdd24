import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmsGatewaySimulator, startSimulators } from '../../development/simulators.ts';
import { DeliveryError } from './delivery-error.ts';
import { createSmsAdapter } from './sms.adapter.ts';

const gatewayKey = 'key-the-operator-issued-to-the-portal';
let gateway: SmsGatewaySimulator;
let closeGateway: () => Promise<void>;
beforeAll(async () => {
  const started = await startSimulators(['sms'], { credentials: { SMS_GATEWAY_API_KEY: gatewayKey } });
  gateway = started.sms!;
  closeGateway = started.close;
});
afterAll(() => closeGateway?.());

describe('the SMS adapter', () => {
  it('hands the text to the gateway with the configured key from the sender id and returns its message id', async () => {
    const sut = createSmsAdapter({ gatewayUrl: `${gateway.url}/`, senderId: 'GLO-TV', apiKey: gatewayKey });
    const messageId = await sut.send({ to: '+2348051234567', text: 'Your code is 123456' });
    expect(gateway.messages('+2348051234567')).toEqual([
      expect.objectContaining({ messageId, from: 'GLO-TV', text: 'Your code is 123456' }),
    ]);
  });

  it('is refused with a DeliveryError naming the HTTP status when configured with another key', async () => {
    const sut = createSmsAdapter({
      gatewayUrl: gateway.url,
      senderId: 'GLO-TV',
      apiKey: 'glotv-sms-gateway-simulator-key',
    });
    await expect(sut.send({ to: '+2348050000001', text: 'x' })).rejects.toThrow(
      new DeliveryError('sms', 'SMS gateway answered HTTP 401'),
    );
    expect(gateway.messages('+2348050000001')).toEqual([]);
  });

  it('throws a DeliveryError when the gateway cannot be reached', async () => {
    const sut = createSmsAdapter({
      gatewayUrl: 'http://127.0.0.1:9',
      senderId: 'GLO-TV',
      apiKey: gatewayKey,
    });
    await expect(sut.send({ to: '+2348050000001', text: 'x' })).rejects.toThrow(/SMS gateway unreachable/);
  });

  it('throws a DeliveryError when no gateway is configured', async () => {
    const sut = createSmsAdapter({ gatewayUrl: undefined, senderId: 'GLO-TV', apiKey: undefined });
    await expect(sut.send({ to: '+2348050000001', text: 'x' })).rejects.toBeInstanceOf(DeliveryError);
  });
});
