import type { Me } from '@glotv/contracts/auth';
import { useAvailability } from './api/check-availability.ts';
import { useSession } from './api/get-session.ts';

// What other features may use from the auth feature; everything else in it is private to it.

/** The signed-in subscriber; only for pages under `RequireSession`, which renders nothing else. */
export function useSignedInUser(): Me {
  const session = useSession();
  if (session.status !== 'signedIn') throw new Error('useSignedInUser() used outside a signed-in page');
  return session.user;
}

/**
 * Whether the availability check placed the visitor outside Nigeria. Unknown (still asking, or the
 * check failed) counts as inside: the server refuses the streams anyway, this only picks the message.
 */
export function useOutsideNigeria(): boolean {
  return useAvailability().data === false;
}

/** This browser's device id and class, as the login call and the usage logs send them. */
export { deviceInfo } from './lib/device.ts';
