import type { DataUse, QualityCost } from '@glotv/contracts/data-use';
import type { Db } from '../../db/database.ts';
import type { MeterKey } from '../media/public.ts';
import { dataUseRepository } from './data-use.repository.ts';
import { DataUseTally, type UseDelta } from './data-use-tally.ts';
import { lagosDay } from './lagos-day.ts';

const BYTES_PER_MB = 1_000_000;
const LADDER = ['data_saver', 'standard', 'high', 'higher', 'best'] as const;
/** The ladder changes only when a title is encoded: its costs are worked out at most once a minute. */
const COSTS_FRESH_MS = 60_000;

/**
 * Counts the bytes the media servers sent under subscribers' signed addresses (the Node media route as it
 * writes them, nginx through its meter log), adds them up in memory and writes the sums every few seconds:
 * one row per subscriber per day and one per viewing. Answers a subscriber's use with what is not written yet.
 */
export class DataUseService {
  private readonly tally = new DataUseTally();
  private costs: { at: number; list: QualityCost[] } | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  count(meter: MeterKey, bytes: number, at: Date = this.clock()): void {
    this.tally.add(meter, bytes, at);
  }

  /** Writes what was counted since the last flush; one flush at a time, a failed one kept for the next. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      const deltas = this.tally.take();
      try {
        await dataUseRepository.add(this.db, deltas);
      } catch (error) {
        this.tally.putBack(deltas);
        throw error;
      }
    });
    return this.flushing;
  }

  async useOf(subscriberId: string, viewingId?: string, translation: 'gb' | 'pt' = 'gb'): Promise<DataUse> {
    const now = this.clock();
    const today = lagosDay(now);
    const pending = this.tally.pendingOf(subscriberId);
    const [todayStored, current, viewingStored, quality_costs] = await Promise.all([
      dataUseRepository.bytesBetween(this.db, subscriberId, today, today),
      dataUseRepository.currentPackage(this.db, subscriberId, now),
      viewingId ? dataUseRepository.viewingBytes(this.db, subscriberId, viewingId) : Promise.resolve(0),
      this.qualityCosts(),
    ]);
    const pendingSum = (keep: (delta: UseDelta) => boolean) =>
      pending.filter(keep).reduce((sum, delta) => sum + delta.bytes, 0);
    let pkg: DataUse['package'] = null;
    if (current) {
      const from = lagosDay(current.startsAt);
      const used = await dataUseRepository.bytesBetween(this.db, subscriberId, from, today);
      pkg = {
        title: translation === 'pt' && current.titlePt ? current.titlePt : current.title,
        starts_at: current.startsAt.toISOString(),
        ends_at: current.endsAt.toISOString(),
        used_bytes: used + pendingSum((delta) => delta.day >= from),
        allowance_bytes: current.allowanceMb === null ? null : current.allowanceMb * BYTES_PER_MB,
      };
    }
    return {
      today_bytes: todayStored + pendingSum((delta) => delta.day === today),
      package: pkg,
      viewing: viewingId
        ? { id: viewingId, bytes: viewingStored + pendingSum((delta) => delta.viewingId === viewingId) }
        : null,
      quality_costs,
    };
  }

  /** Sets today's count outright (development fixture). */
  async setToday(subscriberId: string, bytes: number): Promise<void> {
    await this.flush();
    await dataUseRepository.setDay(this.db, subscriberId, lagosDay(this.clock()), bytes);
  }

  private async qualityCosts(): Promise<QualityCost[]> {
    const now = Date.now();
    if (this.costs && now - this.costs.at < COSTS_FRESH_MS) return this.costs.list;
    const rates = await dataUseRepository.qualityBitRates(this.db);
    const list = LADDER.flatMap((quality) => {
      const rate = rates.find((row) => row.quality === quality);
      return rate ? [{ quality, megabytes_per_hour: megabytesPerHour(rate.bitsPerSecond) }] : [];
    });
    this.costs = { at: now, list };
    return list;
  }
}

/** A bit rate as megabytes an hour of playing costs, rounded up. */
export function megabytesPerHour(bitsPerSecond: number): number {
  return Math.ceil((bitsPerSecond * 3600) / 8 / BYTES_PER_MB);
}
