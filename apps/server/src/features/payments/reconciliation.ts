import type { AirtimePayments } from './airtime-payments.ts';
import type { CardPayments } from './card-payments.ts';
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
 * purchase is asked about with its payment system; one still unknown is asked again later.
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
    try {
      const after = await resolve(record, payments);
      if (after.status === 'pending' || after.status === 'paid') {
        await purchasesRepository.scheduleCheck(
          db,
          record.id,
          new Date(now.getTime() + nextCheckDelayMs(record.checks)),
        );
        if (record.checks >= 24)
          log.warn({ reference: record.reference, checks: record.checks }, 'purchase still unfinished');
      } else {
        finished += 1;
        log.info({ reference: record.reference, status: after.status }, 'reconciliation finished a purchase');
      }
    } catch (error) {
      log.error({ err: error, reference: record.reference }, 'reconciliation could not check a purchase');
      await purchasesRepository.scheduleCheck(
        db,
        record.id,
        new Date(now.getTime() + nextCheckDelayMs(record.checks)),
      );
    }
  }
  return { checked: due.length, finished };
}

function resolve(record: PurchaseRecord, payments: { airtime: AirtimePayments; card: CardPayments }) {
  return record.medium === 'web' ? payments.airtime.resolve(record) : payments.card.resolve(record);
}
