import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { entitlementsChanged } from '../catalog/entitlements-cache.ts';
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
  const { subscriberId, result } = await db
    .transaction()
    .execute((trx) => activatePurchaseIn(trx, purchaseId, now));
  if (result.outcome === 'activated') await entitlementsChanged(db, subscriberId);
  return result;
}

/**
 * The same activation inside a transaction the caller holds, for a change that must commit with it (a goodwill
 * grant and its audit entry). Once it has committed, the caller tells `entitlementsChanged` of an activation.
 */
export async function activatePurchaseIn(
  trx: Transaction<Database>,
  purchaseId: string,
  now: Date,
): Promise<{ subscriberId: string; result: ActivationResult }> {
  {
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
    const subscriberId = target.subscriber_id;
    if (locked.status === 'active') {
      const granted = await trx
        .selectFrom('user_packages')
        .select(['starts_at', 'ends_at'])
        .where('purchase_id', '=', purchaseId)
        .executeTakeFirstOrThrow();
      const result: ActivationResult = {
        outcome: 'already_active',
        window: { startsAt: new Date(granted.starts_at), endsAt: new Date(granted.ends_at) },
      };
      return { subscriberId, result };
    }
    if (locked.status === 'activation_failed') {
      const result: ActivationResult = { outcome: 'refused', status: locked.status };
      return { subscriberId, result };
    }
    // Only a paid purchase activates: one support closed, or one whose payment was refused, never does.
    if (locked.status !== 'paid') {
      const result: ActivationResult = { outcome: 'refused', status: locked.status };
      return { subscriberId, result };
    }

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
    const result: ActivationResult = { outcome: 'activated', window };
    return { subscriberId, result };
  }
}
