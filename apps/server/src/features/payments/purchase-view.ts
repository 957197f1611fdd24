import type { PackageLanguage } from '@glotv/contracts/packages';
import type { Purchase } from '@glotv/contracts/payments';
import { AppError } from '../../errors/app-error.ts';
import { formatPrice } from '../packages/package-price.ts';
import type { PurchaseRecord } from './purchases.repository.ts';

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

/**
 * A purchase as the API shows it to its subscriber: what was sold, as it was sold (title in the language asked
 * for, price from the amount), never the package as it is today.
 */
export function toPurchase(
  record: PurchaseRecord,
  window?: { starts_at: Date | string; ends_at: Date | string },
  language: PackageLanguage = 'gb',
): Purchase {
  return {
    reference: record.reference,
    package_id: record.package_id,
    package_title: language === 'pt' ? record.package_title_pt : record.package_title,
    package_plan_code: record.plan_code,
    method: record.medium === 'web' ? 'airtime' : 'card',
    price: formatPrice(record.amount_kobo),
    amount_kobo: record.amount_kobo,
    currency: 'NGN',
    status: record.status,
    created_at: iso(record.created_at)!,
    activated_at: iso(record.activated_at),
    starts_at: iso(window?.starts_at),
    ends_at: iso(window?.ends_at),
  };
}

export const activationIncompleteMessage = 'Activation Incomplete. Call Support.';

/** The error a purchase that ended without activation answers with: the same message the client shows. */
export function failureOf(record: PurchaseRecord): AppError {
  if (record.status === 'activation_failed')
    return new AppError('activation_incomplete', activationIncompleteMessage);
  if (record.failure_reason === 'insufficient_funds')
    return new AppError('insufficient_funds', 'Insufficient funds.');
  if (record.status === 'abandoned') return new AppError('transaction_failed', 'The payment was cancelled.');
  return new AppError('transaction_failed', 'Transaction failed');
}
