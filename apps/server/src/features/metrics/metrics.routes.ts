import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { metricsAccess, presentsToken } from './metrics-access.ts';

export const METRICS_PATH = '/metrics';

/**
 * Prometheus's scrape endpoint. With METRICS_TOKEN set it answers only `Authorization: Bearer <token>` (401
 * otherwise); production without it does not serve the route at all, so it answers 404 (decision 038).
 */
export async function metricsRoutes(app: FastifyInstance): Promise<void> {
  const access = metricsAccess(app.config.env, app.config.metricsToken);
  if (access.kind === 'closed') {
    app.log.warn('METRICS_TOKEN is not set: /metrics is not served');
    return;
  }
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (access.kind === 'token' && !presentsToken(request.headers.authorization, access.token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('unauthorized', 'The metrics token is missing or wrong.');
    }
    const { registry } = app.metrics;
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
