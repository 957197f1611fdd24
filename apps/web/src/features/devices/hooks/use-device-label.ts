import type { DeviceDescription } from '@glotv/contracts/devices';
import { useTranslation } from 'react-i18next';
import { deviceLabel } from '../lib/device-label.ts';

/** Names devices in the interface's language ('Chrome on Android'). */
export function useDeviceLabel(): (device: DeviceDescription) => string {
  const { t } = useTranslation();
  return (device) => deviceLabel(device, (key, values) => t(key, values));
}
