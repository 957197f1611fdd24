import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Per-address limits on the routes that ask for them (`config.rateLimit`). With Redis the counters are
 * shared by every instance; without it they live in this process, which is right for a single instance.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyRateLimit, {
      global: false,
      ...(app.redis ? { redis: app.redis, nameSpace: 'glotv-rl:' } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        error: { code: 'rate_limited', message: `Too many requests. Please try again in ${context.after}.` },
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);

/** Route config for a per-address limit of `max` requests a minute. */
export function perMinute(max: number) {
  return {
    rateLimit: {
      max: (request: FastifyRequest) => max * request.server.config.rateLimitMultiplier,
      timeWindow: '1 minute',
    },
  };
}
