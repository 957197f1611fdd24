import type { QualityChoice } from '@glotv/contracts/streams';
import type { Db } from '../../db/database.ts';

/** All SQL for a subscriber's saved choices. */
export const preferencesRepository = {
  async quality(db: Db, subscriberId: string): Promise<QualityChoice | undefined> {
    const row = await db
      .selectFrom('subscribers')
      .select('preferred_quality')
      .where('id', '=', subscriberId)
      .executeTakeFirst();
    return row?.preferred_quality;
  },

  /** False when no such subscriber. */
  async setQuality(db: Db, subscriberId: string, quality: QualityChoice): Promise<boolean> {
    const result = await db
      .updateTable('subscribers')
      .set({ preferred_quality: quality, updated_at: new Date() })
      .where('id', '=', subscriberId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },
};
