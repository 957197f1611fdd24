import type { Db } from '../../db/database.ts';
import { type SoldPackage, saleCopyOf } from '../packages/package-sale.ts';
import { newPurchaseReference } from './purchase-reference.ts';
import { FIRST_CHECK_DELAY_MS } from './purchase-timing.ts';
import { type PurchaseRecord, purchasesRepository } from './purchases.repository.ts';

export interface PurchaseOpening {
  subscriberId: string;
  /** The package as it is sold now: the purchase keeps a copy of it. */
  pack: SoldPackage;
  /** Airtime is medium 'web' billed by the operator; card is medium 'fweb', not billed. */
  method: 'airtime' | 'card';
  idempotencyKey?: string | null;
  customer?: unknown;
  now: Date;
}

/**
 * A new purchase under a fresh reference, with its pending payment and its 'requested' event — or, for an idempotency key seen before,
 * the purchase that earlier attempt opened. The purchase copies what is sold (price, titles, validity, codes,
 * what it gives): the charge, the card check, the activation and the history all read that copy.
 */
export function openPurchase(db: Db, opening: PurchaseOpening): Promise<PurchaseRecord> {
  const reference = newPurchaseReference();
  const { pack, now } = opening;
  return purchasesRepository.createOrFind(
    db,
    {
      reference,
      subscriber_id: opening.subscriberId,
      ...saleCopyOf(pack),
      medium: opening.method === 'airtime' ? 'web' : 'fweb',
      bill: opening.method === 'airtime',
      idempotency_key: opening.idempotencyKey ?? null,
      ...(opening.customer === undefined ? {} : { customer: JSON.stringify(opening.customer) }),
      created_at: now,
      next_check_at: new Date(now.getTime() + FIRST_CHECK_DELAY_MS),
    },
    {
      provider: opening.method,
      provider_reference: reference,
      status: 'pending',
      amount_kobo: pack.price_kobo,
      currency: 'NGN',
    },
    { method: opening.method, package_id: pack.id, amount_kobo: pack.price_kobo, currency: 'NGN' },
  );
}
