import { isAppPage, isReturnTarget } from './return-target.ts';

/**
 * Which package a card checkout was for, which player to open once it is paid and which page to go back to if
 * it is not, by its `tx_ref`, for the purchase call made when the browser comes back from the provider. Not a
 * secret: the server verifies the payment, knows the package itself and decides whether the player plays.
 */
type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Paths inside the app: `play` a player, `from` the page the pay prompt was opened on. */
export interface CheckoutReturnTarget {
  play: string;
  from: string | null;
}

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

/** Where a checkout started from the pay prompt leads back to. */
export function rememberCheckoutReturn(
  txRef: string,
  target: CheckoutReturnTarget,
  store = browserStore(),
): void {
  try {
    store?.setItem(returnKeyOf(txRef), JSON.stringify(target));
  } catch {
    // Storage full or refused: the subscriber then lands on the dashboard, the package bought all the same.
  }
}

/** Where this tab's checkout leads back to, or null (the dashboard when paid, the packages page if not). */
export function checkoutReturnTarget(txRef: string, store = browserStore()): CheckoutReturnTarget | null {
  let stored: unknown;
  try {
    stored = JSON.parse(store?.getItem(returnKeyOf(txRef)) ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { play, from } = stored as Record<string, unknown>;
  if (typeof play !== 'string' || !isReturnTarget(play)) return null;
  return { play, from: typeof from === 'string' && isAppPage(from) ? from : null };
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
