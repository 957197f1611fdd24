import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobQueue } from './job-queue.ts';

export type { JobContext, JobHandler, JobStopReason, QueueDefinition } from './job-queue.ts';
export { JobQueue } from './job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable background jobs: features define their queues while registering, and send jobs. */
    jobs: JobQueue;
  }
}

/**
 * `app.jobs`: the durable job queue. Its workers start once the server listens (an app only injected into, as
 * most tests build it, queues jobs without running them until `app.jobs.start()`), and stop before the
 * database closes, handing their running jobs back to the queue.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const queue = new JobQueue({
      db: app.db,
      log: app.log,
      staleAfterMs: app.config.jobsStaleAfterMs,
    });
    app.decorate('jobs', queue);
    app.addHook('onListen', async () => {
      queue.start().catch((error: unknown) => app.log.error({ err: error }, 'job queue failed to start'));
    });
    app.addHook('preClose', async () => {
      await queue.stop();
    });
  },
  { name: 'jobs', dependencies: ['config', 'db'] },
);
