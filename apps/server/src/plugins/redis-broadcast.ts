import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Messages every instance hears through Redis pub/sub: how one instance tells the others to drop what they
 * keep in process (the catalog cache, a revoked session).
 */
export function publisherOn(redis: Redis, channel: string): (message: string) => Promise<void> {
  return async (message) => {
    await redis.publish(channel, message);
  };
}

/**
 * Subscribes on a connection of its own (a subscribed Redis connection can do nothing else) and calls
 * `onMessage` for every message on `channel`. Answers the function that closes that connection.
 */
export async function subscribeTo(
  redis: Redis,
  channel: string,
  onMessage: (message: string) => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const subscriber = redis.duplicate({ lazyConnect: true, enableAutoPipelining: false });
  subscriber.on('error', (error) => log.warn({ err: error, channel }, 'redis subscriber error'));
  subscriber.on('message', (from: string, message: string) => {
    if (from === channel) onMessage(message);
  });
  await subscriber.connect();
  await subscriber.subscribe(channel);
  return async () => {
    await subscriber.quit().catch(() => subscriber.disconnect());
  };
}
