import type { Purchase } from '@glotv/contracts/payments';
import { type OutcomeContext, outcomeOfStatus, type PurchaseOutcome } from './purchase-outcome.ts';

/** A pending purchase is asked about every 2 s for up to 30 s; then 'payment.pending' says it will come. */
export const PURCHASE_POLL_INTERVAL_MS = 2_000;
export const PURCHASE_POLL_LIMIT_MS = 30_000;

/** After one look at a pending purchase: its outcome, or ask again ('wait'). */
export function pollDecision(
  purchase: Pick<Purchase, 'status'> | null,
  elapsedMs: number,
  context: OutcomeContext,
): PurchaseOutcome | 'wait' {
  const settled = purchase ? outcomeOfStatus(purchase.status, context) : null;
  if (settled) return settled;
  return elapsedMs >= PURCHASE_POLL_LIMIT_MS ? { kind: 'pending' } : 'wait';
}

export interface FollowDependencies {
  getPurchase: (reference: string) => Promise<Purchase>;
  /** Resolves after `ms`; rejects when the follow is given up (the modal closed). */
  wait: (ms: number) => Promise<void>;
  now: () => number;
}

/**
 * Follows a purchase the server answered 202 for until it settles or the time is up. A failed look (no
 * connection for a moment) is not an answer: the next one may be.
 */
export async function followPurchase(
  reference: string,
  context: OutcomeContext,
  { getPurchase, wait, now }: FollowDependencies,
): Promise<PurchaseOutcome> {
  const started = now();
  for (;;) {
    await wait(PURCHASE_POLL_INTERVAL_MS);
    const purchase = await getPurchase(reference).catch(() => null);
    const decision = pollDecision(purchase, now() - started, context);
    if (decision !== 'wait') return decision;
  }
}
