import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UsageLogWriter } from './usage-log.writer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The player's usage logs, written in bulk (flush() writes what waits now). */
    usageLogs: UsageLogWriter;
  }
}

/** The usage-log writer, flushed when the app closes (before the database is). */
export const usagePlugin = fp(
  async (app: FastifyInstance) => {
    const writer = new UsageLogWriter(app.db, app.log);
    app.decorate('usageLogs', writer);
    app.addHook('preClose', async () => {
      await writer.close();
    });
    app.addHook('onClose', async () => {
      await writer.close();
    });
  },
  { name: 'usage', dependencies: ['db'] },
);
