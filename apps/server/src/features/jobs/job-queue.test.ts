import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { type JobContext, JobQueue } from './job-queue.ts';
import { jobSchemaFor } from './pg-boss-db.ts';

const log = pino({ level: 'silent' });
let database: TestDatabase;
const queues: JobQueue[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await database.destroy();
});

function newQueue(
  name: string,
  handler: (data: { n: number }, context: JobContext) => Promise<void>,
  soleProcess = false,
) {
  // Several queues share one database here, as instances do: none may take the others' running jobs at start.
  const queue = new JobQueue({ db: database.db, log, staleAfterMs: 2000, pollSeconds: 0.5, soleProcess });
  queue.define<{ n: number }>(name, { handler, retryDelaySeconds: 0 });
  queues.push(queue);
  return queue;
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe(`durable jobs on ${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('runs each job exactly once when two workers share the queue', async () => {
    const runs: string[] = [];
    const handler = (worker: string) => async (data: { n: number }) => {
      runs.push(`${worker}:${data.n}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const first = newQueue('count', handler('a'));
    const second = newQueue('count', handler('b'));
    const ids = [];
    for (let n = 0; n < 8; n += 1) ids.push(await first.send('count', { n }));
    await Promise.all([first.start(), second.start()]);
    await until(() => runs.length >= 8);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const numbers = runs.map((run) => Number(run.split(':')[1])).sort((a, b) => a - b);
    expect(numbers).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (const id of ids) expect(await first.stateOf('count', id)).toBe('completed');
    const leases = await database.db.selectFrom('job_leases').selectAll().execute();
    expect(leases).toEqual([]);
    await first.stop();
    await second.stop();
  });

  it('starts the workers of every instance opening a fresh database at once', async () => {
    const fresh = await createTestDatabase();
    const started: JobQueue[] = [];
    try {
      const done: number[] = [];
      for (let worker = 0; worker < 3; worker++) {
        const queue = new JobQueue({ db: fresh.db, log, staleAfterMs: 2000, pollSeconds: 0.5 });
        queue.define<{ n: number }>('together', {
          handler: async (data) => {
            done.push(data.n);
          },
        });
        started.push(queue);
      }
      await Promise.all(started.map((queue) => queue.start()));
      for (let n = 0; n < 3; n++) await started[n]!.send('together', { n });
      await until(() => done.length === 3);
      expect(done.sort()).toEqual([0, 1, 2]);
    } finally {
      for (const queue of started) await queue.stop();
      await fresh.destroy();
    }
  });

  it('runs again a job whose process died while running it, as its next attempt', async () => {
    const attempts: number[] = [];
    const sender = newQueue('revive', async () => {});
    const id = await sender.send('revive', { n: 1 });
    // What a SIGKILL leaves: the job marked active by a worker that holds a lease it no longer renews.
    const schema = await jobSchemaFor(database.db);
    await sql`update ${sql.table(`${schema}.job`)} set state = 'active', started_on = now() - interval '1 minute'
      where id = ${id}`.execute(database.db);
    await database.db
      .insertInto('job_leases')
      .values({ job_id: id, queue: 'revive', worker_id: 'dead:1', beat_at: new Date(Date.now() - 60_000) })
      .execute();
    const survivor = newQueue('revive', async (_data, context) => {
      attempts.push(context.attempt);
    });
    await survivor.start();
    await until(() => attempts.length > 0);
    expect(attempts).toEqual([2]);
    await until(async () => (await survivor.stateOf('revive', id)) === 'completed');
    await survivor.stop();
  });

  it('leaves alone a job whose worker still renews its lease', async () => {
    let release!: () => void;
    const holding = new Promise<void>((resolve) => {
      release = resolve;
    });
    const runs: number[] = [];
    const busy = newQueue('busy', async (data) => {
      runs.push(data.n);
      await holding;
    });
    const id = await busy.send('busy', { n: 1 });
    await busy.start();
    await until(() => runs.length === 1);
    const watcher = newQueue('busy', async (data) => {
      runs.push(data.n);
    });
    await watcher.start();
    // Longer than the lease's staleness: the watcher would take the job over if the heartbeat were missing.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(runs).toEqual([1]);
    release();
    await until(async () => (await busy.stateOf('busy', id)) === 'completed');
    await busy.stop();
    await watcher.stop();
  });

  it('aborts a running job that is cancelled, with the reason', async () => {
    let reason: unknown;
    const queue = newQueue('cancel', async (_data, context) => {
      await new Promise<void>((resolve) => {
        context.signal.addEventListener('abort', () => resolve());
      });
      reason = context.signal.reason;
    });
    const id = await queue.send('cancel', { n: 1 });
    await queue.start();
    await until(async () => (await queue.stateOf('cancel', id)) === 'active');
    await queue.cancel('cancel', id);
    await until(() => reason !== undefined);
    expect(reason).toBe('cancelled');
    expect(await queue.stateOf('cancel', id)).toBe('cancelled');
    await queue.stop();
  });
});
