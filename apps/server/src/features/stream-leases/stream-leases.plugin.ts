// Cross-feature: the address calls of `streams` and `live` take a lease through `app.streamLeases`, and the
// devices page's sign-out frees the device's place through it. The limit is the operator's `stream_limit`
// setting, read through `app.settings` (from memory) at each decision; nothing here reaches into another feature.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { LeaseStore } from './lease-store.ts';
import { MemoryLeaseStore } from './memory-lease-store.ts';
import { RedisLeaseStore } from './redis-lease-store.ts';
import { LEASE_SECONDS, STOPPED_SECONDS, StreamLeasesService } from './stream-leases.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Concurrent stream leases: at most the `stream_limit` setting's devices of a subscriber play at once. */
    streamLeases: StreamLeasesService;
  }
}

export interface StreamLeasesPluginOptions {
  /** The leases' clock; tests move it to see a lease run out. */
  clock?: () => Date;
}

/**
 * Without Redis there is one instance: leases live in its memory, shared by the apps of this process on the
 * same database handle (tests run two apps on one PGlite) as they would be through Redis.
 */
const memoryStores = new WeakMap<object, MemoryLeaseStore>();

export const streamLeasesPlugin = fp<StreamLeasesPluginOptions>(
  async (app: FastifyInstance, options) => {
    let store: LeaseStore;
    if (app.redis) {
      store = new RedisLeaseStore(
        app.redis,
        app.config.redisKeyPrefix,
        Math.max(LEASE_SECONDS, STOPPED_SECONDS) * 1000 * 2,
      );
    } else {
      const shared = memoryStores.get(app.db) ?? new MemoryLeaseStore();
      memoryStores.set(app.db, shared);
      store = shared;
    }
    const service = new StreamLeasesService(
      app.db,
      store,
      () => app.settings.value('stream_limit'),
      options.clock,
      (error) => app.log.warn({ err: error }, 'stream leases unavailable: a stream plays without a lease'),
    );
    app.decorate('streamLeases', service);
    app.metrics.readAtScrape({ activeStreams: () => service.activeStreams() });
  },
  { name: 'stream-leases', dependencies: ['config', 'db', 'redis', 'settings', 'metrics'] },
);
