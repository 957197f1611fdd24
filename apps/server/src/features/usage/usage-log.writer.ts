import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { insertUsageLogs, type UsageLogEntry } from './usage-log.repository.ts';
import { coarserMinutes, minutesByDay, type StreamedMinutes } from './usage-minutes.ts';

export interface UsageLogWriterOptions {
  /** Flush this long after the first log waiting (ms). */
  flushAfterMs?: number;
  /** Flush at once when this many logs wait. */
  maxRows?: number;
  /** Logs kept for the next try when the database refuses a flush; beyond it the oldest are dropped. */
  maxHeldRows?: number;
}

/** A log as it waits: the moment it arrived is its time, not the moment it was flushed. */
type WaitingLog = UsageLogEntry & { created_at: Date };

/**
 * The usage logs the player sends, written in bulk: each POST only adds its log to this buffer, and one
 * multi-row insert (with the day's streaming minutes it adds, in the same transaction) writes them every
 * `flushAfterMs` or `maxRows` logs. Closing flushes what waits, so a clean shutdown loses nothing; a crash
 * loses the logs of the last `flushAfterMs` at most (they were answered 'ok' already).
 */
export class UsageLogWriter {
  private waiting: WaitingLog[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private readonly flushAfterMs: number;
  private readonly maxRows: number;
  private readonly maxHeldRows: number;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: UsageLogWriterOptions = {},
  ) {
    this.flushAfterMs = options.flushAfterMs ?? 250;
    this.maxRows = options.maxRows ?? 500;
    this.maxHeldRows = options.maxHeldRows ?? 50_000;
  }

  add(entry: UsageLogEntry, at = new Date()): void {
    this.waiting.push({ ...entry, created_at: at });
    if (this.waiting.length >= this.maxRows) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushAfterMs);
  }

  /** Writes every log waiting now; resolves once they (and any flush before) are stored or given up. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.waiting;
    this.waiting = [];
    // One write at a time, in order: a day's minutes are added in the order the logs came.
    this.writing = this.writing.then(() => (batch.length > 0 ? this.write(batch) : undefined));
    return this.writing;
  }

  private async write(batch: WaitingLog[]): Promise<void> {
    try {
      await this.db.transaction().execute(async (trx) => {
        await insertUsageLogs(trx, batch);
        await addMinutes(trx, minutesByDay(batch));
      });
    } catch (error) {
      const held = [...batch, ...this.waiting];
      const dropped = Math.max(0, held.length - this.maxHeldRows);
      this.waiting = held.slice(dropped);
      this.log.error(
        { err: error, rows: batch.length, dropped },
        'usage logs not written; kept for the next flush',
      );
      this.timer ??= setTimeout(() => void this.flush(), this.flushAfterMs * 4);
    }
  }

  /** Stops the timer and writes what waits. */
  async close(): Promise<void> {
    await this.flush();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

/** Adds the batch's minutes to the daily, weekly and per-day roll-ups and its names, each in key order. */
async function addMinutes(db: Db, minutes: StreamedMinutes[]): Promise<void> {
  if (minutes.length === 0) return;
  const { weekly, dayTotals, names } = coarserMinutes(minutes);
  await db
    .insertInto('usage_minutes_daily')
    .values(minutes)
    .onConflict((conflict) =>
      conflict.columns(['day', 'kind', 'content_uid']).doUpdateSet({
        minutes: sql`usage_minutes_daily.minutes + excluded.minutes`,
        content_name: sql`excluded.content_name`,
      }),
    )
    .execute();
  await db
    .insertInto('usage_minutes_weekly')
    .values(weekly)
    .onConflict((conflict) =>
      conflict.columns(['week', 'kind', 'content_uid']).doUpdateSet({
        minutes: sql`usage_minutes_weekly.minutes + excluded.minutes`,
      }),
    )
    .execute();
  await db
    .insertInto('usage_minutes_day_totals')
    .values(dayTotals)
    .onConflict((conflict) =>
      conflict.columns(['day', 'kind']).doUpdateSet({
        minutes: sql`usage_minutes_day_totals.minutes + excluded.minutes`,
      }),
    )
    .execute();
  // A name is rewritten only when it changed: most batches leave these rows alone.
  await db
    .insertInto('usage_content_names')
    .values(names)
    .onConflict((conflict) =>
      conflict
        .columns(['kind', 'content_uid'])
        .doUpdateSet({ content_name: sql`excluded.content_name` })
        .where(sql`usage_content_names.content_name`, 'is distinct from', sql`excluded.content_name`),
    )
    .execute();
}
