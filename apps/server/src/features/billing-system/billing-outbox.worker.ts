import type { Db } from '../../db/database.ts';
import { type BillingDeliveryAdapter, deliverBillingChange } from './billing-change.delivery.ts';
import { billingOutboxRepository } from './billing-outbox.repository.ts';
import { BillingSystemError } from './billing-system.error.ts';

const batchSize = 20;
/** Long enough for a whole batch of 5-second calls; a crashed worker's changes come back after it. */
const leaseMs = 5 * 60_000;
const firstRetryMs = 30_000;
const longestRetryMs = 60 * 60_000;

/** 30 s after the first failure, doubling each time, never more than an hour apart. */
export function retryDelayMs(previousAttempts: number): number {
  return Math.min(firstRetryMs * 2 ** previousAttempts, longestRetryMs);
}

/**
 * Delivers the changes that are due, oldest first, in one batch. A change that fails is retried later with
 * exponential backoff; when the billing system is unavailable the rest of the batch waits for the next run
 * without counting an attempt, so an outage costs one call per run rather than one per queued change.
 */
export async function deliverDueBillingChanges(
  db: Db,
  adapter: BillingDeliveryAdapter,
  now: Date = new Date(),
): Promise<{ delivered: number; failed: number }> {
  const claimed = await billingOutboxRepository.claimDue(db, now, batchSize, leaseMs);
  let delivered = 0;
  let failed = 0;
  for (const [index, change] of claimed.entries()) {
    try {
      await deliverBillingChange(adapter, change);
      await billingOutboxRepository.markDelivered(db, change.id, now);
      delivered += 1;
    } catch (error) {
      failed += 1;
      await billingOutboxRepository.markFailed(db, change.id, {
        error: describeFailure(error),
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(change.attempts)),
      });
      if (error instanceof BillingSystemError && error.kind === 'unavailable') {
        const waiting = claimed.slice(index + 1).map((rest) => rest.id);
        await billingOutboxRepository.release(db, waiting, now);
        break;
      }
    }
  }
  return { delivered, failed };
}

/** Billing-system errors never carry credentials or passwords; anything else is cut short. */
function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}
