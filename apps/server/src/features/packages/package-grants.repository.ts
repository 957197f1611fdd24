import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { entitlementsChanged } from '../catalog/entitlements-cache.ts';
import { saleCopyOf, soldColumns } from './package-sale.ts';

const DAY_MS = 86_400_000;

export interface PackageGrant {
  subscriberId: string;
  packageId: number;
  medium: 'web' | 'fweb';
  reference?: string;
  /** A fixed window (test fixtures); by default the package's validity from now, or from the end of the same package still active. */
  startsAt?: Date;
  endsAt?: Date;
}

export interface GrantedWindow {
  startsAt: Date;
  endsAt: Date;
}

/**
 * Where a new purchase of a package starts: now, or the end of the same package still active, so that buying
 * again extends it. The subscriber's row is locked first, so two activations for one subscriber, on any
 * instance, take turns and never both start from the same end.
 */
export async function nextWindowStart(
  trx: Transaction<Database>,
  subscriberId: string,
  packageId: number,
  now: Date,
): Promise<Date> {
  await trx.selectFrom('subscribers').select('id').where('id', '=', subscriberId).forUpdate().execute();
  const current = await trx
    .selectFrom('user_packages')
    .select((eb) => eb.fn.max('ends_at').as('ends_at'))
    .where('subscriber_id', '=', subscriberId)
    .where('package_id', '=', packageId)
    .where('ends_at', '>', now)
    .executeTakeFirst();
  const end = current?.ends_at ? new Date(current.ends_at) : undefined;
  return end && end > now ? end : now;
}

export function windowOf(startsAt: Date, validityDays: number): GrantedWindow {
  return { startsAt, endsAt: new Date(startsAt.getTime() + validityDays * DAY_MS) };
}

/**
 * Records a package as bought and active without a payment: the purchase and the user package, in one
 * transaction. Development grants and test fixtures use it; paid purchases go through activatePurchase.
 */
export async function activatePackage(
  db: Db,
  grant: PackageGrant,
  now: Date = new Date(),
): Promise<GrantedWindow | undefined> {
  const granted = await db.transaction().execute(async (trx) => {
    const pack = await trx
      .selectFrom('packages')
      .select(soldColumns)
      .where('id', '=', grant.packageId)
      .executeTakeFirst();
    if (!pack) return undefined;
    const startsAt = grant.startsAt ?? (await nextWindowStart(trx, grant.subscriberId, grant.packageId, now));
    const window = grant.endsAt ? { startsAt, endsAt: grant.endsAt } : windowOf(startsAt, pack.validity_days);
    const purchase = await trx
      .insertInto('purchases')
      .values({
        reference: grant.reference ?? `grant-${randomUUID()}`,
        subscriber_id: grant.subscriberId,
        ...saleCopyOf(pack),
        medium: grant.medium,
        bill: grant.medium === 'web',
        status: 'active',
        activated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_packages')
      .values({
        subscriber_id: grant.subscriberId,
        package_id: grant.packageId,
        purchase_id: purchase.id,
        starts_at: window.startsAt,
        ends_at: window.endsAt,
      })
      .execute();
    return window;
  });
  if (granted) await entitlementsChanged(db, grant.subscriberId);
  return granted;
}

/** Ends every package of the subscriber now, as if their validity had run out (development only). */
export async function endPackagesNow(db: Db, subscriberId: string, now: Date = new Date()): Promise<number> {
  const earlier = new Date(now.getTime() - 1000);
  const result = await db
    .updateTable('user_packages')
    .set((eb) => ({ ends_at: now, starts_at: eb.fn('least', ['starts_at', eb.val(earlier)]) }))
    .where('subscriber_id', '=', subscriberId)
    .where('ends_at', '>', now)
    .executeTakeFirst();
  await entitlementsChanged(db, subscriberId);
  return Number(result.numUpdatedRows);
}
