/**
 * Which package a card checkout was for, by its `tx_ref`, for the purchase call made when the browser comes
 * back from the provider. Not a secret: the server verifies the payment and knows the package itself.
 */
type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyOf = (txRef: string) => `glotv.checkout.${txRef}`;

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
  } catch {
    // Nothing to forget when storage is unavailable.
  }
}
