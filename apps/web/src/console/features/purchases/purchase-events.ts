import { type PurchaseEventKind, purchaseEventKinds } from '@glotv/contracts/console-purchases';
import { type PurchaseStatus, purchaseStatuses } from '@glotv/contracts/payments';

const known = new Set<string>(purchaseEventKinds);
const statuses = new Set<string>(purchaseStatuses);

/** The catalog key of an event kind's label; null for a kind this console does not know (shown by its name). */
export function eventLabelKey(kind: string): `purchases.events.${PurchaseEventKind}` | null {
  return known.has(kind) ? `purchases.events.${kind as PurchaseEventKind}` : null;
}

/** What one line under an event's label says, for the kinds that have more to say than their name. */
export type EventSummary =
  | { key: 'purchases.eventChanged'; before: PurchaseStatus; after: PurchaseStatus }
  | { key: 'purchases.eventUnchanged'; status: PurchaseStatus }
  | { key: 'purchases.eventReference'; reference: string }
  | { key: 'purchases.eventError'; error: string };

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
const status = (value: unknown) =>
  typeof value === 'string' && statuses.has(value) ? (value as PurchaseStatus) : undefined;

/**
 * A webhook's or a reconciliation check's outcome (the status it found and left), the payment system's own
 * reference of a charge or payment, or the error of a failed attempt; null when the details say nothing more.
 */
export function eventSummary(kind: string, details: unknown): EventSummary | null {
  const fields = typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : {};
  if (kind === 'webhook_received' || kind === 'reconciliation_checked') {
    const error = text(fields.error);
    if (error) return { key: 'purchases.eventError', error };
    const before = status(fields.before);
    const after = status(fields.after);
    if (!before || !after) return null;
    return fields.changed === true
      ? { key: 'purchases.eventChanged', before, after }
      : { key: 'purchases.eventUnchanged', status: after };
  }
  if (kind === 'charged' || kind === 'paid') {
    const reference = text(fields.provider_reference) ?? text(fields.transaction_id);
    return reference ? { key: 'purchases.eventReference', reference } : null;
  }
  if (kind === 'activation_attempt_failed') {
    const error = text(fields.error);
    return error ? { key: 'purchases.eventError', error } : null;
  }
  return null;
}
