// Cross-feature: other features count their events through `app.metrics` and hand in, through
// `app.metrics.readAtScrape`, how to read their gauges; this feature reaches into no other feature.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createServiceMetrics, type ServiceMetrics } from './service-metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics of this app instance (a registry of its own): counters to move, gauges to feed. */
    metrics: ServiceMetrics;
  }
}

/** Creates the app's registry and times every answered request by its route pattern, never its raw URL. */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const metrics = createServiceMetrics();
    app.decorate('metrics', metrics);
    app.addHook('onResponse', (request, reply, done) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      };
      metrics.httpRequests.inc(labels);
      metrics.httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
      done();
    });
  },
  { name: 'metrics', dependencies: ['config'] },
);
