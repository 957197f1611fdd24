import type { DeviceDescription } from '@glotv/contracts/devices';

type DeviceKey =
  | 'devices.name'
  | 'devices.unknown'
  | `devices.class.${NonNullable<DeviceDescription['device_class']>}`;

/** The translation this needs: the devices' keys only. */
export type Translate = (key: DeviceKey, values?: { browser: string; os: string }) => string;

/** 'Chrome on Android'; else whichever of the browser and the system is known; else the kind of device. */
export function deviceLabel(device: DeviceDescription, t: Translate): string {
  if (device.browser && device.os) return t('devices.name', { browser: device.browser, os: device.os });
  if (device.browser ?? device.os) return device.browser ?? device.os ?? '';
  return device.device_class ? t(`devices.class.${device.device_class}`) : t('devices.unknown');
}
