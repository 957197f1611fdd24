import type { QualityChoice } from '@glotv/contracts/streams';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { DeviceUseRecorder, MemoryDeviceUse } from './device-use.ts';
import { type LiveSession, LiveSessionsCache } from './live-sessions-cache.ts';
import { hashOpaqueToken, newOpaqueToken, signAccessToken } from './secret-tokens.ts';
import { sessionsRepository } from './sessions.repository.ts';
import { VerifiedTokens } from './verified-tokens.ts';

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
  preferredQuality: QualityChoice;
}

/** What a login says of the device it comes from (any part may be unknown). */
export interface DeviceAtLogin {
  uid: string;
  class: 'desktop' | 'mobile' | 'tablet' | 'tv';
  platform?: string | null;
  os?: string | null;
  browser_name?: string | null;
  browser_version?: string | null;
}

export class SessionService {
  private readonly verifiedTokens: VerifiedTokens;

  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly clock: () => Date = () => new Date(),
    /** Live sessions kept for under a second; revocations here go through it, to every instance. */
    private readonly liveSessions: LiveSessionsCache = new LiveSessionsCache({
      now: () => clock().getTime(),
    }),
    /** Marks devices used once a minute per session, outside the database. */
    private readonly deviceUse: DeviceUseRecorder = new DeviceUseRecorder(new MemoryDeviceUse()),
  ) {
    this.verifiedTokens = new VerifiedTokens(secret);
  }

  async start(subscriberId: string, device: DeviceAtLogin) {
    return this.db.transaction().execute(async (trx) => {
      const deviceId = await sessionsRepository.upsertDevice(trx, {
        subscriber_id: subscriberId,
        device_uid: device.uid,
        class: device.class,
        platform: device.platform ?? null,
        os: device.os ?? null,
        browser_name: device.browser_name ?? null,
        browser_version: device.browser_version ?? null,
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
      await this.liveSessions.revoked({ sessionId: stored.session_id });
      throw sessionExpired();
    }
    const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
    // A refresh writes anyway (the new token): the device's last use goes with it, durably.
    if (session.device_id) await sessionsRepository.touchDevice(this.db, session.device_id, now);
    return this.issueTokens(this.db, {
      sessionId: session.id,
      subscriberId: session.subscriber_id,
      deviceId: session.device_id ?? '',
      expiresAt,
    });
  }

  async authenticate(accessToken: string): Promise<AuthenticatedSession | null> {
    const now = this.clock();
    const claims = this.verifiedTokens.verify(accessToken, Math.floor(now.getTime() / 1000));
    if (!claims) return null;
    const session = await this.liveSessions.get(claims.sid, () => this.findLiveSession(claims.sid));
    if (!session) return null;
    this.noteUse(session.id, session.device_id);
    return toAuthenticated(session);
  }

  /** Marks the session's device used, at most once a minute per session, without making the request wait. */
  private noteUse(sessionId: string, deviceId: string | null): void {
    if (deviceId) this.deviceUse.used(sessionId, deviceId, this.clock().getTime());
  }

  /** Waits for the marks of use under way (before closing). */
  settle(): Promise<void> {
    return this.deviceUse.settle();
  }

  /**
   * The subscriber's devices that have a live session, with when each was last used: the newest of its
   * sign-in, its last refresh and its last request (marked once a minute).
   */
  async signedInDevices(subscriberId: string) {
    const rows = await sessionsRepository.signedInDevices(this.db, subscriberId, this.clock());
    const marks = await this.deviceUse.marks.read(rows.map((row) => String(row.id)));
    return rows
      .map((row) => {
        const stored = new Date(row.last_used_at).getTime();
        const marked = marks.get(String(row.id)) ?? 0;
        return { ...row, id: String(row.id), last_used_at: new Date(Math.max(stored, marked)) };
      })
      .sort((a, b) => b.last_used_at.getTime() - a.last_used_at.getTime());
  }

  /**
   * Signs one of the subscriber's devices out: every session it holds ends here at once and on the other
   * instances as soon as they hear of it (within the live-session cache's second when a message is lost).
   * False when the device had no live session.
   */
  async signOutDevice(subscriberId: string, deviceId: string): Promise<boolean> {
    const ended = await sessionsRepository.revokeDeviceSessions(this.db, subscriberId, deviceId);
    for (const sessionId of ended) await this.liveSessions.revoked({ sessionId });
    return ended.length > 0;
  }

  /** The live session named by an access token, or else by a refresh token (without using it up). */
  async identify(accessToken?: string, refreshToken?: string): Promise<AuthenticatedSession | null> {
    const byAccess = accessToken ? await this.authenticate(accessToken) : null;
    if (byAccess || !refreshToken) return byAccess;
    const stored = await sessionsRepository.findRefreshToken(this.db, hashOpaqueToken(refreshToken));
    const session = stored ? await this.findLiveSession(stored.session_id) : undefined;
    return session ? toAuthenticated(session) : null;
  }

  async end(sessionId: string): Promise<void> {
    await sessionsRepository.revokeSession(this.db, sessionId, 'logout');
    await this.liveSessions.revoked({ sessionId });
  }

  /**
   * After a transaction that revoked every session of a subscriber (or all but one) committed: they stop
   * working here at once and on the other instances as soon as they hear of it.
   */
  async subscriberSessionsRevoked(subscriberId: string): Promise<void> {
    await this.liveSessions.revoked({ subscriberId });
  }

  /** After a subscriber's row changed (a preference): every instance reads their sessions again. */
  async subscriberChanged(subscriberId: string): Promise<void> {
    await this.liveSessions.revoked({ subscriberId });
  }

  /** Checked against the database's clock of this service, so tests that move the clock see expiry. */
  private async findLiveSession(sessionId: string): Promise<LiveSession | undefined> {
    const row = await sessionsRepository.findLiveSession(this.db, sessionId, this.clock());
    return row ? { ...row, expires_at: new Date(row.expires_at) } : undefined;
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

function toAuthenticated(session: LiveSession): AuthenticatedSession {
  return {
    sessionId: session.id,
    subscriberId: session.subscriber_id,
    subscriberUid: session.subscriber_uid,
    deviceId: session.device_id,
    preferredQuality: session.preferred_quality,
  };
}

function sessionExpired(): AppError {
  return new AppError('session_expired', 'Your session has ended. Please sign in again.');
}
