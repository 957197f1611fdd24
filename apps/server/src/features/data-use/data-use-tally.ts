import type { MeterKey } from '../media/public.ts';
import { lagosDay } from './lagos-day.ts';

/** Bytes sent under one viewing on one day, added up since the last flush. */
export interface UseDelta {
  subscriberId: string;
  viewingId: string;
  day: string;
  bytes: number;
  lastAt: Date;
}

/**
 * The bytes counted since the last flush, added up per subscriber, viewing and day: a title's hundreds of
 * segments become one number, written once per flush. Taking the tally empties it; a failed write puts it back.
 */
export class DataUseTally {
  private deltas = new Map<string, UseDelta>();

  add(meter: MeterKey, bytes: number, at: Date): void {
    if (!(bytes > 0)) return;
    const day = lagosDay(at);
    const key = `${meter.subscriberId}/${meter.viewingId}/${day}`;
    const delta = this.deltas.get(key);
    if (delta) {
      delta.bytes += bytes;
      delta.lastAt = at;
    } else {
      this.deltas.set(key, { ...meter, day, bytes, lastAt: at });
    }
  }

  take(): UseDelta[] {
    const taken = [...this.deltas.values()];
    this.deltas = new Map();
    return taken;
  }

  putBack(deltas: readonly UseDelta[]): void {
    for (const delta of deltas) {
      this.add(delta, delta.bytes, delta.lastAt);
    }
  }

  /** What is not written yet for one subscriber, so that an answer read before the flush is not behind. */
  pendingOf(subscriberId: string): UseDelta[] {
    return [...this.deltas.values()].filter((delta) => delta.subscriberId === subscriberId);
  }

  get size(): number {
    return this.deltas.size;
  }
}
