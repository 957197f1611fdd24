import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from '../../db/database.ts';
import { isPglite, jobSchemaFor, pgBossDb } from './pg-boss-db.ts';

/** Why a running job's signal was aborted. */
export type JobStopReason = 'cancelled' | 'shutdown' | 'lease-lost';

export interface JobContext {
  jobId: string;
  /** Aborted when the job is cancelled, the process shuts down, or another process took the job over. */
  signal: AbortSignal;
  /** 1 on the first run; a job handed out again after a crash or a shutdown runs with 2, 3, … */
  attempt: number;
  /** True when a failure now is final: pg-boss will not hand the job out again. */
  lastAttempt: boolean;
}

export type JobHandler<T> = (data: T, context: JobContext) => Promise<void>;

export interface QueueDefinition<T> {
  handler: JobHandler<T>;
  /** Runs after a crash or a shutdown before the work is given up; 5 by default. */
  retryLimit?: number;
  /** Seconds before a job handed out again starts; 2 by default. */
  retryDelaySeconds?: number;
  /** Called when the queue gives a job up for good without its handler having said so (a process died on its last attempt). */
  onGivenUp?: (data: T, jobId: string) => Promise<void>;
}

export interface JobQueueOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** A running job's lease is renewed this often… */
  heartbeatMs?: number;
  /** …and a lease not renewed for this long belongs to a process that died: its job runs again. */
  staleAfterMs?: number;
  pollSeconds?: number;
  /**
   * Whether this process is the only one on the database, so that at start every job still marked running
   * belonged to its previous life. By default: exactly when the database is an in-process PGlite.
   */
  soleProcess?: boolean;
}

/** The longest any job may run before pg-boss itself calls it failed: our leases decide much sooner. */
const EXPIRE_SECONDS = 23 * 3600;

/**
 * Durable background jobs on the app's database (decision record 021): pg-boss keeps the queue, hands each
 * job to exactly one worker across every instance (`FOR UPDATE SKIP LOCKED`), and retries it; this class adds
 * what pg-boss 10 lacks, a lease renewed while a job runs, so that a job whose process was killed (SIGKILL, a
 * power cut) runs again as soon as its lease goes stale instead of after the queue's expiry of hours.
 * Handlers must be idempotent: a job can run again after its work was partly or even wholly done.
 */
export class JobQueue {
  readonly workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly definitions = new Map<string, QueueDefinition<never>>();
  private readonly running = new Map<string, AbortController>();
  private boss: Promise<PgBoss> | undefined;
  private schema = 'pgboss';
  private sweeper: NodeJS.Timeout | undefined;
  private working = false;
  private stopped = false;
  private readonly heartbeatMs: number;
  private readonly staleAfterMs: number;
  private readonly pollSeconds: number;

  constructor(private readonly options: JobQueueOptions) {
    this.staleAfterMs = options.staleAfterMs ?? 60_000;
    this.heartbeatMs = options.heartbeatMs ?? Math.max(500, Math.floor(this.staleAfterMs / 6));
    this.pollSeconds = options.pollSeconds ?? 2;
  }

  /** Declares a queue and its handler; before `start`. */
  define<T>(name: string, definition: QueueDefinition<T>): void {
    this.definitions.set(name, definition as QueueDefinition<never>);
  }

  /** Opens the queue (creating pg-boss's tables on first use) without running any job. */
  private open(): Promise<PgBoss> {
    this.boss ??= (async () => {
      this.schema = await jobSchemaFor(this.options.db);
      const boss = new PgBoss({
        db: pgBossDb(this.options.db),
        schema: this.schema,
        schedule: false,
        supervise: true,
        migrate: true,
      } as PgBoss.ConstructorOptions);
      boss.on('error', (error) => this.options.log.error({ err: error }, 'job queue error'));
      try {
        await boss.start();
        for (const [name, definition] of this.definitions) {
          await boss.createQueue(name, {
            name,
            retryLimit: definition.retryLimit ?? 5,
            retryDelay: definition.retryDelaySeconds ?? 2,
            expireInSeconds: EXPIRE_SECONDS,
          });
        }
      } catch (error) {
        await boss.stop({ graceful: false, close: false }).catch(() => {});
        throw error;
      }
      return boss;
    })();
    // A failed opening (the database away for a moment) is tried again by the next call, not kept.
    this.boss.catch(() => {
      this.boss = undefined;
    });
    return this.boss;
  }

