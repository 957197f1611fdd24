import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';

export interface PackageGrant {
  subscriberId: string;
  packageId: number;
  medium: 'web' | 'fweb';
  reference?: string;
  startsAt: Date;
  /** By default the package's validity after `startsAt`. */
  endsAt?: Date;
}

/**
 * Records a package as bought and active from `startsAt`: the purchase and the user package, in one
 * transaction. Payments (airtime, card) end here once paid; development grants use it directly.
 */
export async function activatePackage(db: Db, grant: PackageGrant): Promise<{ endsAt: Date } | undefined> {
  return db.transaction().execute(async (trx) => {
    const pack = await trx
      .selectFrom('packages')
      .select(['price_kobo', 'validity_days'])
      .where('id', '=', grant.packageId)
      .executeTakeFirst();
    if (!pack) return undefined;
    const endsAt = grant.endsAt ?? new Date(grant.startsAt.getTime() + pack.validity_days * 86_400_000);
    const purchase = await trx
      .insertInto('purchases')
      .values({
        reference: grant.reference ?? `grant-${randomUUID()}`,
        subscriber_id: grant.subscriberId,
        package_id: grant.packageId,
        medium: grant.medium,
        bill: grant.medium === 'web',
        amount_kobo: pack.price_kobo,
        status: 'active',
        activated_at: grant.startsAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_packages')
      .values({
        subscriber_id: grant.subscriberId,
        package_id: grant.packageId,
        purchase_id: purchase.id,
        starts_at: grant.startsAt,
        ends_at: endsAt,
      })
      .execute();
    return { endsAt };
  });
}
