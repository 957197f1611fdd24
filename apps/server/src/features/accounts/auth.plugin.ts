import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors/app-error.ts';
import { publisherOn, subscribeTo } from '../../plugins/redis-broadcast.ts';
import { DeviceUseRecorder, MemoryDeviceUse, RedisDeviceUse } from './device-use.ts';
import { LiveSessionsCache, parseRevocation } from './live-sessions-cache.ts';
import { type AuthenticatedSession, SessionService } from './session.service.ts';
import { accessTokenOf } from './session-cookies.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    /** preHandler for signed-in routes: 401 unless a live session's token comes with the request. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    session: AuthenticatedSession | null;
  }
}

/** Every instance listens here; a message names a session, or a subscriber, whose sessions were revoked. */
export const SESSION_REVOCATION_CHANNEL = 'glotv:sessions:revoked';

/**
 * The live-session caches of the apps in this process on one database handle (tests run two apps on one
 * PGlite): a revocation in one reaches the others directly, since without Redis nothing else would tell them.
 */
const cachesByDatabase = new WeakMap<object, Set<LiveSessionsCache>>();

/** Without Redis, the marks of use are shared by the apps of this process on one database handle, like the caches. */
const deviceUseByDatabase = new WeakMap<object, MemoryDeviceUse>();
function memoryDeviceUseOf(db: object): MemoryDeviceUse {
  const marks = deviceUseByDatabase.get(db) ?? new MemoryDeviceUse();
  deviceUseByDatabase.set(db, marks);
  return marks;
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const { redis } = app;
    const publish = redis ? publisherOn(redis, SESSION_REVOCATION_CHANNEL) : undefined;
    const sameDatabase = cachesByDatabase.get(app.db) ?? new Set<LiveSessionsCache>();
    cachesByDatabase.set(app.db, sameDatabase);
    const liveSessions: LiveSessionsCache = new LiveSessionsCache({
      publish: async (revocation) => {
        for (const sibling of sameDatabase) if (sibling !== liveSessions) sibling.forgetLocal(revocation);
        // A lost message costs at most the cache's time to live, so a revocation never fails on Redis.
        await publish?.(JSON.stringify(revocation)).catch((error: unknown) =>
          app.log.warn({ err: error }, 'session revocation not published'),
        );
      },
    });
    sameDatabase.add(liveSessions);
    app.addHook('onClose', async () => {
      sameDatabase.delete(liveSessions);
    });
    if (redis) {
      const unsubscribe = await subscribeTo(
        redis,
        SESSION_REVOCATION_CHANNEL,
        (message) => {
          const revocation = parseRevocation(message);
          if (revocation) liveSessions.forgetLocal(revocation);
        },
        app.log,
      );
      app.addHook('onClose', unsubscribe);
    }
    const deviceUse = new DeviceUseRecorder(
      redis ? new RedisDeviceUse(redis, app.config.redisKeyPrefix) : memoryDeviceUseOf(app.db),
      (error) => app.log.warn({ err: error }, 'device use not recorded'),
    );
    const sessions = new SessionService(
      app.db,
      app.config.tokenSigningSecret,
      undefined,
      liveSessions,
      deviceUse,
    );
    app.addHook('onClose', () => sessions.settle());
    app.decorate('sessions', sessions);
    app.decorateRequest('session', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = accessTokenOf(request);
      request.session = token ? await sessions.authenticate(token) : null;
      if (!request.session) throw new AppError('unauthorized', 'Please sign in.');
    });
  },
  { name: 'auth', dependencies: ['config', 'db', 'redis'] },
);
