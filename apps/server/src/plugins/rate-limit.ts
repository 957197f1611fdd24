import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.ts';

/**
 * Per-address limits on the routes that ask for them (`config.rateLimit`). With Redis the counters are
 * shared by every instance; without it they live in this process, which is right for a single instance.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyRateLimit, {
      global: false,
      ...(app.redis ? { redis: app.redis, nameSpace: 'glotv-rl:' } : {}),
      // Thrown to the error handler, which answers it in the shape of every other error.
      errorResponseBuilder: (_request, context) =>
        new AppError('rate_limited', `Too many requests. Please try again in ${context.after}.`),
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