  /** Runs the jobs of every defined queue in this process, one at a time per queue, and watches for dead workers. */
  async start(): Promise<void> {
    if (this.working || this.stopped) return;
    this.working = true;
    const boss = await this.openWithRetries().catch((error: unknown) => {
      this.working = false;
      throw error;
    });
    // No other process can open this PGlite database: every job still marked running belonged to this
    // process's previous life and runs again at once, without waiting for its lease to go stale.
    if (this.options.soleProcess ?? (await isPglite(this.options.db))) await this.rescue(true);
    for (const name of this.definitions.keys()) {
      await boss.work<unknown>(
        name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: this.pollSeconds },
        async ([job]) => {
          if (job) await this.run(name, job);
        },
      );
    }
    this.sweeper = setInterval(() => {
      this.rescue(false).catch((error: unknown) =>
        this.options.log.warn({ err: error }, 'job queue: looking for stale jobs failed'),
      );
    }, this.heartbeatMs * 2);
    this.sweeper.unref();
  }

  /**
   * Instances starting together on one fresh database create pg-boss's tables and queues at the same moment,
   * and PostgreSQL may end one of them as a deadlock: that instance tries again a moment later.
   */
  private async openWithRetries(attempts = 5): Promise<PgBoss> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.open();
      } catch (error) {
        if (this.stopped || attempt >= attempts) throw error;
        this.options.log.warn({ err: error, attempt }, 'job queue: opening failed, trying again');
        await new Promise((resolve) => setTimeout(resolve, attempt * 400 + Math.random() * 400));
      }
    }
  }

  /** Queues a job; answers its id. Works before `start` (an instance that only serves requests). */
  async send<T extends object>(name: string, data: T): Promise<string> {
    if (!this.definitions.has(name)) throw new Error(`No job queue named ${name}`);
    const id = await (await this.open()).send(name, data);
    if (!id) throw new Error(`The job queue ${name} refused a job`);
    return id;
  }

  /**
   * Cancels a job: one not started never starts, and one running (here or in another instance) sees its
   * signal aborted with reason 'cancelled' at its next heartbeat.
   */
  async cancel(name: string, jobId: string): Promise<void> {
    await (await this.open()).cancel(name, jobId);
    this.running.get(jobId)?.abort('cancelled' satisfies JobStopReason);
  }

  /** pg-boss's own state of a job, or undefined when it is unknown. */
  async stateOf(name: string, jobId: string): Promise<string | undefined> {
    const job = await (await this.open()).getJobById(name, jobId);
    return job?.state;
  }

  /**
   * Stops taking jobs and aborts those running with reason 'shutdown'; each is handed out again (here after a
   * restart, or at once to another instance).
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.sweeper) clearInterval(this.sweeper);
    for (const controller of this.running.values()) controller.abort('shutdown' satisfies JobStopReason);
    if (!this.boss) return;
    const boss = await this.boss.catch(() => undefined);
    await boss?.stop({ graceful: true, wait: true, close: false, timeout: 20_000 });
  }

  private async run(name: string, job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    const definition = this.definitions.get(name) as QueueDefinition<unknown>;
    const controller = new AbortController();
    this.running.set(job.id, controller);
    await this.options.db
      .insertInto('job_leases')
      .values({ job_id: job.id, queue: name, worker_id: this.workerId, beat_at: new Date() })
      .onConflict((conflict) =>
        conflict.column('job_id').doUpdateSet({ worker_id: this.workerId, beat_at: new Date() }),
      )
      .execute();
    const heartbeat = setInterval(() => {
      this.beat(name, job.id, controller).catch((error: unknown) =>
        this.options.log.warn({ err: error, jobId: job.id }, 'job queue: heartbeat failed'),
      );
    }, this.heartbeatMs);
    try {
      await definition.handler(job.data, {
        jobId: job.id,
        signal: controller.signal,
        attempt: job.retryCount + 1,
        lastAttempt: job.retryCount >= job.retryLimit,
      });
    } finally {
      clearInterval(heartbeat);
      this.running.delete(job.id);
      await this.options.db
        .deleteFrom('job_leases')
        .where('job_id', '=', job.id)
        .where('worker_id', '=', this.workerId)
        .execute()
        .catch(() => undefined);
    }
  }

  /** Renews this worker's lease; aborts the job when it was cancelled or another worker took it over. */
  private async beat(name: string, jobId: string, controller: AbortController): Promise<void> {
    if (controller.signal.aborted) return;
    const renewed = await this.options.db
      .updateTable('job_leases')
      .set({ beat_at: new Date() })
      .where('job_id', '=', jobId)
      .where('worker_id', '=', this.workerId)
      .executeTakeFirst();
    if (renewed.numUpdatedRows === 0n) return controller.abort('lease-lost' satisfies JobStopReason);
    if ((await this.stateOf(name, jobId)) === 'cancelled')
      controller.abort('cancelled' satisfies JobStopReason);
  }

  /**
   * Hands out again the jobs marked active whose worker stopped renewing its lease (or never took one). The
   * lease row decides between instances sweeping at once: only the one whose upsert succeeds fails the job
   * back to pg-boss, which retries it after its delay, or gives it up when its retries are spent.
   */
  private async rescue(everyActive: boolean): Promise<void> {
    const names = [...this.definitions.keys()];
    if (names.length === 0) return;
    const staleSeconds = everyActive ? 0 : this.staleAfterMs / 1000;
    const { rows } = await sql<{ id: string; name: string }>`
      select j.id, j.name from ${sql.table(`${this.schema}.job`)} j
      where j.state = 'active' and j.name in (${sql.join(names)})
        and j.started_on < now() - make_interval(secs => ${staleSeconds})
        and not exists (
          select 1 from job_leases l
          where l.job_id = j.id and l.beat_at >= now() - make_interval(secs => ${staleSeconds})
        )`.execute(this.options.db);
    const boss = await this.open();
    for (const row of rows) {
      if (this.running.has(row.id)) continue;
      const rescuer = `rescuer:${this.workerId}`;
      const won = await sql<{ job_id: string }>`
        insert into job_leases (job_id, queue, worker_id, beat_at) values (${row.id}, ${row.name}, ${rescuer}, now())
        on conflict (job_id) do update set worker_id = excluded.worker_id, beat_at = now()
        where job_leases.beat_at < now() - make_interval(secs => ${staleSeconds}) or ${everyActive}
        returning job_id`.execute(this.options.db);
      if (won.rows.length === 0) continue;
      await boss.fail(row.name, row.id, { message: 'the process running this job stopped' });
      this.options.log.warn({ jobId: row.id, queue: row.name }, 'job queue: a dead worker’s job runs again');
      const after = await boss.getJobById(row.name, row.id);
      if (after?.state === 'failed') {
        const definition = this.definitions.get(row.name) as QueueDefinition<unknown>;
        await definition.onGivenUp?.(after.data, row.id);
      }
    }
  }
}
