import { liveChannelParamsSchema, liveStreamResponseSchema } from '@glotv/contracts/live';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { requireKnownOperator, requireOwnUser } from '../catalog/catalog-guards.ts';
import { requireNigeria } from '../geo/geo.plugin.ts';

/**
 * `GET /api/client/v1/{operator}/users/{userId}/live/channels/{uid}` → `data.url`. Guards in order:
 * 404 unknown operator, 401 signed out, 403 another user, 403 outside Nigeria; then 403 not_entitled.
 */
export async function liveStreamRoutes(app: FastifyZodInstance): Promise<void> {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.get(
    '/api/client/v1/:operator/users/:userId/live/channels/:uid',
    {
      schema: { params: liveChannelParamsSchema, response: { 200: liveStreamResponseSchema } },
      onRequest: [requireKnownOperator, app.authenticate, requireOwnUser, requireNigeria],
    },
    async (request) => ({ data: await app.live.streams.address(request.params.userId, request.params.uid) }),
  );
}
