import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { entitlementsChanged } from '../catalog/entitlements-cache.ts';
import { saleCopyOf, soldColumns } from '../packages/package-sale.ts';
import { activatePurchaseIn } from '../payments/purchase-activation.ts';
import { newPurchaseReference } from '../payments/purchase-reference.ts';
import { type AuditActor, recordAudit } from '../staff/public.ts';
import { packagesOf, purchaseView, purchaseViewColumns } from './subscriber-detail.ts';

export interface GoodwillGrant {
  subscriberId: string;
  packageId: number;
  reason: string;
  staff: AuditActor & { id: string };
  now: Date;
}

/**
 * A package given as a goodwill gesture: a purchase of ₦0 with who granted it and why, no payment, activated
 * by the paid path's own activation (same validity, same extension of a package still running), and its audit
 * entry, all in one transaction.
 */
export async function grantGoodwill(db: Db, grant: GoodwillGrant) {
  const { subscriberId, packageId, reason, staff, now } = grant;
  const granted = await db.transaction().execute(async (trx) => {
    const subscriber = await trx
      .selectFrom('subscribers')
      .select('kind')
      .where('id', '=', subscriberId)
      .executeTakeFirst();
    if (!subscriber) throw new AppError('not_found', 'No such subscriber.');
    const pack = await trx
      .selectFrom('packages')
      .select(soldColumns)
      .where('id', '=', packageId)
      .where('audience', '=', subscriber.kind === 'glo' ? 'glo' : 'card')
      .executeTakeFirst();
    if (!pack) throw new AppError('validation_failed', "No such package for this subscriber's audience.");
    const before = await packagesOf(trx, subscriberId, now);
    const purchase = await trx
      .insertInto('purchases')
      .values({
        reference: newPurchaseReference(),
        subscriber_id: subscriberId,
        ...saleCopyOf(pack),
        amount_kobo: 0,
        // Medium 'web' means billed to airtime; nothing is billed here, so every grant is 'fweb'.
        medium: 'fweb',
        bill: false,
        status: 'paid',
        created_at: now,
        updated_at: now,
        goodwill_by: staff.id,
        goodwill_reason: reason,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('purchase_events')
      .values({
        purchase_id: purchase.id,
        subscriber_id: subscriberId,
        kind: 'goodwill_granted',
        details: JSON.stringify({ staff_id: staff.id, staff_email: staff.email, reason }),
      })
      .execute();
    const { result: activation } = await activatePurchaseIn(trx, purchase.id, now);
    if (activation.outcome === 'refused') throw new Error(`goodwill purchase refused: ${activation.status}`);
    const after = await packagesOf(trx, subscriberId, now);
    const granted = after.find((row) => row.purchase_id === purchase.id);
    if (!granted) throw new Error('goodwill package not granted');
    const row = await trx
      .selectFrom('purchases')
      .select(purchaseViewColumns)
      .where('id', '=', purchase.id)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      staff,
      action: 'subscriber.goodwill_grant',
      target_kind: 'subscriber',
      target_id: subscriberId,
      before: { packages: before },
      after: { packages: after, purchase_id: purchase.id, package_id: packageId, reason },
    });
    return { purchase: purchaseView(row), package: granted };
  });
  await entitlementsChanged(db, subscriberId);
  return granted;
}
