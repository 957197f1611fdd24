import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OtpChallengesTable } from '../../db/schema.ts';

export type OtpPurpose = OtpChallengesTable['purpose'];
type Executor = Db;

/** All SQL for OTP challenges. One row per code sent; a newer code supersedes the older one. */
export const otpRepository = {
  /** Serialises OTP work per destination across connections and server instances. */
  async lockDestination(db: Executor, destination: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${`otp:${destination}`}))`.execute(db);
  },

  latestOpen(db: Executor, destination: string, purpose: OtpPurpose) {
    return db
      .selectFrom('otp_challenges')
      .selectAll()
      .where('destination', '=', destination)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  async countSentSince(db: Executor, destination: string, since: Date): Promise<number> {
    const row = await db
      .selectFrom('otp_challenges')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('destination', '=', destination)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  async supersede(db: Executor, destination: string, purpose: OtpPurpose, now: Date): Promise<void> {
    await db
      .updateTable('otp_challenges')
      .set({ consumed_at: now })
      .where('destination', '=', destination)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .execute();
  },

  insert(db: Executor, row: Insertable<OtpChallengesTable>) {
    return db.insertInto('otp_challenges').values(row).returning(['id']).executeTakeFirstOrThrow();
  },

  async recordWrongGuess(db: Executor, id: string): Promise<void> {
    await db
      .updateTable('otp_challenges')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
  },

  async markValidated(db: Executor, id: string, now: Date): Promise<void> {
    await db.updateTable('otp_challenges').set({ validated_at: now }).where('id', '=', id).execute();
  },

  /** The proof a sign-up or reset needs: a code validated recently and not used yet. */
  findValidatedSince(db: Executor, destination: string, purpose: OtpPurpose, since: Date) {
    return db
      .selectFrom('otp_challenges')
      .select(['id'])
      .where('destination', '=', destination)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .where('validated_at', '>=', since)
      .orderBy('validated_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  async consume(db: Executor, id: string, now: Date): Promise<boolean> {
    const result = await db
      .updateTable('otp_challenges')
      .set({ consumed_at: now })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },
};
