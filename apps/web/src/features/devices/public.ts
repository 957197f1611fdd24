import './strings.ts';

// What other features may use from the devices feature; everything else in it is private to it.
export { useDeviceLabel } from './hooks/use-device-label.ts';
