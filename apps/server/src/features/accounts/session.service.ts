import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { hashOpaqueToken, newOpaqueToken, signAccessToken, verifyAccessToken } from './secret-tokens.ts';
import { sessionsRepository } from './sessions.repository.ts';

/** Access tokens live ~16 minutes: the spec's client refreshes every 950 000 ms. */
export const ACCESS_TOKEN_SECONDS = 16 * 60;
export const SESSION_DAYS = 30;
export const SIGN_IN_TICKET_SECONDS = 5 * 60;

export interface IssuedSession {
  sessionId: string;
  subscriberId: string;
  deviceId: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

export interface AuthenticatedSession {
  sessionId: string;
  subscriberId: string;
  subscriberUid: string;
  deviceId: string | null;
}

export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async start(subscriberId: string, device: { uid: string; class: 'desktop' | 'mobile' | 'tablet' | 'tv' }) {
    return this.db.transaction().execute(async (trx) => {
      const deviceId = await sessionsRepository.upsertDevice(trx, {
        subscriber_id: subscriberId,
        device_uid: device.uid,
        class: device.class,
      });
      const expiresAt = new Date(this.clock().getTime() + SESSION_DAYS * 86_400_000);
      const sessionId = await sessionsRepository.createSession(trx, subscriberId, deviceId, expiresAt);
      return this.issueTokens(trx, { sessionId, subscriberId, deviceId, expiresAt });
    });
  }

  /**
   * Rotates a refresh token. Presenting one that was already used means it was copied: the whole session
   * (the token family) is revoked, so neither the thief nor the owner can go on with it.
   */
  async refresh(refreshToken: string): Promise<IssuedSession> {
    const now = this.clock();
    const stored = await sessionsRepository.findRefreshToken(this.db, hashOpaqueToken(refreshToken));
    if (!stored || new Date(stored.expires_at) <= now) throw sessionExpired();
    const session = await sessionsRepository.findLiveSession(this.db, stored.session_id, now);
    if (!session) throw sessionExpired();
    const firstUse =
      stored.used_at === null && (await sessionsRepository.useRefreshToken(this.db, stored.id, now));
    if (!firstUse) {
      await sessionsRepository.revokeSession(this.db, stored.session_id, 'refresh_token_reuse');
      throw sessionExpired();
    }
    const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
    return this.issueTokens(this.db, {
      sessionId: session.id,
      subscriberId: session.subscriber_id,
      deviceId: session.device_id ?? '',
      expiresAt,
    });
  }

  async authenticate(accessToken: string): Promise<AuthenticatedSession | null> {
    const now = this.clock();
    const claims = verifyAccessToken(accessToken, this.secret, Math.floor(now.getTime() / 1000));
    if (!claims) return null;
    const session = await sessionsRepository.findLiveSession(this.db, claims.sid, now);
    return session ? toAuthenticated(session) : null;
  }

  /** The live session named by an access token, or else by a refresh token (without using it up). */
  async identify(accessToken?: string, refreshToken?: string): Promise<AuthenticatedSession | null> {
    const byAccess = accessToken ? await this.authenticate(accessToken) : null;
    if (byAccess || !refreshToken) return byAccess;
    const stored = await sessionsRepository.findRefreshToken(this.db, hashOpaqueToken(refreshToken));
    const session = stored
      ? await sessionsRepository.findLiveSession(this.db, stored.session_id, this.clock())
      : null;
    return session ? toAuthenticated(session) : null;
  }

  async end(sessionId: string): Promise<void> {
    await sessionsRepository.revokeSession(this.db, sessionId, 'logout');
  }

  async createSignInTicket(trx: Db, subscriberId: string): Promise<string> {
    const { token, hash } = newOpaqueToken();
    const expiresAt = new Date(this.clock().getTime() + SIGN_IN_TICKET_SECONDS * 1000);
    await sessionsRepository.insertSignInTicket(trx, subscriberId, hash, expiresAt);
    return token;
  }

  async redeemSignInTicket(ticket: string): Promise<string> {
    const subscriberId = await sessionsRepository.redeemSignInTicket(
      this.db,
      hashOpaqueToken(ticket),
      this.clock(),
    );
    if (!subscriberId) throw new AppError('invalid_credentials', 'Login failed: invalid credentials');
    return subscriberId;
  }

  private async issueTokens(
    db: Db,
    session: { sessionId: string; subscriberId: string; deviceId: string; expiresAt: Date },
  ): Promise<IssuedSession> {
    const refresh = newOpaqueToken();
    await sessionsRepository.insertRefreshToken(db, session.sessionId, refresh.hash, session.expiresAt);
    const exp = Math.floor(this.clock().getTime() / 1000) + ACCESS_TOKEN_SECONDS;
    return {
      sessionId: session.sessionId,
      subscriberId: session.subscriberId,
      deviceId: session.deviceId,
      accessToken: signAccessToken({ sid: session.sessionId, sub: session.subscriberId, exp }, this.secret),
      refreshToken: refresh.token,
      expiresIn: ACCESS_TOKEN_SECONDS,
    };
  }
}

function toAuthenticated(session: {
  id: string;
  subscriber_id: string;
  subscriber_uid: string;
  device_id: string | null;
}): AuthenticatedSession {
  return {
    sessionId: session.id,
    subscriberId: session.subscriber_id,
    subscriberUid: session.subscriber_uid,
    deviceId: session.device_id,
  };
}

function sessionExpired(): AppError {
  return new AppError('session_expired', 'Your session has ended. Please sign in again.');
}
