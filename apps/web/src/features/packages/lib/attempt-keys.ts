/**
 * The idempotency key of a purchase intent: one per opening of the payment modal for a package, sent with every
 * tap in it, so a doubled or retried tap finds the purchase the server already made instead of making another.
 * An intent whose request got no answer (no connection) hands its key on to the next opening for the same
 * package in this tab: the server may have made that purchase, and asking again under the key finds it.
 */
const unanswered = new Map<number, string>();

export interface PurchaseIntent {
  readonly productId: number;
  readonly key: string;
  /** The server answered (whatever it said): a later opening of the modal is a new purchase. */
  answered(): void;
}

export function openPurchaseIntent(productId: number): PurchaseIntent {
  const key = unanswered.get(productId) ?? crypto.randomUUID().replaceAll('-', '');
  unanswered.set(productId, key);
  return {
    productId,
    key,
    answered() {
      if (unanswered.get(productId) === key) unanswered.delete(productId);
    },
  };
}
