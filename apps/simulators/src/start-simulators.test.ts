import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSimulators, startSimulators } from './start-simulators.ts';

let running: RunningSimulators;

beforeAll(async () => {
  running = await startSimulators(
    { smsGatewayUrl: 'http://sms.example', chargingGatewayUrl: 'http://charging.example' },
    { cardWebhookUrl: 'http://127.0.0.1:9/cm/api/payments/webhook/' },
  );
});
afterAll(() => running.close());

describe('starting the simulators', () => {
  it('leaves the given systems alone and starts the others on local ports', () => {
    expect(running.urls.smsGatewayUrl).toBe('http://sms.example');
    expect(running.urls.chargingGatewayUrl).toBe('http://charging.example');
    expect(running.chargingGateway).toBeUndefined();
    for (const url of [running.urls.bssUrl, running.urls.gloVerifyUrl, running.urls.cardProviderUrl]) {
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    }
  });

  it('hands back the card provider it started, sending webhooks to the given address', () => {
    expect(running.cardProvider?.url).toBe(running.urls.cardProviderUrl);
    expect(running.cardProvider?.setWebhook({})).toMatchObject({
      url: 'http://127.0.0.1:9/cm/api/payments/webhook/',
    });
  });
});
