import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { epgRepository } from './epg.repository.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Run hourly, so the schedule always reaches at least this minus one hour ahead of the clock. */
export const SCHEDULE_AHEAD_HOURS = 36;

/**
 * Keeps every schedule channel's EPG at least `aheadHours` ahead of `now` by repeating its last day: the
 * programmes of the last 24 hours (the one running across their start cut to it) are copied a day (or,
 * after a long outage, whole days) later, until the schedule reaches far enough. A channel with no programme at all plays its filler and is left
 * alone. Safe to run on several instances at once: a programme already at the same start is kept.
 * Answers how many programmes were added.
 */
export async function extendSchedules(db: Db, now: Date, aheadHours = SCHEDULE_AHEAD_HOURS): Promise<number> {
  let added = 0;
  for (const { id } of await epgRepository.scheduleChannelIds(db)) {
    added += await extendChannel(db, id, now.getTime() + aheadHours * HOUR, now);
  }
  return added;
}

async function extendChannel(db: Db, channelId: number, until: number, now: Date): Promise<number> {
  let added = 0;
  let lastEnd = await epgRepository.lastEnd(db, channelId);
  while (lastEnd && lastEnd.getTime() < until) {
    const behind = now.getTime() - lastEnd.getTime();
    const shift = Math.max(1, Math.ceil(behind / DAY)) * DAY;
    const dayStart = lastEnd.getTime() - DAY;
    const day = await epgRepository.overlapping(db, [channelId], new Date(dayStart), lastEnd);
    if (day.length === 0) break;
    // The programme running across the day's start is repeated from there, so the copy has no gap.
    const copies = day.map((row) => ({
      channel_id: channelId,
      title: row.title,
      description: row.description,
      starts_at: new Date(Math.max(new Date(row.starts_at).getTime(), dayStart) + shift),
      ends_at: new Date(new Date(row.ends_at).getTime() + shift),
      media_asset_id: row.media_asset_id,
      title_pt: row.title_pt,
      description_pt: row.description_pt,
    }));
    await epgRepository.insert(db, copies);
    added += copies.length;
    lastEnd = new Date(lastEnd.getTime() + shift);
  }
  return added;
}

/** Extends the schedules now and every hour until the app closes; a failed run is logged and retried. */
export function scheduleExtension(
  db: Db,
  log: FastifyBaseLogger,
  clock: () => Date,
  /** Told when programmes were added (the guide is kept with the catalog). */
  changed: () => Promise<void> = async () => {},
): { stop(): void; run(): Promise<void> } {
  const run = async () => {
    try {
      const added = await extendSchedules(db, clock());
      if (added > 0) {
        log.info({ added }, 'EPG extended');
        await changed();
      }
    } catch (error) {
      log.error({ err: error }, 'EPG extension failed');
    }
  };
  const timer = setInterval(() => void run(), HOUR);
  timer.unref();
  return { run, stop: () => clearInterval(timer) };
}
