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

  /** The newest code a requester asked for that is not used up or superseded: it runs their resend countdown. */
  latestOpenFor(db: Executor, destination: string, purpose: OtpPurpose, requester: string) {
    return db
      .selectFrom('otp_challenges')
      .selectAll()
      .where('destination', '=', destination)
      .where('purpose', '=', purpose)
      .where('requester', '=', requester)
      .where('consumed_at', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  /** Every code for a destination and purpose that is not used up or superseded, newest first. */
  openChallenges(db: Executor, destination: string, purpose: OtpPurpose, since: Date) {
    return db
      .selectFrom('otp_challenges')
      .selectAll()
      .where('destination', '=', destination)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .where('created_at', '>=', since)
      .orderBy('created_at', 'desc')
      .execute();
  },

  /** Codes sent to a destination for a purpose since a time: all of them, and those one requester asked for. */
  async countSentSince(
    db: Executor,
    destination: string,
    purpose: OtpPurpose,
    requester: string,
    since: Date,
  ): Promise<{ total: number; byRequester: number }> {
    const row = await db
      .selectFrom('otp_challenges')
      .select((eb) => [
        eb.fn.countAll<string>().as('total'),
        eb.fn.count<string>(eb.case().when('requester', '=', requester).then(1).end()).as('by_requester'),
      ])
      .where('destination', '=', destination)
      .where('purpose', '=', purpose)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return { total: Number(row.total), byRequester: Number(row.by_requester) };
  },

  /** A requester's new code replaces their older ones; codes others asked for stay usable. */
  async supersede(
    db: Executor,
    destination: string,
    purpose: OtpPurpose,
    requester: string,
    now: Date,
  ): Promise<void> {
    await db
      .updateTable('otp_challenges')
      .set({ consumed_at: now })
      .where('destination', '=', destination)
      .where('purpose', '=', purpose)
      .where('requester', '=', requester)
      .where('consumed_at', 'is', null)
      .execute();
  },

  insert(db: Executor, row: Insertable<OtpChallengesTable>) {
    return db.insertInto('otp_challenges').values(row).returning(['id']).executeTakeFirstOrThrow();
  },

  async recordWrongGuess(db: Executor, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .updateTable('otp_challenges')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', ids)
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
