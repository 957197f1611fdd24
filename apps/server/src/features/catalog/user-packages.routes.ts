import {
  userPackagesQuerySchema,
  userPackagesResponseSchema,
  userParamsSchema,
} from '@glotv/contracts/catalog';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { inOneHook } from '../../lib/request-steps.ts';
import { compressedWhenMade } from '../../lib/response-bytes.ts';
import { requireOwnUser, subscriberIdOf } from './catalog-guards.ts';
import { PERSONAL_CACHE_CONTROL, sendReadyAnswer } from './conditional-get.ts';

/** The packages page and dashboard cards: packages of the user's audience with their active window. */
export async function userPackagesRoutes(app: FastifyZodInstance): Promise<void> {
  app.get(
    '/api/client/v1/:operator/users/:userId/packages',
    {
      schema: {
        params: userParamsSchema,
        querystring: userPackagesQuerySchema,
        response: { 200: userPackagesResponseSchema },
      },
      preHandler: inOneHook(app.authenticate, requireOwnUser),
      ...compressedWhenMade,
    },
    async (request, reply) => {
      const answer = await app.catalog.userPackages.answerFor(
        subscriberIdOf(request),
        request.query.translation,
      );
      return sendReadyAnswer(request, reply, answer, PERSONAL_CACHE_CONTROL);
    },
  );
}
