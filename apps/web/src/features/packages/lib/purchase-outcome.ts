import type { Purchase } from '@glotv/contracts/payments';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';

/** Catalog keys of the ways a purchase can end without a package. */
export type PurchaseFailure =
  | 'payment.transactionFailed'
  | 'errors.transactionFailure'
  | 'errors.insufficientFunds'
  | 'errors.rateLimited'
  | 'payment.activationIncomplete'
  | 'errors.connection';

export type PurchaseOutcome =
  | { kind: 'activated' }
  /** The payment's answer did not come in time; the server finishes it. */
  | { kind: 'pending' }
  /** `details`: what the server said, for the provisioning-error log. */
  | { kind: 'failed'; message: PurchaseFailure; details: string };

/** 'Transaction failed' shows for 10 seconds; then the modal closes by itself. */
export const TRANSACTION_FAILED_MS = 10_000;

export interface OutcomeContext {
  /** The subscriber cancelled the card checkout: a failure then reads as the transaction-failure text. */
  cancelled: boolean;
}

const failedTransaction = ({ cancelled }: OutcomeContext): PurchaseFailure =>
  cancelled ? 'errors.transactionFailure' : 'payment.transactionFailed';

/** What a failed purchase or checkout call says, by the error code the server answered with. */
export function purchaseFailureOf(error: unknown, context: OutcomeContext): PurchaseOutcome {
  const details = error instanceof Error ? error.message : String(error);
  if (error instanceof NetworkError) return { kind: 'failed', message: 'errors.connection', details };
  const code = error instanceof ApiError ? error.code : undefined;
  if (code === 'insufficient_funds') return { kind: 'failed', message: 'errors.insufficientFunds', details };
  if (code === 'rate_limited') return { kind: 'failed', message: 'errors.rateLimited', details };
  if (code === 'activation_incomplete') {
    return { kind: 'failed', message: 'payment.activationIncomplete', details };
  }
  return { kind: 'failed', message: failedTransaction(context), details };
}

/** What a purchase's status means for the subscriber; null while it is not settled yet. */
export function outcomeOfStatus(status: Purchase['status'], context: OutcomeContext): PurchaseOutcome | null {
  switch (status) {
    case 'active':
      return { kind: 'activated' };
    case 'pending':
    case 'paid':
      return null;
    case 'activation_failed':
      return { kind: 'failed', message: 'payment.activationIncomplete', details: `purchase ${status}` };
    case 'failed':
    case 'abandoned':
      return { kind: 'failed', message: failedTransaction(context), details: `purchase ${status}` };
  }
}

/** Whether the modal closes by itself after a while (only 'Transaction failed' does). */
export function closesByItself(outcome: PurchaseOutcome): boolean {
  return outcome.kind === 'failed' && outcome.message === 'payment.transactionFailed';
}
