import {
  preferencesParamsSchema,
  preferencesResponseSchema,
  preferencesUpdateSchema,
} from '@glotv/contracts/streams';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { inOneHook } from '../../lib/request-steps.ts';
import { requireKnownOperator, requireOwnUser } from '../catalog/catalog-guards.ts';

const path = '/api/client/v1/:operator/users/:userId/preferences';

/** `GET`/`PUT …/users/{userId}/preferences`: the caller's saved playback quality. Needs preferencesPlugin. */
export async function preferencesRoutes(app: FastifyZodInstance): Promise<void> {
  // Every guard runs before the body is read: 404 operator, then 401, then 403.
  const guards = { onRequest: inOneHook(requireKnownOperator, app.authenticate, requireOwnUser) };

  app.get(
    path,
    { schema: { params: preferencesParamsSchema, response: { 200: preferencesResponseSchema } }, ...guards },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await app.preferences.preferencesOf(request.params.userId) };
    },
  );

  app.put(
    path,
    {
      schema: {
        params: preferencesParamsSchema,
        body: preferencesUpdateSchema,
        response: { 200: preferencesResponseSchema },
      },
      ...guards,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await app.preferences.setQuality(request.params.userId, request.body.quality) };
    },
  );
}
