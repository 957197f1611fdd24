import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { publisherOn, subscribeTo } from '../../plugins/redis-broadcast.ts';
import { entitlementsCacheOf } from './entitlements-cache.ts';

/** Every instance listens here; a message is the id of a subscriber whose packages changed. */
export const ENTITLEMENTS_CHANGED_CHANNEL = 'glotv:entitlements:changed';

/**
 * With Redis: a purchase or a grant on this instance is told to the others, and theirs heard here, so each
 * forgets that subscriber's packages at once. A lost message costs at most the cache's time to live.
 */
export async function listenForEntitlementChanges(app: FastifyInstance, redis: Redis): Promise<void> {
  const cache = entitlementsCacheOf(app.db);
  const publish = publisherOn(redis, ENTITLEMENTS_CHANGED_CHANNEL);
  const ours = (subscriberId: string) =>
    publish(subscriberId).catch((error: unknown) =>
      app.log.warn({ err: error }, 'entitlements change not published'),
    );
  cache.publish = ours;
  const unsubscribe = await subscribeTo(
    redis,
    ENTITLEMENTS_CHANGED_CHANNEL,
    (subscriberId) => cache.forgetLocal(subscriberId),
    app.log,
  );
  app.addHook('onClose', async () => {
    if (cache.publish === ours) cache.publish = undefined;
    await unsubscribe();
  });
}
