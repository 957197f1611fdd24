import {
  movieParamsSchema,
  movieQuerySchema,
  movieResponseSchema,
  moviesResponseSchema,
  userMovieParamsSchema,
  userMovieResponseSchema,
} from '@glotv/contracts/catalog';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { compressedWhenMade } from '../../lib/response-bytes.ts';
import { requireOwnUser, subscriberIdOf } from './catalog-guards.ts';
import { cachedCatalogAnswer, personal } from './conditional-get.ts';

/** Movie detail (spec path with the literal 'glotv' is the operator uid), related movies, and `purchased`. */
export async function moviesRoutes(app: FastifyZodInstance): Promise<void> {
  const { movies } = app.catalog;

  app.get(
    '/api/client/v1/:operator/movies/:movieId',
    {
      schema: {
        params: movieParamsSchema,
        querystring: movieQuerySchema,
        response: { 200: movieResponseSchema },
      },
      preHandler: app.authenticate,
      ...compressedWhenMade,
    },
    (request, reply) =>
      cachedCatalogAnswer(app.catalogCache, request, reply, async () => ({
        data: await movies.movie(request.params.movieId, request.query.translation),
      })),
  );

  app.get(
    '/api/client/v1/:operator/movies/:movieId/related',
    {
      schema: {
        params: movieParamsSchema,
        querystring: movieQuerySchema,
        response: { 200: moviesResponseSchema },
      },
      preHandler: app.authenticate,
      ...compressedWhenMade,
    },
    (request, reply) =>
      cachedCatalogAnswer(app.catalogCache, request, reply, async () => ({
        data: await movies.related(request.params.movieId, request.query.translation),
      })),
  );

  app.get(
    '/api/client/v1/:operator/users/:userId/movies/:movieId',
    {
      schema: {
        params: userMovieParamsSchema,
        querystring: movieQuerySchema,
        response: { 200: userMovieResponseSchema },
      },
      preHandler: [app.authenticate, requireOwnUser],
    },
    async (request, reply) => {
      personal(reply);
      return {
        data: await movies.movieForUser(
          request.params.movieId,
          subscriberIdOf(request),
          request.query.translation,
        ),
      };
    },
  );
}
