import type { SignedInStaff } from '@glotv/contracts/console-staff';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  hashOpaqueToken,
  newOpaqueToken,
  signAccessToken,
  verifyAccessToken,
} from '../accounts/secret-tokens.ts';
import { staffRepository } from './staff.repository.ts';

/** Console access tokens live 10 minutes; a session ends 12 hours after sign-in whatever happens. */
export const STAFF_ACCESS_SECONDS = 10 * 60;
export const STAFF_SESSION_HOURS = 12;

export interface IssuedStaffSession {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

export interface AuthenticatedStaff extends SignedInStaff {
  sessionId: string;
}

/**
 * The portal's session rules for staff, in tables of their own: an HMAC-signed access token naming a session
 * row that every request checks, and an opaque refresh token (stored as its SHA-256) that rotates on each use;
 * a used one presented again revokes the session.
 */
export class StaffSessionService {
  /** Signed with a key of its own, so a subscriber's access token can never pass as a console one. */
  private readonly accessSecret: string;

  constructor(
    private readonly db: Db,
    signingSecret: string,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.accessSecret = `${signingSecret}:staff-console`;
  }

  async start(staffId: string): Promise<IssuedStaffSession> {
    const expiresAt = new Date(this.clock().getTime() + STAFF_SESSION_HOURS * 3_600_000);
    return this.db.transaction().execute(async (trx) => {
      const sessionId = await staffRepository.createSession(trx, staffId, expiresAt);
      return this.issue(trx, { sessionId, staffId, expiresAt });
    });
  }

  async refresh(refreshToken: string): Promise<IssuedStaffSession> {
    const now = this.clock();
    const stored = await staffRepository.findRefreshToken(this.db, hashOpaqueToken(refreshToken));
    if (!stored || new Date(stored.expires_at) <= now) throw sessionEnded();
    const session = await staffRepository.findLiveSession(this.db, stored.session_id, now);
    if (!session) throw sessionEnded();
    const firstUse =
      stored.used_at === null && (await staffRepository.useRefreshToken(this.db, stored.id, now));
    if (!firstUse) {
      await staffRepository.revokeSession(this.db, stored.session_id, 'refresh_token_reuse');
      throw sessionEnded();
    }
    // The session keeps its end: refreshing never stretches a working day.
    return this.issue(this.db, {
      sessionId: session.session_id,
      staffId: session.id,
      expiresAt: new Date(session.expires_at),
    });
  }

  async authenticate(accessToken: string): Promise<AuthenticatedStaff | null> {
    const now = this.clock();
    const claims = verifyAccessToken(accessToken, this.accessSecret, Math.floor(now.getTime() / 1000));
    if (!claims) return null;
    const session = await staffRepository.findLiveSession(this.db, claims.sid, now);
    if (!session || session.id !== claims.sub) return null;
    return { sessionId: session.session_id, id: session.id, email: session.email, role: session.role };
  }

  /** The live session named by the access token or else the refresh token (without using it). */
  async identify(accessToken?: string, refreshToken?: string): Promise<string | null> {
    const byAccess = accessToken ? await this.authenticate(accessToken) : null;
    if (byAccess) return byAccess.sessionId;
    if (!refreshToken) return null;
    const stored = await staffRepository.findRefreshToken(this.db, hashOpaqueToken(refreshToken));
    return stored?.session_id ?? null;
  }

  async end(sessionId: string): Promise<void> {
    await staffRepository.revokeSession(this.db, sessionId, 'logout');
  }

  private async issue(
    db: Db,
    session: { sessionId: string; staffId: string; expiresAt: Date },
  ): Promise<IssuedStaffSession> {
    const refresh = newOpaqueToken();
    await staffRepository.insertRefreshToken(db, session.sessionId, refresh.hash, session.expiresAt);
    const exp = Math.min(
      Math.floor(this.clock().getTime() / 1000) + STAFF_ACCESS_SECONDS,
      Math.floor(session.expiresAt.getTime() / 1000),
    );
    return {
      sessionId: session.sessionId,
      accessToken: signAccessToken({ sid: session.sessionId, sub: session.staffId, exp }, this.accessSecret),
      refreshToken: refresh.token,
      expiresAt: session.expiresAt,
    };
  }
}

export function sessionEnded(): AppError {
  return new AppError('session_expired', 'Your console session has ended. Please sign in again.');
}
