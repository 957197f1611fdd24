import { describe, expect, it } from 'vitest';
import { keysToRemove } from './client-storage.ts';
import { deviceClassFor, deviceStorageKey, randomDeviceId } from './device.ts';

describe('device description', () => {
  it("is 'mobile' below 768 px wide, else 'desktop'", () => {
    expect(deviceClassFor(375)).toBe('mobile');
    expect(deviceClassFor(767)).toBe('mobile');
    expect(deviceClassFor(768)).toBe('desktop');
  });

  it('has a random id the login schema accepts', () => {
    const id = randomDeviceId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(randomDeviceId()).not.toBe(id);
  });
});

describe('logout storage clean-up', () => {
  it('removes everything but the language and the device id', () => {
    const keys = ['glotv.lang', deviceStorageKey, 'access_token', 'msisdn', 'stringPackages'];
    expect(keysToRemove(keys, ['glotv.lang', deviceStorageKey])).toEqual([
      'access_token',
      'msisdn',
      'stringPackages',
    ]);
  });
});
