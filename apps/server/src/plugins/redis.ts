import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when REDIS_URL is set: the shared store that makes several instances behave as one. */
    redis: Redis | null;
  }
}

export const redisPlugin = fp(
  async (app: FastifyInstance) => {
    const url = app.config.redisUrl;
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    const redis = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 2,
      enableOfflineQueue: true,
      // Commands issued in the same tick (one per concurrent request on a hot call) leave in one write.
      enableAutoPipelining: true,
    });
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis connection error'));
    await redis.connect();
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis', dependencies: ['config'] },
);

/** What ioredis rejects a command with when Redis cannot be reached, or stopped answering mid-command. */
const unreachableRedisMessages = [
  'Reached the max retries per request limit',
  'Command aborted due to connection close',
  'Connection is closed.',
  'enableOfflineQueue options is false',
];

/**
 * Whether an error is a Redis command given up on because Redis cannot be reached. The per-address limits
 * live in Redis: a limited route must then be refused, not let through, and the honest answer is a 503.
 */
export function isRedisUnreachable(error: Error): boolean {
  return unreachableRedisMessages.some((message) => error.message.includes(message));
}
