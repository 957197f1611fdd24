import type { Db } from '../../db/database.ts';

export interface ActiveGrant {
  packageId: number;
  endsAt: Date;
}

/** All SQL for what a subscriber has bought. */
export const entitlementsRepository = {
  /** Packages whose window holds `now`, each with its latest end when bought more than once. */
  async activeGrants(db: Db, subscriberId: string, now: Date): Promise<ActiveGrant[]> {
    const rows = await db
      .selectFrom('user_packages')
      .select(['package_id', (eb) => eb.fn.max('ends_at').as('ends_at')])
      .where('subscriber_id', '=', subscriberId)
      .where('starts_at', '<=', now)
      .where('ends_at', '>', now)
      .groupBy('package_id')
      .execute();
    return rows.map((row) => ({ packageId: row.package_id, endsAt: new Date(row.ends_at) }));
  },

  /** Per package, the latest window that has not ended yet (it may start later, when bought ahead). */
  async unexpiredWindows(db: Db, subscriberId: string, now: Date) {
    return db
      .selectFrom('user_packages')
      .select(['package_id', 'starts_at', 'ends_at'])
      .distinctOn('package_id')
      .where('subscriber_id', '=', subscriberId)
      .where('ends_at', '>', now)
      .orderBy('package_id')
      .orderBy('ends_at', 'desc')
      .execute();
  },
};
