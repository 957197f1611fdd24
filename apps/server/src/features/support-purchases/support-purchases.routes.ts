import {
  supportPurchaseActionRequestSchema,
  supportPurchaseActionResponseSchema,
  supportPurchaseDetailResponseSchema,
  supportPurchaseListQuerySchema,
  supportPurchaseListResponseSchema,
  supportPurchaseParamsSchema,
} from '@glotv/contracts/console-purchases';
import type { FastifyRequest } from 'fastify';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { type AuditActor, CONSOLE_API_PREFIX, requireStaff } from '../staff/public.ts';
import { PurchaseSupport } from './purchase-support.ts';
import { supportPurchasesRepository } from './support-purchases.repository.ts';

const PREFIX = `${CONSOLE_API_PREFIX}/support/purchases`;

const actorOf = (request: FastifyRequest): AuditActor => {
  const staff = request.staff!;
  return { id: staff.id, email: staff.email, role: staff.role };
};

/** Support's purchases: the list, one purchase with its trail, and settling a stuck one. Needs paymentsPlugin. */
export async function supportPurchasesRoutes(app: FastifyZodInstance): Promise<void> {
  const guard = { preHandler: requireStaff('support', 'admin') };
  const support = new PurchaseSupport(app);

  app.get(
    PREFIX,
    {
      schema: {
        querystring: supportPurchaseListQuerySchema,
        response: { 200: supportPurchaseListResponseSchema },
      },
      ...guard,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return supportPurchasesRepository.list(app.db, request.query);
    },
  );

  app.get(
    `${PREFIX}/:purchaseId`,
    {
      schema: { params: supportPurchaseParamsSchema, response: { 200: supportPurchaseDetailResponseSchema } },
      ...guard,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await support.detail(request.params.purchaseId) };
    },
  );

  for (const action of ['recheck', 'activate', 'close'] as const) {
    app.post(
      `${PREFIX}/:purchaseId/${action}`,
      {
        schema: {
          params: supportPurchaseParamsSchema,
          body: supportPurchaseActionRequestSchema,
          response: { 200: supportPurchaseActionResponseSchema },
        },
        ...guard,
      },
      async (request) =>
        new PurchaseSupport(app, app.payments.withLog(request.log))[action](
          request.params.purchaseId,
          actorOf(request),
          request.body.reason,
        ),
    );
  }
}
