/**
 * # Search
 *
 * One search for subscribers over what they may watch (decision 035): the documents of migration 0020, kept by
 * triggers on the catalog tables, matched by trigram similarity on folded texts, filtered by the catalog's own
 * visibility rules. The `{operator}` guard is the catalog's (`catalog-guards.ts`), shared so that every
 * `/api/client/v1/{operator}` path refuses another operator the same way.
 */
import { searchParamsSchema, searchQuerySchema, searchResponseSchema } from '@glotv/contracts/search';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { requireKnownOperator } from '../catalog/catalog-guards.ts';
import { SearchService } from './search.service.ts';

export interface SearchRoutesOptions {
  /** Decides which weeks of viewing make a suggested title popular. */
  clock?: () => Date;
}

/** `GET /api/client/v1/{operator}/search?q=&translation=`: signed-in subscribers only. */
export async function searchRoutes(app: FastifyZodInstance, options: SearchRoutesOptions): Promise<void> {
  const search = new SearchService(app.db, options.clock);
  app.addHook('preHandler', requireKnownOperator);

  app.get(
    '/api/client/v1/:operator/search',
    {
      schema: {
        params: searchParamsSchema,
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      // The same for everyone, but an edit must show at once: nothing keeps an answer.
      reply.header('cache-control', 'private, no-store');
      return { data: await search.search(request.query.q, request.query.translation) };
    },
  );
}
