import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** Every instance listens here; a message means "drop your catalog cache". */
export const CATALOG_INVALIDATION_CHANNEL = 'glotv:catalog:invalidate';

export function publishCatalogInvalidation(redis: Redis): () => Promise<void> {
  return async () => {
    await redis.publish(CATALOG_INVALIDATION_CHANNEL, String(Date.now()));
  };
}

/**
 * Subscribes on a connection of its own (a subscribed Redis connection can do nothing else) and calls
 * `onInvalidate` for every message. Answers the function that closes that connection.
 */
export async function subscribeToCatalogInvalidation(
  redis: Redis,
  onInvalidate: () => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const subscriber = redis.duplicate({ lazyConnect: true });
  subscriber.on('error', (error) => log.warn({ err: error }, 'catalog invalidation subscriber error'));
  subscriber.on('message', (channel: string) => {
    if (channel === CATALOG_INVALIDATION_CHANNEL) onInvalidate();
  });
  await subscriber.connect();
  await subscriber.subscribe(CATALOG_INVALIDATION_CHANNEL);
  return async () => {
    await subscriber.quit().catch(() => subscriber.disconnect());
  };
}
