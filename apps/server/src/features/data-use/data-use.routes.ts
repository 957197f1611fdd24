import { dataUseParamsSchema, dataUseQuerySchema, dataUseResponseSchema } from '@glotv/contracts/data-use';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { requireKnownOperator, requireOwnUser } from '../catalog/catalog-guards.ts';

/** `GET …/users/{userId}/data-use`: the caller's counted data use. Needs dataUsePlugin. */
export async function dataUseRoutes(app: FastifyZodInstance): Promise<void> {
  app.get(
    '/api/client/v1/:operator/users/:userId/data-use',
    {
      schema: {
        params: dataUseParamsSchema,
        querystring: dataUseQuerySchema,
        response: { 200: dataUseResponseSchema },
      },
      onRequest: [requireKnownOperator, app.authenticate, requireOwnUser],
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { viewing, translation } = request.query;
      return { data: await app.dataUse.useOf(request.params.userId, viewing, translation) };
    },
  );
}
