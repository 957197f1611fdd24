/** localStorage key of this browser's device id: a random, non-secret id the login call sends. */
export const deviceStorageKey = 'glotv.device';

export type DeviceClass = 'mobile' | 'desktop';

/** Spec: 'mobile' below 768 px wide, else 'desktop'. */
export function deviceClassFor(width: number): DeviceClass {
  return width < 768 ? 'mobile' : 'desktop';
}

/** 32 hex characters; `getRandomValues` works on plain http too, unlike `randomUUID`. */
export function randomDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

let memoryDeviceId: string | undefined;

function deviceId(): string {
  try {
    const stored = localStorage.getItem(deviceStorageKey);
    if (stored && /^[0-9a-f]{32}$/.test(stored)) return stored;
    const created = randomDeviceId();
    localStorage.setItem(deviceStorageKey, created);
    return created;
  } catch {
    // Storage unavailable (private mode): one id for this visit.
    memoryDeviceId ??= randomDeviceId();
    return memoryDeviceId;
  }
}

export function deviceInfo(): { device: string; device_class: DeviceClass } {
  return { device: deviceId(), device_class: deviceClassFor(window.innerWidth) };
}
