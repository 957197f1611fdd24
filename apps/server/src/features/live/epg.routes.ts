import { epgParamsSchema, epgQuerySchema, epgResponseSchema } from '@glotv/contracts/live';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { requireKnownOperator } from '../catalog/catalog-guards.ts';

/** `GET /api/client/v2/{operator}/shows/grid?channels=&from=&to=&page=&limit=`, signed in. */
export async function epgRoutes(app: FastifyZodInstance): Promise<void> {
  app.get(
    '/api/client/v2/:operator/shows/grid',
    {
      schema: { params: epgParamsSchema, querystring: epgQuerySchema, response: { 200: epgResponseSchema } },
      onRequest: [requireKnownOperator, app.authenticate],
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, max-age=60');
      return app.live.epg.grid(request.query);
    },
  );
}
