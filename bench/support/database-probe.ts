import pg from 'pg';
import { cpuSecondsBetween, cpuSnapshot } from './process-cpu.ts';

/** What one database did between two snapshots, from PostgreSQL's own statistics. */
export interface DatabaseWork {
  /** Committed transactions: each statement the portal sends outside a transaction is one. */
  transactions: number;
  /** Rows read by scans and by index look-ups. */
  rowsRead: number;
  /** CPU seconds of the server processes serving this database's connections (found in /proc). */
  cpuSeconds: number;
}

interface Snapshot {
  transactions: number;
  rowsRead: number;
  cpu: Map<number, number>;
}

/**
 * Reads a PostgreSQL database's counters (pg_stat_database) and the CPU time of its server processes. The
 * counters are flushed by each server process at most once a second while busy and within 10 s once idle, so a
 * difference is only whole when read after the portal has been idle that long (see `measureHotCall`).
 */
export class DatabaseProbe {
  readonly #pool: pg.Pool;
  readonly #name: string;

  constructor(url: string) {
    this.#pool = new pg.Pool({ connectionString: url, max: 1 });
    // An idle connection ended by the server (a restart, a forced drop) must not end the bench; the next read
    // opens another.
    this.#pool.on('error', () => {});
    this.#name = new URL(url).pathname.slice(1);
  }

  async snapshot(): Promise<Snapshot> {
    const counters = await this.#pool.query<{ transactions: string; rows_read: string }>(
      `select xact_commit as transactions, tup_returned + tup_fetched as rows_read
       from pg_stat_database where datname = $1`,
      [this.#name],
    );
    const backends = await this.#pool.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [this.#name],
    );
    const row = counters.rows[0];
    return {
      transactions: Number(row?.transactions ?? 0),
      rowsRead: Number(row?.rows_read ?? 0),
      cpu: cpuSnapshot(backends.rows.map((backend) => backend.pid)),
    };
  }

  /** CPU of the server processes that exist now, as a snapshot's `cpu` for `workBetween`. */
  async cpuNow(): Promise<Map<number, number>> {
    return (await this.snapshot()).cpu;
  }

  /**
   * The work between `before` and `after` (counters) and between `before` and `cpuAfter` (CPU, read as the
   * load ends, before idle connections close). The probe's own two reads are taken off.
   */
  workBetween(before: Snapshot, after: Snapshot, cpuAfter: Map<number, number>): DatabaseWork {
    return {
      transactions: Math.max(0, after.transactions - before.transactions - 2),
      rowsRead: Math.max(0, after.rowsRead - before.rowsRead),
      cpuSeconds: cpuSecondsBetween(before.cpu, cpuAfter),
    };
  }

  async sizeBytes(): Promise<number> {
    const result = await this.#pool.query<{ bytes: string }>('select pg_database_size($1) as bytes', [
      this.#name,
    ]);
    return Number(result.rows[0]?.bytes ?? 0);
  }

  close(): Promise<void> {
    return this.#pool.end();
  }
}
