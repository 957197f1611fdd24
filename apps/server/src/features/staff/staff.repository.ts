import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { StaffRole, StaffSessionsTable, StaffTable } from '../../db/schema.ts';
import { sessionRows, spendOnce } from '../accounts/sessions-rows.ts';

type StaffStatus = 'invited' | 'active' | 'disabled';

/** Members as the staff list shows them, with the e-mail of whoever made each. */
function membersWithCreator(db: Db) {
  return db
    .selectFrom('staff')
    .leftJoin('staff as creator', 'creator.id', 'staff.created_by')
    .select([
      'staff.id',
      'staff.email',
      'staff.role',
      'staff.status',
      'staff.created_at',
      'creator.email as created_by_email',
    ]);
}

/** All SQL for staff, their set-up tokens, sign-in challenges, sessions and refresh tokens. */
export const staffRepository = {
  findByEmail(db: Db, email: string) {
    return db
      .selectFrom('staff')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
  },

  findById(db: Db, id: string) {
    return db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async insert(
    db: Db,
    member: Pick<StaffTable, 'email' | 'role' | 'totp_secret_enc' | 'created_by'> & {
      status?: StaffStatus;
      password_hash?: string | null;
    },
  ): Promise<string> {
    const row = await db.insertInto('staff').values(member).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  /** Everyone, newest first, with the e-mail of whoever made each. */
  list(db: Db) {
    return membersWithCreator(db).orderBy('staff.created_at', 'desc').orderBy('staff.id').execute();
  },

  findMember(db: Db, id: string) {
    return membersWithCreator(db).where('staff.id', '=', id).executeTakeFirst();
  },

  async update(
    db: Db,
    id: string,
    changes: Partial<{
      role: StaffRole;
      status: StaffStatus;
      password_hash: string | null;
      totp_secret_enc: string | null;
      totp_last_step: number;
      failed_sign_ins: number;
      locked_until: Date | null;
    }>,
  ): Promise<void> {
    await db
      .updateTable('staff')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  },

  /** Accepts a TOTP step only if it is later than the last one accepted; false when it was already used. */
  async takeTotpStep(db: Db, id: string, step: number): Promise<boolean> {
    const result = await db
      .updateTable('staff')
      .set({ totp_last_step: step })
      .where('id', '=', id)
      .where('totp_last_step', '<', String(step))
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  /** Counts a failed sign-in; the fifth in a row locks the account until `lockUntil` and starts again. */
  async countFailure(db: Db, id: string, limit: number, lockUntil: Date) {
    return db
      .updateTable('staff')
      .set({
        failed_sign_ins: sql<number>`case when failed_sign_ins + 1 >= ${limit} then 0 else failed_sign_ins + 1 end`,
        locked_until: sql<Date | null>`case when failed_sign_ins + 1 >= ${limit} then ${lockUntil}::timestamptz else locked_until end`,
      })
      .where('id', '=', id)
      .returning(['failed_sign_ins', 'locked_until'])
      .executeTakeFirst();
  },

  async insertSetupToken(
    db: Db,
    token: { staff_id: string; token_hash: string; expires_at: Date; created_by: string | null },
  ): Promise<void> {
    await db.insertInto('staff_setup_tokens').values(token).execute();
  },

  /** The unused, unexpired set-up token with this hash. */
  findSetupToken(db: Db, tokenHash: string, now: Date) {
    return db
      .selectFrom('staff_setup_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  },

  /** Spends a set-up token once; false when another request spent it first. */
  spendSetupToken(db: Db, id: string, now: Date): Promise<boolean> {
    return spendOnce(db, 'staff_setup_tokens', id, now);
  },

  /** A new link makes every earlier unused link of the same member useless. */
  async retireSetupTokens(db: Db, staffId: string, now: Date): Promise<void> {
    await db
      .updateTable('staff_setup_tokens')
      .set({ used_at: now })
      .where('staff_id', '=', staffId)
      .where('used_at', 'is', null)
      .execute();
  },

  async insertChallenge(db: Db, staffId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await db
      .insertInto('staff_sign_in_challenges')
      .values({ staff_id: staffId, token_hash: tokenHash, expires_at: expiresAt })
      .execute();
  },

  /** Counts one attempt on a live challenge; undefined when it is unknown, used, expired or out of attempts. */
  attemptChallenge(db: Db, tokenHash: string, now: Date, maxAttempts: number) {
    return db
      .updateTable('staff_sign_in_challenges')
      .set({ attempts: sql<number>`attempts + 1` })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .where('attempts', '<', maxAttempts)
      .returning(['id', 'staff_id'])
      .executeTakeFirst();
  },

  async spendChallenge(db: Db, id: string, now: Date): Promise<void> {
    await db.updateTable('staff_sign_in_challenges').set({ used_at: now }).where('id', '=', id).execute();
  },

  async createSession(db: Db, staffId: string, expiresAt: Date): Promise<string> {
    const row = await db
      .insertInto('staff_sessions')
      .values({ staff_id: staffId, expires_at: expiresAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** A live session of an active member, with the member's current role (a role change applies at once). */
  findLiveSession(db: Db, sessionId: string, now: Date) {
    return db
      .selectFrom('staff_sessions')
      .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
      .select([
        'staff_sessions.id as session_id',
        'staff_sessions.expires_at',
        'staff.id',
        'staff.email',
        'staff.role',
      ])
      .where('staff_sessions.id', '=', sessionId)
      .where('staff_sessions.revoked_at', 'is', null)
      .where('staff_sessions.expires_at', '>', now)
      .where('staff.status', '=', 'active')
      .executeTakeFirst();
  },

  ...sessionRows<NonNullable<StaffSessionsTable['revoked_reason']>>({
    sessions: 'staff_sessions',
    owner: 'staff_id',
    refreshTokens: 'staff_refresh_tokens',
  }),

  countActiveAdmins(db: Db) {
    return db
      .selectFrom('staff')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('role', '=', 'admin')
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.count));
  },
};
