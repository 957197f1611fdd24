import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { PaymentSystemUnavailableError } from './payment-system.error.ts';

const webhookBodySchema = z.object({
  event: z.string().max(100).optional(),
  data: z.looseObject({ id: z.number().int().positive() }),
});

function sameSecret(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The card provider's webhook. Refused unless its `verif-hash` header is our configured secret; even then the
 * body is only a hint: the transaction it names is verified with the provider before anything changes. The
 * same webhook any number of times, in any order with the browser's return, activates a purchase once.
 */
export async function cardWebhookRoutes(app: FastifyZodInstance): Promise<void> {
  app.post(
    '/cm/api/payments/webhook/',
    { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async (request) => {
      const expected = app.config.payments.card?.webhookHash;
      if (!expected || !sameSecret(request.headers['verif-hash'], expected)) {
        request.log.warn('card webhook refused: verif-hash does not match');
        throw new AppError('unauthorized', 'The webhook signature does not match.');
      }
      const body = webhookBodySchema.safeParse(request.body);
      if (!body.success) throw new AppError('validation_failed', 'The webhook names no transaction.');
      try {
        await app.payments.withLog(request.log).card.webhook(body.data.data.id, body.data.event);
      } catch (error) {
        if (error instanceof PaymentSystemUnavailableError) {
          // The provider sends it again; the reconciliation job would also find it.
          throw new AppError('payment_unavailable', 'The transaction could not be verified now.');
        }
        throw error;
      }
      return { status: 'ok' as const };
    },
  );
}
