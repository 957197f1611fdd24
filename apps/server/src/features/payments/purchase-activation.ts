import type { Db } from '../../db/database.ts';
import { type GrantedWindow, nextWindowStart, windowOf } from '../packages/package-grants.repository.ts';

export type ActivationResult =
  | { outcome: 'activated' | 'already_active'; window: GrantedWindow }
  | { outcome: 'refused'; status: string };

/**
 * Activates a paid purchase exactly once. The return from checkout, the provider's webhook, a client retry and
 * the reconciliation job may all arrive at the same moment, on several instances: the purchase row is locked
 * and its status read under the lock, so only the first of them grants the package and the others find it
 * active. A user package per purchase is also unique in the schema. The window is the validity the purchase
 * was sold with, whatever the package says today.
 */
export async function activatePurchase(db: Db, purchaseId: string, now: Date): Promise<ActivationResult> {
  return db.transaction().execute(async (trx) => {
    const target = await trx
      .selectFrom('purchases')
      .select(['subscriber_id', 'package_id', 'validity_days'])
      .where('id', '=', purchaseId)
      .executeTakeFirstOrThrow();
    // Subscriber before purchase, always in this order, so two activations never wait on each other in a circle.
    const startsAt = await nextWindowStart(trx, target.subscriber_id, target.package_id, now);
    const locked = await trx
      .selectFrom('purchases')
      .select('status')
      .where('id', '=', purchaseId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (locked.status === 'active') {
      const granted = await trx
        .selectFrom('user_packages')
        .select(['starts_at', 'ends_at'])
        .where('purchase_id', '=', purchaseId)
        .executeTakeFirstOrThrow();
      return {
        outcome: 'already_active',
        window: { startsAt: new Date(granted.starts_at), endsAt: new Date(granted.ends_at) },
      };
    }
    if (locked.status === 'activation_failed') return { outcome: 'refused', status: locked.status };

    const window = windowOf(startsAt, target.validity_days);
    await trx
      .updateTable('purchases')
      .set({
        status: 'active',
        activated_at: now,
        updated_at: now,
        failure_reason: null,
        next_check_at: null,
      })
      .where('id', '=', purchaseId)
      .execute();
    await trx
      .insertInto('user_packages')
      .values({
        subscriber_id: target.subscriber_id,
        package_id: target.package_id,
        purchase_id: purchaseId,
        starts_at: window.startsAt,
        ends_at: window.endsAt,
      })
      .execute();
    await trx
      .insertInto('purchase_events')
      .values({
        purchase_id: purchaseId,
        subscriber_id: target.subscriber_id,
        kind: 'activated',
        details: JSON.stringify({ starts_at: window.startsAt, ends_at: window.endsAt }),
      })
      .execute();
    return { outcome: 'activated', window };
  });
}
