import { userParamsSchema } from '@glotv/contracts/catalog';
import { purchaseHistoryQuerySchema, purchaseHistoryResponseSchema } from '@glotv/contracts/payments';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { requireKnownOperator, requireOwnUser, subscriberIdOf } from '../catalog/catalog-guards.ts';
import { personal } from '../catalog/conditional-get.ts';
import { toPurchase } from './purchase-view.ts';
import { purchasesRepository } from './purchases.repository.ts';

/** What the subscriber bought, when, how they paid and until when, newest first. */
export async function purchaseHistoryRoutes(app: FastifyZodInstance): Promise<void> {
  app.get(
    '/api/client/v1/:operator/users/:userId/purchases',
    {
      schema: {
        params: userParamsSchema,
        querystring: purchaseHistoryQuerySchema,
        response: { 200: purchaseHistoryResponseSchema },
      },
      preHandler: [requireKnownOperator, app.authenticate, requireOwnUser],
    },
    async (request, reply) => {
      personal(reply);
      const records = await purchasesRepository.history(app.db, subscriberIdOf(request), request.query.limit);
      const windows = await purchasesRepository.windows(
        app.db,
        records.map((record) => record.id),
      );
      return {
        data: records.map((record) => toPurchase(record, windows.get(record.id), request.query.translation)),
      };
    },
  );
}
