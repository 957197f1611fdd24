import { isReturnTarget } from './return-target.ts';

/**
 * Which package a card checkout was for, and which player to open once it is paid, by its `tx_ref`, for the
 * purchase call made when the browser comes back from the provider. Not a secret: the server verifies the
 * payment, knows the package itself and decides whether the player plays.
 */
type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyOf = (txRef: string) => `glotv.checkout.${txRef}`;
const returnKeyOf = (txRef: string) => `glotv.checkout-return.${txRef}`;

function browserStore(): SessionStore | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

export function rememberCheckoutProduct(txRef: string, productId: number, store = browserStore()): void {
  try {
    store?.setItem(keyOf(txRef), String(productId));
  } catch {
    // Storage full or refused: the return then shows 'Transaction failed' and the server finishes the payment.
  }
}

/** The player to open after a checkout started from the pay prompt (a path inside the app). */
export function rememberCheckoutReturn(txRef: string, path: string, store = browserStore()): void {
  try {
    store?.setItem(returnKeyOf(txRef), path);
  } catch {
    // Storage full or refused: the subscriber then lands on the dashboard, the package bought all the same.
  }
}

/** Where to go after this tab's checkout is paid, or null (the dashboard). */
export function checkoutReturnTarget(txRef: string, store = browserStore()): string | null {
  try {
    const stored = store?.getItem(returnKeyOf(txRef)) ?? null;
    return stored !== null && isReturnTarget(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The package of a checkout started in this tab, or null. */
export function checkoutProduct(txRef: string, store = browserStore()): number | null {
  let stored: string | null = null;
  try {
    stored = store?.getItem(keyOf(txRef)) ?? null;
  } catch {
    return null;
  }
  const productId = Number(stored);
  return stored !== null && Number.isInteger(productId) && productId > 0 ? productId : null;
}

export function forgetCheckout(txRef: string, store = browserStore()): void {
  try {
    store?.removeItem(keyOf(txRef));
    store?.removeItem(returnKeyOf(txRef));
  } catch {
    // Nothing to forget when storage is unavailable.
  }
}
