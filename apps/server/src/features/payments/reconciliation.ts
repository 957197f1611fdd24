import type { AirtimePayments } from './airtime-payments.ts';
import type { CardPayments } from './card-payments.ts';
import { describeFailure } from './payment-system.error.ts';
import type { PaymentsContext } from './purchase-settlement.ts';
import { type PurchaseRecord, purchasesRepository } from './purchases.repository.ts';

const batchSize = 20;
/** Long enough for a whole batch of calls; a crashed instance's claims come back after it. */
const leaseMs = 5 * 60_000;
const firstRetryMs = 30_000;
const longestRetryMs = 60 * 60_000;

/** 30 s after the first check, doubling, never more than an hour apart. */
export function nextCheckDelayMs(checks: number): number {
  return Math.min(firstRetryMs * 2 ** Math.max(checks - 1, 0), longestRetryMs);
}

/**
 * Finishes what a request could not: a payment taken whose activation was cut short (crash, outage), an
 * airtime charge whose answer was lost, a card checkout whose return and webhook never came. Each unfinished
 * purchase is asked about with its payment system; one still unknown is asked again later. Each check is kept in
 * the purchase's trail ('reconciliation_checked': the status it found and left, or the error), in the same
 * transaction as its next check.
 */
export async function reconcilePurchases(
  context: PaymentsContext,
  payments: { airtime: AirtimePayments; card: CardPayments },
): Promise<{ checked: number; finished: number }> {
  const { db, clock, log } = context;
  const now = clock();
  const due = await purchasesRepository.claimDue(db, now, batchSize, new Date(now.getTime() + leaseMs));
  let finished = 0;
  for (const record of due) {
    const nextCheckAt = new Date(now.getTime() + nextCheckDelayMs(record.checks));
    const checked = { check: record.checks, before: record.status, payment_before: record.payment_status };
    try {
      const after = await resolve(record, payments);
      const unfinished = after.status === 'pending' || after.status === 'paid';
      await recordCheck(context, record, unfinished ? nextCheckAt : null, {
        ...checked,
        after: after.status,
        payment_after: after.payment_status,
        changed: after.status !== record.status || after.payment_status !== record.payment_status,
        ...(unfinished ? { next_check_at: nextCheckAt } : {}),
      });
      if (unfinished) {
        if (record.checks >= 24)
          log.warn({ reference: record.reference, checks: record.checks }, 'purchase still unfinished');
      } else {
        finished += 1;
        log.info({ reference: record.reference, status: after.status }, 'reconciliation finished a purchase');
      }
    } catch (error) {
      log.error({ err: error, reference: record.reference }, 'reconciliation could not check a purchase');
      await recordCheck(context, record, nextCheckAt, {
        ...checked,
        error: describeFailure(error),
        next_check_at: nextCheckAt,
      });
    }
  }
  return { checked: due.length, finished };
}

/** The check's event and, for a purchase still unfinished, its next check: one transaction. */
async function recordCheck(
  { db }: PaymentsContext,
  record: PurchaseRecord,
  nextCheckAt: Date | null,
  details: object,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await purchasesRepository.lockPurchase(trx, record);
    if (nextCheckAt) await purchasesRepository.scheduleCheck(trx, record.id, nextCheckAt);
    await purchasesRepository.logEvent(trx, {
      purchaseId: record.id,
      subscriberId: record.subscriber_id,
      kind: 'reconciliation_checked',
      details,
    });
  });
}

function resolve(record: PurchaseRecord, payments: { airtime: AirtimePayments; card: CardPayments }) {
  return record.medium === 'web' ? payments.airtime.resolve(record) : payments.card.resolve(record);
}
