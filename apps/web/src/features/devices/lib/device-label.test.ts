import { describe, expect, it } from 'vitest';
import { deviceLabel, type Translate } from './device-label.ts';

const t: Translate = (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key);
const unknown = { device_class: null, platform: null, os: null, browser: null };

describe('naming a device', () => {
  it('names the browser and the system when both are known', () => {
    expect(deviceLabel({ ...unknown, browser: 'Chrome', os: 'Android' }, t)).toBe(
      'devices.name {"browser":"Chrome","os":"Android"}',
    );
  });

  it('falls back to whichever is known, then to the kind of device, then to unknown', () => {
    expect(deviceLabel({ ...unknown, browser: 'Firefox', device_class: 'desktop' }, t)).toBe('Firefox');
    expect(deviceLabel({ ...unknown, os: 'iOS' }, t)).toBe('iOS');
    expect(deviceLabel({ ...unknown, device_class: 'mobile' }, t)).toBe('devices.class.mobile');
    expect(deviceLabel(unknown, t)).toBe('devices.unknown');
  });
});
