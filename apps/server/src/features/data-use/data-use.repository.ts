import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UseDelta } from './data-use-tally.ts';

export interface DataPackageWindow {
  title: string;
  titlePt: string;
  startsAt: Date;
  endsAt: Date;
  allowanceMb: number | null;
}

/** All SQL for counted data use. */
export const dataUseRepository = {
  /** Adds a flush's deltas to the day and viewing rows; deltas of subscribers that are gone are dropped. */
  async add(db: Db, deltas: readonly UseDelta[]): Promise<void> {
    if (deltas.length === 0) return;
    const ids = [...new Set(deltas.map((delta) => delta.subscriberId))];
    const known = new Set(
      (await db.selectFrom('subscribers').select('id').where('id', 'in', ids).execute()).map((row) =>
        String(row.id),
      ),
    );
    const kept = deltas.filter((delta) => known.has(delta.subscriberId));
    if (kept.length === 0) return;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('data_use_days')
        .values(
          sumBy(kept, (d) => `${d.subscriberId}/${d.day}`).map((d) => ({
            subscriber_id: d.subscriberId,
            day: d.day,
            bytes: d.bytes,
          })),
        )
        .onConflict((oc) =>
          oc
            .columns(['subscriber_id', 'day'])
            .doUpdateSet({ bytes: sql`data_use_days.bytes + excluded.bytes` }),
        )
        .execute();
      await trx
        .insertInto('data_use_viewings')
        .values(
          sumBy(kept, (d) => `${d.subscriberId}/${d.viewingId}`).map((d) => ({
            subscriber_id: d.subscriberId,
            viewing_id: d.viewingId,
            bytes: d.bytes,
            last_at: d.lastAt,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['subscriber_id', 'viewing_id']).doUpdateSet({
            bytes: sql`data_use_viewings.bytes + excluded.bytes`,
            last_at: sql`greatest(data_use_viewings.last_at, excluded.last_at)`,
          }),
        )
        .execute();
    });
  },

  /** Bytes counted on the days from `fromDay` to `toDay` (both `YYYY-MM-DD`, inclusive). */
  async bytesBetween(db: Db, subscriberId: string, fromDay: string, toDay: string): Promise<number> {
    const row = await db
      .selectFrom('data_use_days')
      .select(sql<string>`coalesce(sum(bytes), 0)::text`.as('bytes'))
      .where('subscriber_id', '=', subscriberId)
      .where(sql<boolean>`day between ${fromDay}::date and ${toDay}::date`)
      .executeTakeFirst();
    return Number(row?.bytes ?? 0);
  },

  async viewingBytes(db: Db, subscriberId: string, viewingId: string): Promise<number> {
    const row = await db
      .selectFrom('data_use_viewings')
      .select(sql<string>`bytes::text`.as('bytes'))
      .where('subscriber_id', '=', subscriberId)
      .where('viewing_id', '=', viewingId)
      .executeTakeFirst();
    return Number(row?.bytes ?? 0);
  },

  /** Sets a day's count outright (the development fixture for an allowance nearly used). */
  async setDay(db: Db, subscriberId: string, day: string, bytes: number): Promise<void> {
    await db
      .insertInto('data_use_days')
      .values({ subscriber_id: subscriberId, day, bytes })
      .onConflict((oc) => oc.columns(['subscriber_id', 'day']).doUpdateSet({ bytes }))
      .execute();
  },

  /**
   * The active package window that carries a data allowance (the latest to end), else the latest-ending active
   * window of any package; its allowance as sold.
   */
  async currentPackage(db: Db, subscriberId: string, now: Date): Promise<DataPackageWindow | undefined> {
    const row = await db
      .selectFrom('user_packages')
      .innerJoin('purchases', 'purchases.id', 'user_packages.purchase_id')
      .select([
        'purchases.package_title as title',
        'purchases.package_title_pt as titlePt',
        'purchases.data_allowance_mb as allowanceMb',
        'user_packages.starts_at as startsAt',
        'user_packages.ends_at as endsAt',
      ])
      .where('user_packages.subscriber_id', '=', subscriberId)
      .where('user_packages.starts_at', '<=', now)
      .where('user_packages.ends_at', '>', now)
      .orderBy(sql`purchases.data_allowance_mb is null`)
      .orderBy('user_packages.ends_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? { ...row, startsAt: new Date(row.startsAt), endsAt: new Date(row.endsAt) } : undefined;
  },

  /** Each quality's mean bit rate over every encoded rendition (bits per second). */
  async qualityBitRates(db: Db): Promise<{ quality: string; bitsPerSecond: number }[]> {
    const rows = await db
      .selectFrom('renditions')
      .select(['quality', sql<string>`avg(coalesce(average_bandwidth, bandwidth))::text`.as('bits')])
      .groupBy('quality')
      .execute();
    return rows.map((row) => ({ quality: row.quality, bitsPerSecond: Number(row.bits) }));
  },
};

function sumBy(deltas: readonly UseDelta[], keyOf: (delta: UseDelta) => string): UseDelta[] {
  const sums = new Map<string, UseDelta>();
  for (const delta of deltas) {
    const key = keyOf(delta);
    const sum = sums.get(key);
    if (sum) {
      sum.bytes += delta.bytes;
      if (delta.lastAt > sum.lastAt) sum.lastAt = delta.lastAt;
    } else {
      sums.set(key, { ...delta });
    }
  }
  return [...sums.values()];
}
