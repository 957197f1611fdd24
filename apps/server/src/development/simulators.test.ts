import { afterEach, describe, expect, it } from 'vitest';
import { type StartedSimulators, startSimulators } from './simulators.ts';

const started: StartedSimulators[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((simulators) => simulators.close()));
});

async function start(...args: Parameters<typeof startSimulators>): Promise<StartedSimulators> {
  const simulators = await startSimulators(...args);
  started.push(simulators);
  return simulators;
}

async function smsSentWith(url: string, key: string): Promise<number> {
  const response = await fetch(`${url}/v1/sms`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ from: 'GLO-TV', to: '+2348051234567', text: 'hello' }),
  });
  await response.body?.cancel();
  return response.status;
}

describe('startSimulators', () => {
  it('starts only the systems asked for', async () => {
    const simulators = await start(['sms', 'gloVerify']);
    expect(Object.keys(simulators.env).sort()).toEqual(
      [
        'GLO_VERIFY_PASSWORD',
        'GLO_VERIFY_URL',
        'GLO_VERIFY_USERNAME',
        'SMS_GATEWAY_API_KEY',
        'SMS_GATEWAY_URL',
      ].sort(),
    );
    expect(simulators.mail).toBeUndefined();
    expect(simulators.cardProvider).toBeUndefined();
  });

  it('starts a simulator that accepts the credentials it was given and refuses others', async () => {
    const simulators = await start(['sms'], { credentials: { SMS_GATEWAY_API_KEY: 'key-x' } });
    expect(simulators.env.SMS_GATEWAY_API_KEY).toBe('key-x');
    expect(await smsSentWith(simulators.sms!.url, 'key-y')).toBe(401);
    expect(await smsSentWith(simulators.sms!.url, 'key-x')).toBe(202);
  });
});
