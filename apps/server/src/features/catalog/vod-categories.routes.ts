import {
  operatorParamsSchema,
  vodCategoriesQuerySchema,
  vodCategoriesResponseSchema,
  vodContentQuerySchema,
  vodContentResponseSchema,
} from '@glotv/contracts/catalog';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { compressedWhenMade } from '../../lib/response-bytes.ts';
import { cachedCatalogAnswer } from './conditional-get.ts';

/** The Movies & Shows page: its categories, and the carousels with their titles. */
export async function vodCategoriesRoutes(app: FastifyZodInstance): Promise<void> {
  const { vodCategories } = app.catalog;

  app.get(
    '/api/client/v3/:operator/categories/vod',
    {
      schema: {
        params: operatorParamsSchema,
        querystring: vodCategoriesQuerySchema,
        response: { 200: vodCategoriesResponseSchema },
      },
      preHandler: app.authenticate,
      ...compressedWhenMade,
    },
    (request, reply) =>
      cachedCatalogAnswer(app.catalogCache, request, reply, async () => ({
        data: await vodCategories.categories(
          request.query.packages,
          request.query.limit,
          request.query.translation,
        ),
      })),
  );

  app.get(
    '/api/client/v1/:operator/categories/vod/content',
    {
      schema: {
        params: operatorParamsSchema,
        querystring: vodContentQuerySchema,
        response: { 200: vodContentResponseSchema },
      },
      preHandler: app.authenticate,
      ...compressedWhenMade,
    },
    (request, reply) =>
      cachedCatalogAnswer(app.catalogCache, request, reply, async () => ({
        data: await vodCategories.content({
          packageIds: request.query.packages,
          categoryKeys: request.query.categories,
          limitPerCategory: request.query.limit,
          dashboard: request.query.dashboard,
          translation: request.query.translation,
        }),
      })),
  );
}
