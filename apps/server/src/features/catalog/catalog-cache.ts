import { createHash } from 'node:crypto';
import { ReadyBytes } from './ready-bytes.ts';

export interface CachedBody<T> {
  etag: string;
  body: T;
  /** The body serialised and compressed, once, for as long as it is cached. */
  ready: ReadyBytes;
}

interface Entry extends CachedBody<unknown> {
  expiresAt: number;
}

export interface CatalogCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
  /** Tells the other instances to clear theirs (Redis publish); absent on a single instance. */
  publishInvalidation?: () => Promise<void>;
}

/** A strong ETag from the content, so every instance names the same answer the same way. */
export function etagOf(body: unknown): string {
  return etagOfJson(JSON.stringify(body));
}

/** The same ETag, from the body's JSON text. */
export function etagOfJson(json: string): string {
  return `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
}

/**
 * Catalog answers that are the same for every user, kept in process for a short time. A load in flight is
 * shared by concurrent requests, and a load that an invalidation overtook is not stored.
 */
export class CatalogCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<CachedBody<unknown>>>();
  private generation = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(private readonly options: CatalogCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.maxEntries = options.maxEntries ?? 1000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<CachedBody<T>> {
    const entry = this.fresh<T>(key);
    if (entry) return entry;
    const pending = this.loading.get(key) ?? this.load(key, load);
    return (await pending) as CachedBody<T>;
  }

  /** The answer kept under `key` while it is still fresh, without loading it: for a caller's quick path. */
  fresh<T>(key: string): CachedBody<T> | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > this.now() ? (entry as CachedBody<T>) : undefined;
  }

  /** Forgets everything here and, with several instances, everywhere. */
  async invalidate(): Promise<void> {
    this.clearLocal();
    await this.options.publishInvalidation?.();
  }

  clearLocal(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }

  private load<T>(key: string, load: () => Promise<T>): Promise<CachedBody<T>> {
    const generation = this.generation;
    const pending = load()
      .then((body) => {
        const cached = { etag: etagOf(body), body, ready: new ReadyBytes(body) };
        if (generation === this.generation) this.store(key, cached);
        return cached;
      })
      .finally(() => {
        if (this.loading.get(key) === pending) this.loading.delete(key);
      });
    this.loading.set(key, pending);
    return pending;
  }

  private store(key: string, cached: CachedBody<unknown>): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { ...cached, expiresAt: this.now() + this.ttlMs });
  }
}
