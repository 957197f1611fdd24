import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { publisherOn, subscribeTo } from '../../plugins/redis-broadcast.ts';

/** Every instance listens here; a message means "drop your catalog cache". */
export const CATALOG_INVALIDATION_CHANNEL = 'glotv:catalog:invalidate';

export function publishCatalogInvalidation(redis: Redis): () => Promise<void> {
  const publish = publisherOn(redis, CATALOG_INVALIDATION_CHANNEL);
  return () => publish(String(Date.now()));
}

/** Calls `onInvalidate` for every invalidation any instance publishes; answers the function that stops it. */
export function subscribeToCatalogInvalidation(
  redis: Redis,
  onInvalidate: () => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  return subscribeTo(redis, CATALOG_INVALIDATION_CHANNEL, () => onInvalidate(), log);
}
