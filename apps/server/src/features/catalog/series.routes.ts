import {
  operatorParamsSchema,
  seriesPackagesResponseSchema,
  seriesParamsSchema,
  seriesQuerySchema,
  seriesResponseSchema,
  userParamsSchema,
  userSeriesQuerySchema,
  userSeriesResponseSchema,
} from '@glotv/contracts/catalog';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { compressedWhenMade } from '../../lib/response-bytes.ts';
import { requireOwnUser, subscriberIdOf } from './catalog-guards.ts';
import { cachedCatalogAnswer, personal } from './conditional-get.ts';

/** A series' packages, the series page with seasons and episodes, and the user's series with `purchased`. */
export async function seriesRoutes(app: FastifyZodInstance): Promise<void> {
  const { series } = app.catalog;

  app.get(
    '/api/client/v1/:operator/series/:seriesId',
    {
      schema: { params: seriesParamsSchema, response: { 200: seriesPackagesResponseSchema } },
      preHandler: app.authenticate,
      ...compressedWhenMade,
    },
    (request, reply) =>
      cachedCatalogAnswer(app.catalogCache, request, reply, async () => ({
        data: await series.packagesOf(request.params.seriesId),
      })),
  );

  app.get(
    '/api/client/v1/:operator/series',
    {
      schema: {
        params: operatorParamsSchema,
        querystring: seriesQuerySchema,
        response: { 200: seriesResponseSchema },
      },
      preHandler: app.authenticate,
      ...compressedWhenMade,
    },
    (request, reply) =>
      cachedCatalogAnswer(app.catalogCache, request, reply, async () => ({
        data: await series.series(request.query.series_id, request.query.translation),
      })),
  );

  app.get(
    '/api/client/v1/:operator/users/:userId/series',
    {
      schema: {
        params: userParamsSchema,
        querystring: userSeriesQuerySchema,
        response: { 200: userSeriesResponseSchema },
      },
      preHandler: [app.authenticate, requireOwnUser],
    },
    async (request, reply) => {
      personal(reply);
      return {
        data: await series.seriesForUser(
          subscriberIdOf(request),
          request.query.packages,
          request.query.translation,
        ),
      };
    },
  );
}
