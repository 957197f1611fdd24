import type { Db } from '../../db/database.ts';

/** Per package, the stretch of a subscriber's windows that had not ended when it was read. */
export interface UnexpiredWindow {
  package_id: number;
  starts_at: Date | string;
  ends_at: Date | string;
}

interface Entry {
  windows: UnexpiredWindow[];
  /** The service clock's time the windows were read at: a later read filters them, an earlier one reloads. */
  readAt: number;
  expiresAt: number;
}

/** Under one second: the bound on how late an instance sees a change it was not told about. */
export const ENTITLEMENTS_TTL_MS = 900;

/**
 * What each subscriber has bought, kept in process for under a second so that the packages page and a stream
 * address do not ask the database on every request. Expiry needs no message (windows are filtered by the
 * clock when read); a grant or a purchase calls `entitlementsChanged`, which forgets the subscriber here and,
 * with Redis, on every instance.
 */
export class EntitlementsCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<Entry>>();
  private generation = 0;
  /** Tells the other instances (Redis publish); set by the catalog plugin when there is Redis. */
  publish: ((subscriberId: string) => Promise<void>) | undefined;

  constructor(
    private readonly ttlMs = ENTITLEMENTS_TTL_MS,
    private readonly wallClock: () => number = Date.now,
    private readonly maxEntries = 100_000,
  ) {}

  async unexpiredWindows(
    subscriberId: string,
    now: Date,
    load: (now: Date) => Promise<UnexpiredWindow[]>,
  ): Promise<UnexpiredWindow[]> {
    const kept = this.freshWindows(subscriberId, now);
    if (kept) return kept;
    const at = now.getTime();
    const pending = this.loading.get(subscriberId);
    const entry =
      pending && (await pending).readAt <= at ? await pending : await this.load(subscriberId, now, load);
    return unendedAt(entry.windows, at);
  }

  /** The windows not ended at `now`, when what is kept may answer for `now` without a read; else undefined. */
  freshWindows(subscriberId: string, now: Date): UnexpiredWindow[] | undefined {
    const at = now.getTime();
    const entry = this.entries.get(subscriberId);
    if (!entry || entry.expiresAt <= this.wallClock() || entry.readAt > at) return undefined;
    return unendedAt(entry.windows, at);
  }

  async changed(subscriberId: string): Promise<void> {
    this.forgetLocal(subscriberId);
    await this.publish?.(subscriberId);
  }

  forgetLocal(subscriberId: string): void {
    this.generation++;
    this.loading.delete(subscriberId);
    this.entries.delete(subscriberId);
  }

  private load(
    subscriberId: string,
    now: Date,
    load: (now: Date) => Promise<UnexpiredWindow[]>,
  ): Promise<Entry> {
    const generation = this.generation;
    const pending = load(now)
      .then((windows) => {
        const entry = { windows, readAt: now.getTime(), expiresAt: this.wallClock() + this.ttlMs };
        if (generation === this.generation) this.store(subscriberId, entry);
        return entry;
      })
      .finally(() => {
        if (this.loading.get(subscriberId) === pending) this.loading.delete(subscriberId);
      });
    this.loading.set(subscriberId, pending);
    return pending;
  }

  private store(subscriberId: string, entry: Entry): void {
    this.entries.delete(subscriberId);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(subscriberId, entry);
  }
}

function unendedAt(windows: readonly UnexpiredWindow[], at: number): UnexpiredWindow[] {
  return windows.filter((window) => new Date(window.ends_at).getTime() > at);
}

/**
 * One cache per database handle: whatever writes a subscriber's packages through a handle (a purchase, a
 * grant, a test fixture) forgets them for every app in this process on that handle.
 */
const caches = new WeakMap<Db, EntitlementsCache>();

export function entitlementsCacheOf(db: Db): EntitlementsCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new EntitlementsCache();
    caches.set(db, cache);
  }
  return cache;
}

/** After a transaction that changed a subscriber's packages committed. */
export function entitlementsChanged(db: Db, subscriberId: string): Promise<void> {
  return entitlementsCacheOf(db).changed(subscriberId);
}
