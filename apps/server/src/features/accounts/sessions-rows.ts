import type { Db } from '../../db/database.ts';
import type { SessionsTable, StaffSessionsTable } from '../../db/schema.ts';

/**
 * Session and refresh-token SQL shared by subscribers' sessions (`sessions`, `refresh_tokens`) and staff's
 * (`staff_sessions`, `staff_refresh_tokens`): the two pairs of tables have the same columns and the same
 * rules — a revoked session stays revoked with its first reason, a token is spent once.
 */
export type SessionTables =
  | { sessions: 'sessions'; owner: 'subscriber_id'; refreshTokens: 'refresh_tokens' }
  | { sessions: 'staff_sessions'; owner: 'staff_id'; refreshTokens: 'staff_refresh_tokens' };

/** Rows spent once by setting `used_at`: refresh tokens, staff set-up tokens. */
type SpentOnceTable = SessionTables['refreshTokens'] | 'staff_setup_tokens';

/** Spends a row once; false when another request spent it first. */
export async function spendOnce(db: Db, table: SpentOnceTable, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

type RevokedReason = NonNullable<SessionsTable['revoked_reason'] | StaffSessionsTable['revoked_reason']>;

/** The session and refresh-token rows of one pair of tables, for a repository to spread. */
export function sessionRows<Reason extends RevokedReason>(tables: SessionTables) {
  return {
    /** Revokes one live session; an already revoked one keeps its first reason. */
    async revokeSession(db: Db, sessionId: string, reason: Reason): Promise<void> {
      await db
        .updateTable(tables.sessions)
        .set({ revoked_at: new Date(), revoked_reason: reason })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Revokes every live session of one subscriber or member of staff, or every one but `keepSessionId`. */
    async revokeAllSessions(db: Db, ownerId: string, reason: Reason, keepSessionId?: string): Promise<void> {
      let query = db
        .updateTable(tables.sessions)
        .set({ revoked_at: new Date(), revoked_reason: reason })
        .where(tables.owner, '=', ownerId)
        .where('revoked_at', 'is', null);
      if (keepSessionId) query = query.where('id', '!=', keepSessionId);
      await query.execute();
    },

    async insertRefreshToken(db: Db, sessionId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db
        .insertInto(tables.refreshTokens)
        .values({ session_id: sessionId, token_hash: tokenHash, expires_at: expiresAt })
        .execute();
    },

    findRefreshToken(db: Db, tokenHash: string) {
      return db
        .selectFrom(tables.refreshTokens)
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /** Marks a refresh token used; false when another request used it first. */
    useRefreshToken(db: Db, id: string, now: Date): Promise<boolean> {
      return spendOnce(db, tables.refreshTokens, id, now);
    },
  };
}
