import type { LeaseTarget } from '@glotv/contracts/stream-leases';
import type { HeldLease, LeaseStore, TakeOptions, TakeResult } from './lease-store.ts';

interface Entry extends LeaseTarget {
  expiresAt: number;
}

/**
 * Leases in this process, for a single instance (PGlite, no Redis). Every method runs to its end without
 * awaiting, so concurrent requests see each other's leases as Redis's scripts do.
 */
export class MemoryLeaseStore implements LeaseStore {
  private readonly leases = new Map<string, Map<string, Entry>>();
  /** `subscriber|holder` → until when a renewal answers `stopped`. */
  private readonly stopped = new Map<string, number>();

  async take(subscriberId: string, lease: HeldLease, options: TakeOptions): Promise<TakeResult> {
    const held = this.live(subscriberId, options.now);
    const key = `${subscriberId}|${lease.holder}`;
    if (!held.has(lease.holder)) {
      if (options.start) this.stopped.delete(key);
      else if ((this.stopped.get(key) ?? 0) > options.now) return { taken: false, reason: 'stopped' };
      if (held.size >= options.limit) {
        return {
          taken: false,
          reason: 'full',
          held: [...held].map(([holder, entry]) => heldLease(holder, entry)),
        };
      }
    }
    held.set(lease.holder, { kind: lease.kind, id: lease.id, expiresAt: options.now + options.ttlMs });
    this.leases.set(subscriberId, held);
    return { taken: true };
  }

  async release(subscriberId: string, holder: string, target: LeaseTarget | undefined): Promise<void> {
    const held = this.leases.get(subscriberId);
    const entry = held?.get(holder);
    if (!held || !entry) return;
    if (target && (entry.kind !== target.kind || entry.id !== target.id)) return;
    held.delete(holder);
    if (held.size === 0) this.leases.delete(subscriberId);
  }

  async stop(subscriberId: string, holder: string, now: number, stoppedMs: number): Promise<boolean> {
    const held = this.live(subscriberId, now);
    const ended = held.delete(holder);
    if (held.size === 0) this.leases.delete(subscriberId);
    for (const [key, until] of this.stopped) if (until <= now) this.stopped.delete(key);
    this.stopped.set(`${subscriberId}|${holder}`, now + stoppedMs);
    return ended;
  }

  async list(subscriberId: string, now: number): Promise<HeldLease[]> {
    return [...this.live(subscriberId, now)].map(([holder, entry]) => heldLease(holder, entry));
  }

  async countLive(now: number): Promise<number> {
    let count = 0;
    for (const held of this.leases.values())
      for (const entry of held.values()) if (entry.expiresAt > now) count++;
    return count;
  }

  /** The subscriber's leases, the expired ones dropped. */
  private live(subscriberId: string, now: number): Map<string, Entry> {
    const held = this.leases.get(subscriberId) ?? new Map<string, Entry>();
    for (const [holder, entry] of held) if (entry.expiresAt <= now) held.delete(holder);
    if (held.size === 0) this.leases.delete(subscriberId);
    return held;
  }
}

function heldLease(holder: string, entry: Entry): HeldLease {
  return { holder, kind: entry.kind, id: entry.id };
}
