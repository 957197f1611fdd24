import type { Purchase } from '@glotv/contracts/payments';

export type PurchaseState = Purchase['status'] | 'expired';

/** An active purchase whose window has ended reads as expired. */
export function purchaseStateOf(purchase: Purchase, now: Date): PurchaseState {
  if (purchase.status === 'active' && purchase.ends_at && new Date(purchase.ends_at) <= now) return 'expired';
  return purchase.status;
}
