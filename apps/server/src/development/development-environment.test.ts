import { afterEach, describe, expect, it } from 'vitest';
import { developmentValues } from '../config/production-rules.ts';
import { composeDevelopmentEnvironment, type DevelopmentEnvironment } from './development-environment.ts';
import { simulatorCredentialsEnv } from './simulators.ts';

const composed: DevelopmentEnvironment[] = [];
async function compose(env: NodeJS.ProcessEnv): Promise<DevelopmentEnvironment> {
  const result = await composeDevelopmentEnvironment(env);
  composed.push(result);
  return result;
}
afterEach(async () => {
  await Promise.all(composed.splice(0).map((result) => result.simulators?.close()));
});

describe('the development composition', () => {
  it('chooses development mode when NODE_ENV is unset, and keeps an explicit test mode', async () => {
    expect((await compose({ SIMULATORS: 'off' })).env.NODE_ENV).toBe('development');
    expect((await compose({ NODE_ENV: 'test', SIMULATORS: 'off' })).env.NODE_ENV).toBe('test');
  });

  it('refuses to run in production', async () => {
    await expect(composeDevelopmentEnvironment({ NODE_ENV: 'production' })).rejects.toThrow(
      /dist\/server\.js/,
    );
  });

  it('starts a simulator for each system without an address and hands the server its address and credentials', async () => {
    const { env, simulators } = await compose({
      SMS_GATEWAY_URL: 'http://sms.example.test',
      SMS_GATEWAY_API_KEY: 'the-real-key',
      BSS_PASSWORD: 'a-chosen-bss-password',
    });
    expect(env.SMS_GATEWAY_URL).toBe('http://sms.example.test');
    expect(env.SMS_GATEWAY_API_KEY).toBe('the-real-key');
    expect(simulators?.sms).toBeUndefined();
    for (const url of [
      'SMTP_URL',
      'BSS_URL',
      'GLO_VERIFY_URL',
      'CHARGING_GATEWAY_URL',
      'CARD_PROVIDER_URL',
    ]) {
      expect(env[url]).toMatch(/^(http|smtp):\/\/127\.0\.0\.1:\d+$/);
    }
    expect(env.BSS_PASSWORD).toBe('a-chosen-bss-password');
    expect(env.GLO_VERIFY_PASSWORD).toBe(simulatorCredentialsEnv.GLO_VERIFY_PASSWORD);
    expect(simulators?.bss?.url).toBe(env.BSS_URL);
  });

  it('starts no simulator with SIMULATORS=off', async () => {
    const { env, simulators } = await compose({ SIMULATORS: 'off' });
    expect(simulators).toBeUndefined();
    expect(env.SMS_GATEWAY_URL).toBeUndefined();
  });

  it('uses only credentials that production refuses as development values', () => {
    for (const [name, value] of Object.entries(simulatorCredentialsEnv)) {
      if (name.endsWith('_USERNAME') || name === 'BSS_PARTY_ID') continue;
      expect(developmentValues[name as keyof typeof developmentValues], name).toContain(value);
    }
  });
});
