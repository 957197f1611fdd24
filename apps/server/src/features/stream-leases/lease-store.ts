import type { LeaseTarget } from '@glotv/contracts/stream-leases';

/** A live lease: which device (or session) holds it and what it plays. */
export interface HeldLease extends LeaseTarget {
  holder: string;
}

export type TakeResult =
  | { taken: true }
  /** The subscriber already holds `limit` leases on other devices: these. */
  | { taken: false; reason: 'full'; held: HeldLease[] }
  /** This holder's lease was ended from another device, and this is a renewal, not a new start. */
  | { taken: false; reason: 'stopped' };

export interface TakeOptions {
  /** The caller's clock, in ms: leases whose expiry is at or before it are gone. */
  now: number;
  /** The lease runs until `now + ttlMs` unless renewed. */
  ttlMs: number;
  limit: number;
  /**
   * Playback is starting: a holder stopped from another device may take a lease again. A renewal (false)
   * by such a holder is refused with `stopped`.
   */
  start: boolean;
}

/**
 * Where leases live: one store for every instance (Redis), or this process (a single instance). Each call is
 * atomic: two devices racing for the last place never both get it.
 */
export interface LeaseStore {
  /** Takes or renews `holder`'s lease (one per holder: a new title replaces its old one). */
  take(subscriberId: string, lease: HeldLease, options: TakeOptions): Promise<TakeResult>;
  /** Ends `holder`'s lease, only if it still plays `target` when one is named (a later title keeps it). */
  release(subscriberId: string, holder: string, target: LeaseTarget | undefined): Promise<void>;
  /**
   * Ends `holder`'s lease from another device: its next renewal within `stoppedMs` answers `stopped`. True
   * when it held one.
   */
  stop(subscriberId: string, holder: string, now: number, stoppedMs: number): Promise<boolean>;
  /** The live leases of one subscriber. */
  list(subscriberId: string, now: number): Promise<HeldLease[]>;
  /** Live leases of every subscriber: the streams playing now. */
  countLive(now: number): Promise<number>;
}

/** A lease's target as one string (what Redis keeps), and back. */
export function encodeTarget(target: LeaseTarget): string {
  return `${target.kind}|${target.id}`;
}

export function decodeTarget(value: string): LeaseTarget | undefined {
  const [kind, id] = value.split('|');
  if ((kind === 'movie' || kind === 'episode' || kind === 'channel') && id) return { kind, id };
  return undefined;
}
