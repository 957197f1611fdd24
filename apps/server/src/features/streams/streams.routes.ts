import { streamAddressQuerySchema } from '@glotv/contracts/stream-leases';
import {
  episodeStreamParamsSchema,
  movieStreamParamsSchema,
  streamChoiceQuerySchema,
  streamResponseSchema,
  trailerStreamParamsSchema,
} from '@glotv/contracts/streams';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { inOneHook, noStore } from '../../lib/request-steps.ts';
import { compressedWhenMade } from '../../lib/response-bytes.ts';
import { requireKnownOperator, requireOwnUser } from '../catalog/catalog-guards.ts';
import { requireNigeria } from '../geo/geo.plugin.ts';
import { takeStreamLease } from '../stream-leases/public.ts';

const base = '/api/client/v1/:operator/users/:userId/vod';
const addressQuery = streamAddressQuerySchema.extend(streamChoiceQuerySchema.shape);

/**
 * The stream calls: trailer, movie and episode addresses (`data.url`). Guards in order: 404 unknown
 * operator, 401 signed out, 403 another user, 403 outside Nigeria; then entitlement, then (movies and episodes)
 * the device's stream lease, refused with 409 when the subscriber's other devices hold every place. Needs
 * streamsPlugin and streamLeasesPlugin.
 */
export async function streamsRoutes(app: FastifyZodInstance): Promise<void> {
  const guards = {
    onRequest: inOneHook(noStore, requireKnownOperator, app.authenticate, requireOwnUser, requireNigeria),
    // An address is far below the compression threshold.
    ...compressedWhenMade,
  };
  const response = { 200: streamResponseSchema };

  app.get(
    `${base}/trailers/movies/:id`,
    {
      schema: { params: trailerStreamParamsSchema, querystring: streamChoiceQuerySchema, response },
      ...guards,
    },
    async (request) => {
      return { data: await app.streams.trailer(request.params.userId, request.params.id, request.query) };
    },
  );

  app.get(
    `${base}/movies/:uid`,
    {
      schema: { params: movieStreamParamsSchema, querystring: addressQuery, response },
      ...guards,
    },
    async (request) => {
      const data = await app.streams.movie(request.params.userId, request.params.uid, request.query);
      await takeStreamLease(request, { kind: 'movie', id: request.params.uid });
      return { data };
    },
  );

  app.get(
    `${base}/episodes/:id`,
    {
      schema: { params: episodeStreamParamsSchema, querystring: addressQuery, response },
      ...guards,
    },
    async (request) => {
      const data = await app.streams.episode(request.params.userId, request.params.id, request.query);
      await takeStreamLease(request, { kind: 'episode', id: String(request.params.id) });
      return { data };
    },
  );
}
