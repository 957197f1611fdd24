import type { Db } from '../../db/database.ts';
import { entitlementsCacheOf, type UnexpiredWindow } from './entitlements-cache.ts';

export interface ActiveGrant {
  packageId: number;
  endsAt: Date;
}

/** All SQL for what a subscriber has bought. */
export const entitlementsRepository = {
  /**
   * Packages active at `now`, each with the end of its last window: buying a package again while it is active
   * adds a window that starts where the current one ends, so a package's unexpired windows are one stretch.
   */
  async activeGrants(db: Db, subscriberId: string, now: Date): Promise<ActiveGrant[]> {
    const rows = await entitlementsRepository.unexpiredWindows(db, subscriberId, now);
    return rows
      .filter((row) => new Date(row.starts_at) <= now)
      .map((row) => ({ packageId: row.package_id, endsAt: new Date(row.ends_at) }));
  },

  /**
   * Per package, the stretch of windows that has not ended yet: from its first start to its last end. Read
   * through the handle's entitlements cache (under a second old, forgotten on every purchase and grant).
   */
  unexpiredWindows(db: Db, subscriberId: string, now: Date): Promise<UnexpiredWindow[]> {
    return entitlementsCacheOf(db).unexpiredWindows(subscriberId, now, (at) =>
      entitlementsRepository.readUnexpiredWindows(db, subscriberId, at),
    );
  },

  /** The same windows when the entitlements cache holds them fresh, without waiting; else undefined. */
  keptUnexpiredWindows(db: Db, subscriberId: string, now: Date): UnexpiredWindow[] | undefined {
    return entitlementsCacheOf(db).freshWindows(subscriberId, now);
  },

  readUnexpiredWindows(db: Db, subscriberId: string, now: Date): Promise<UnexpiredWindow[]> {
    return db
      .selectFrom('user_packages')
      .select([
        'package_id',
        (eb) => eb.fn.min('starts_at').as('starts_at'),
        (eb) => eb.fn.max('ends_at').as('ends_at'),
      ])
      .where('subscriber_id', '=', subscriberId)
      .where('ends_at', '>', now)
      .groupBy('package_id')
      .orderBy('package_id')
      .execute();
  },
};
