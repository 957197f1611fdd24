import {
  TEST_PAYMENT_NAIRA,
  testCheckoutResponseSchema,
  testPaymentResultQuerySchema,
  testPaymentResultResponseSchema,
  virtualCardResponseSchema,
} from '@glotv/contracts/payments';
import { AppError } from '../../errors/app-error.ts';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { subscriberIdOf } from '../catalog/catalog-guards.ts';
import { cardUnavailableMessage } from './card-payments.ts';
import { PaymentSystemUnavailableError } from './payment-system.error.ts';
import { newPurchaseReference } from './purchase-reference.ts';
import { purchasesRepository } from './purchases.repository.ts';

async function orUnavailable<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof PaymentSystemUnavailableError)
      throw new AppError('payment_unavailable', cardUnavailableMessage);
    throw error;
  }
}

/**
 * The server side of the development build's test payment page (`/play/testflutterwave`): a ₦1 checkout that
 * buys nothing, and a sample virtual card from the provider's test API. Development routes
 * (plugins/development-routes.ts): absent in production.
 */
export async function testPaymentRoutes(app: FastifyZodInstance): Promise<void> {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/dev/payments/test-checkout',
    { schema: { response: { 200: testCheckoutResponseSchema } } },
    async (request) => {
      const buyer = await purchasesRepository.buyer(app.db, subscriberIdOf(request));
      const txRef = `${newPurchaseReference()}-TEST`;
      const { link } = await orUnavailable(
        app.payments.withLog(request.log).cardProvider.createPayment({
          txRef,
          amountNaira: TEST_PAYMENT_NAIRA,
          redirectUrl: new URL('/play/testflutterwave', app.config.publicBaseUrl).href,
          customer: {
            email: buyer?.email ?? 'test-payment@glotv.local',
            name: buyer?.username ?? 'GLO-TV test',
            phoneNumber: buyer?.msisdn ?? '+2348050000000',
          },
          title: 'GLO-TV',
          description: 'Test payment',
        }),
      );
      return { data: { tx_ref: txRef, link, amount: TEST_PAYMENT_NAIRA, currency: 'NGN' as const } };
    },
  );

  app.get(
    '/dev/payments/test-checkout/result',
    {
      schema: {
        querystring: testPaymentResultQuerySchema,
        response: { 200: testPaymentResultResponseSchema },
      },
    },
    async (request) => {
      const transaction = await orUnavailable(
        app.payments.withLog(request.log).cardProvider.verifyTransaction(request.query.transaction_id),
      );
      if (!transaction) throw new AppError('not_found', 'No transaction was found for this id.');
      const { tx_ref, status, amount, currency } = transaction;
      return { data: { tx_ref, status, amount, currency } };
    },
  );

  app.post(
    '/dev/payments/virtual-card',
    { schema: { response: { 200: virtualCardResponseSchema } } },
    async (request) => ({
      data: await orUnavailable(
        app.payments.withLog(request.log).cardProvider.createVirtualCard({
          amountNaira: TEST_PAYMENT_NAIRA,
          nameOnCard: 'GLO-TV Test',
        }),
      ),
    }),
  );
}
