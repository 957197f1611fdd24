import type { QualityChoice } from '@glotv/contracts/streams';

/** What an access token's session is, as the database said a moment ago. */
export interface LiveSession {
  id: string;
  subscriber_id: string;
  subscriber_uid: string;
  device_id: string | null;
  expires_at: Date;
  /** The subscriber's saved playback quality, which every stream address is signed with. */
  preferred_quality: QualityChoice;
}

/** A revocation, as published to the other instances: one session, or every session of one subscriber. */
export type SessionRevocation = { sessionId: string } | { subscriberId: string };

export interface LiveSessionsCacheOptions {
  /**
   * How long the database's answer is trusted without being told of a revocation: the bound on how late an
   * instance sees a revocation it was not told about (a lost Redis message, a subscriber disabled by SQL).
   */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
  /** Tells the other instances (Redis publish); absent on a single instance. */
  publish?: (revocation: SessionRevocation) => Promise<void>;
}

interface Entry {
  session: LiveSession | undefined;
  expiresAt: number;
}

/** Under one second by design: a session that ends stops working within one second on every instance. */
export const LIVE_SESSION_TTL_MS = 900;

/**
 * Live sessions by id, kept in process for under a second so that signed-in requests do not each ask the
 * database. A revocation here forgets the session at once, and through `publish` on every other instance; a
 * lookup in flight is shared by concurrent requests, and one that a revocation overtook is not stored.
 */
export class LiveSessionsCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<LiveSession | undefined>>();
  private generation = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(private readonly options: LiveSessionsCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? LIVE_SESSION_TTL_MS;
    this.maxEntries = options.maxEntries ?? 100_000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The live session `sessionId` names, from here when fresh, else from `load` (the database). */
  async get(
    sessionId: string,
    load: () => Promise<LiveSession | undefined>,
  ): Promise<LiveSession | undefined> {
    const now = this.now();
    const entry = this.entries.get(sessionId);
    const session =
      entry && entry.expiresAt > now
        ? entry.session
        : await (this.loading.get(sessionId) ?? this.load(sessionId, load));
    return session && session.expires_at.getTime() > now ? session : undefined;
  }

  /** After the database revoked sessions: forgets them here and, with several instances, everywhere. */
  async revoked(revocation: SessionRevocation): Promise<void> {
    this.forgetLocal(revocation);
    await this.options.publish?.(revocation);
  }

  forgetLocal(revocation: SessionRevocation): void {
    this.generation++;
    this.loading.clear();
    if ('sessionId' in revocation) {
      this.entries.delete(revocation.sessionId);
      return;
    }
    for (const [id, entry] of this.entries) {
      if (entry.session?.subscriber_id === revocation.subscriberId) this.entries.delete(id);
    }
  }

  private load(
    sessionId: string,
    load: () => Promise<LiveSession | undefined>,
  ): Promise<LiveSession | undefined> {
    const generation = this.generation;
    const pending = load()
      .then((session) => {
        if (generation === this.generation) this.store(sessionId, session);
        return session;
      })
      .finally(() => {
        if (this.loading.get(sessionId) === pending) this.loading.delete(sessionId);
      });
    this.loading.set(sessionId, pending);
    return pending;
  }

  private store(sessionId: string, session: LiveSession | undefined): void {
    this.entries.delete(sessionId);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(sessionId, { session, expiresAt: this.now() + this.ttlMs });
  }
}

/** A revocation as it travels between instances; anything else on the channel is ignored. */
export function parseRevocation(message: string): SessionRevocation | undefined {
  try {
    const value = JSON.parse(message) as Record<string, unknown>;
    if (typeof value.sessionId === 'string') return { sessionId: value.sessionId };
    if (typeof value.subscriberId === 'string') return { subscriberId: value.subscriberId };
  } catch {
    // Not ours.
  }
  return undefined;
}
