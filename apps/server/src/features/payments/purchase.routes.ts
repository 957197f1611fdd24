import { errorBodySchema } from '@glotv/contracts/errors';
import {
  cardCheckoutRequestSchema,
  cardCheckoutResponseSchema,
  cmOperatorQuerySchema,
  PACKAGE_ACTIVATED,
  provisioningErrorQuerySchema,
  purchaseActivatedResponseSchema,
  purchaseParamsSchema,
  purchasePendingResponseSchema,
  purchaseRequestSchema,
  purchaseResponseSchema,
} from '@glotv/contracts/payments';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import { subscriberIdOf } from '../catalog/catalog-guards.ts';
import { personal } from '../catalog/conditional-get.ts';
import { failureOf, toPurchase } from './purchase-view.ts';
import { type PurchaseRecord, purchasesRepository } from './purchases.repository.ts';

/** CM calls name the operator in the query; another operator's is not found. */
async function requireOwnOperator(request: FastifyRequest): Promise<void> {
  const query = request.query as { operator_uid?: string } | undefined;
  if (query?.operator_uid !== undefined && query.operator_uid !== request.server.config.operatorUid) {
    throw new AppError('not_found', `Unknown operator_uid '${query.operator_uid}'.`);
  }
}

/** The caller is the subscriber the body names. */
function requireCaller(request: FastifyRequest, subscriberUid: string): string {
  const subscriberId = subscriberIdOf(request);
  if (subscriberUid !== subscriberId)
    throw new AppError('forbidden', 'You can only buy for your own account.');
  return subscriberId;
}

/**
 * The purchase call and what the card checkout needs: the purchase call (airtime charge, or a paid card checkout
 * verified), following a purchase by reference, opening a checkout, and the client's provisioning-error log.
 */
export async function purchaseRoutes(app: FastifyZodInstance): Promise<void> {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', requireOwnOperator);

  async function answer(reply: FastifyReply, record: PurchaseRecord) {
    personal(reply);
    const window = await purchasesRepository.window(app.db, record.id);
    const data = toPurchase(record, window);
    if (record.status === 'active') return reply.code(200).send({ message: PACKAGE_ACTIVATED, data });
    if (record.status === 'pending' || record.status === 'paid') {
      return reply.code(202).send({ message: 'payment pending' as const, data });
    }
    throw failureOf(record);
  }

  app.post(
    '/cm/api/purchase/',
    {
      schema: {
        querystring: cmOperatorQuerySchema,
        body: purchaseRequestSchema,
        response: {
          200: purchaseActivatedResponseSchema,
          202: purchasePendingResponseSchema,
          402: errorBodySchema,
        },
      },
      config: perMinute(20),
    },
    async (request, reply) => {
      const body = request.body;
      const subscriberId = requireCaller(request, body.subscriber_uid);
      const payments = app.payments.withLog(request.log);
      const record =
        body.medium === 'web'
          ? await payments.airtime.buy(subscriberId, body.product_id, body.idempotency_key)
          : await payments.card.confirm(subscriberId, {
              txRef: body.tx_ref ?? '',
              transactionId: body.transaction_id,
              productId: body.product_id,
            });
      return answer(reply, record);
    },
  );

  app.get(
    '/cm/api/purchase/:reference',
    {
      schema: {
        querystring: cmOperatorQuerySchema,
        params: purchaseParamsSchema,
        response: { 200: purchaseResponseSchema },
      },
      config: perMinute(60),
    },
    async (request, reply) => {
      const found = await purchasesRepository.byReference(app.db, request.params.reference);
      if (!found || found.subscriber_id !== subscriberIdOf(request)) {
        throw new AppError('not_found', 'This purchase does not exist.');
      }
      const record = await app.payments.withLog(request.log).resolve(found);
      personal(reply);
      return { data: toPurchase(record, await purchasesRepository.window(app.db, record.id)) };
    },
  );

  app.post(
    '/cm/api/payments/checkout/',
    {
      schema: {
        querystring: cmOperatorQuerySchema,
        body: cardCheckoutRequestSchema,
        response: { 200: cardCheckoutResponseSchema },
      },
      config: perMinute(20),
    },
    async (request, reply) => {
      const { subscriber_uid, ...checkout } = request.body;
      const subscriberId = requireCaller(request, subscriber_uid);
      personal(reply);
      return { data: await app.payments.withLog(request.log).card.checkout(subscriberId, checkout) };
    },
  );

  app.post(
    '/cm/api/payments/errors/',
    { schema: { querystring: provisioningErrorQuerySchema }, config: perMinute(10) },
    async (request, reply) => {
      const subscriberId = subscriberIdOf(request);
      const { transaction, username, email, details } = request.query;
      const purchase = await purchasesRepository.byReference(app.db, transaction);
      const own = purchase?.subscriber_id === subscriberId ? purchase : undefined;
      await purchasesRepository.logEvent(app.db, {
        purchaseId: own?.id ?? null,
        subscriberId,
        kind: 'provisioning_error_reported',
        details: { transaction, username, email, details },
      });
      request.log.warn(
        { transaction, subscriber_id: subscriberId, details },
        'client reported a provisioning error',
      );
      return reply.code(204).send();
    },
  );
}
