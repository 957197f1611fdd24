import type { SettingKey } from '@glotv/contracts/console-settings';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AuditActor } from '../staff/public.ts';

/** A saved setting as stored: its value is JSON the contract's schema of its key has not checked yet. */
export interface SavedSetting {
  key: string;
  value: unknown;
  changed_by_email: string;
  changed_at: Date;
}

/** The only SQL of the operator's settings. */
export const settingsRepository = {
  async all(db: Db): Promise<SavedSetting[]> {
    const rows = await db
      .selectFrom('operator_settings')
      .select(['key', 'value', 'changed_by_email', 'changed_at'])
      .orderBy('key')
      .execute();
    return rows.map((row) => ({ ...row, changed_at: new Date(row.changed_at) }));
  },

  /**
   * Holds the settings for the rest of the transaction: two admins saving at once are taken in turn, so each
   * audit entry's `before` is what the other left (a row not yet saved cannot be locked by `for update`).
   */
  async lock(trx: Db): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext('operator_settings'))`.execute(trx);
  },

  async save(db: Db, key: SettingKey, value: unknown, actor: AuditActor, at: Date): Promise<void> {
    const row = {
      value: JSON.stringify(value),
      changed_by: actor.id,
      changed_by_email: actor.email,
      changed_at: at,
    };
    await db
      .insertInto('operator_settings')
      .values({ key, ...row })
      .onConflict((conflict) => conflict.column('key').doUpdateSet(row))
      .execute();
  },
};
