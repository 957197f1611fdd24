import { bannersQuerySchema, bannersResponseSchema, operatorParamsSchema } from '@glotv/contracts/catalog';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { compressedWhenMade } from '../../lib/response-bytes.ts';
import { cachedCatalogAnswer } from './conditional-get.ts';

/** The dashboard banner, in the language asked for. */
export async function bannersRoutes(app: FastifyZodInstance): Promise<void> {
  app.get(
    '/api/client/v1/:operator/banners',
    {
      schema: {
        params: operatorParamsSchema,
        querystring: bannersQuerySchema,
        response: { 200: bannersResponseSchema },
      },
      preHandler: app.authenticate,
      ...compressedWhenMade,
    },
    (request, reply) =>
      cachedCatalogAnswer(app.catalogCache, request, reply, async () => ({
        data: await app.catalog.banners.banners(request.query.translation),
      })),
  );
}
