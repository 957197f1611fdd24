import type { CheckoutReturn } from '@glotv/contracts/payments';

// The contract's checkoutReturnSchema, mirrored so that pages do not bundle zod (about 20 kB gzip); a unit
// test holds the two to the same answers.
const statuses: readonly CheckoutReturn['status'][] = ['successful', 'completed', 'failed', 'cancelled'];
const referencePattern = /^[A-Za-z0-9_-]{8,64}$/;
const transactionIdPattern = /^[0-9]{1,19}$/;
const returnParameters = ['status', 'tx_ref', 'transaction_id'] as const;

/** Whether the address is the card provider's return from a checkout (it names a status and a reference). */
export function hasCheckoutReturn(params: URLSearchParams): boolean {
  return params.has('status') && params.has('tx_ref');
}

/** The same query without the return's parameters, so that a reload or Back does not handle it twice. */
export function withoutCheckoutReturn(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  for (const name of returnParameters) rest.delete(name);
  return rest;
}

/** The provider's answer in the query: status, tx_ref and, when a transaction was made, its id; null when malformed. */
export function parseCheckoutReturn(params: URLSearchParams): CheckoutReturn | null {
  const status = params.get('status');
  const txRef = params.get('tx_ref');
  const transactionId = params.get('transaction_id');
  const knownStatus = statuses.find((known) => known === status);
  if (!knownStatus || txRef === null || !referencePattern.test(txRef)) return null;
  if (transactionId === null) return { status: knownStatus, tx_ref: txRef };
  if (!transactionIdPattern.test(transactionId)) return null;
  return { status: knownStatus, tx_ref: txRef, transaction_id: transactionId };
}

/** The return in a page's query, or null when there is none or it is malformed. */
export function checkoutReturnOf(params: URLSearchParams): CheckoutReturn | null {
  return hasCheckoutReturn(params) ? parseCheckoutReturn(params) : null;
}
