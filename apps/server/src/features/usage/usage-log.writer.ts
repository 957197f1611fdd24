import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { insertUsageLogsAndMinutes, type UsageLogEntry } from './usage-log.repository.ts';
import { minutesRollupsOf } from './usage-minutes.ts';

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
 * statement (the logs' insert and the upserts of the streaming minutes they add, summed here) writes them every
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
      // One statement: the logs and the minutes they add are stored together or not at all.
      await insertUsageLogsAndMinutes(this.db, batch, minutesRollupsOf(batch));
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
