import type { Db } from '../../db/database.ts';

/** All SQL for password-reset grants. */
export const resetGrantsRepository = {
  async insert(db: Db, subscriberId: string, grantHash: string, expiresAt: Date): Promise<void> {
    await db
      .insertInto('password_reset_grants')
      .values({ subscriber_id: subscriberId, grant_hash: grantHash, expires_at: expiresAt })
      .execute();
  },

  /** A newer grant replaces the subscriber's unspent ones. */
  async endUnspent(db: Db, subscriberId: string, now: Date): Promise<void> {
    await db
      .updateTable('password_reset_grants')
      .set({ spent_at: now })
      .where('subscriber_id', '=', subscriberId)
      .where('spent_at', 'is', null)
      .execute();
  },

  /** Spends a grant once; the subscriber id, or undefined if unknown, spent or expired. */
  async spend(db: Db, grantHash: string, now: Date): Promise<string | undefined> {
    const row = await db
      .updateTable('password_reset_grants')
      .set({ spent_at: now })
      .where('grant_hash', '=', grantHash)
      .where('spent_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('subscriber_id')
      .executeTakeFirst();
    return row?.subscriber_id;
  },
};
