import { healthSchema, readinessSchema } from '@glotv/contracts/health';
import { sql } from 'kysely';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';

/** `/healthz` says the process is up; `/readyz` says it can serve, so a balancer can route around it. */
export async function healthRoutes(app: FastifyZodInstance): Promise<void> {
  app.get('/healthz', { schema: { response: { 200: healthSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/readyz',
    { schema: { response: { 200: readinessSchema, 503: readinessSchema } } },
    async (_request, reply) => {
      const checks: Record<string, 'ok' | 'failing'> = {
        database: await probe(() => sql`select 1`.execute(app.db)),
      };
      if (app.redis) checks.redis = await probe(() => app.redis!.ping());
      const ready = Object.values(checks).every((state) => state === 'ok');
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', checks });
    },
  );
}

async function probe(check: () => Promise<unknown>): Promise<'ok' | 'failing'> {
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
    ]);
    return 'ok';
  } catch {
    return 'failing';
  }
}
