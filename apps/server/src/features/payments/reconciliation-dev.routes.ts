import { z } from 'zod';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';

/**
 * Development and tests only (registered by plugins/development-routes.ts, answered to this machine only): one
 * run of the reconciliation job on this instance, now, so a test can make it meet a webhook and support's
 * action at a moment it chooses instead of waiting for the timer.
 */
export async function reconciliationDevRoutes(app: FastifyZodInstance): Promise<void> {
  app.post(
    '/dev/payments/reconcile',
    {
      schema: {
        response: { 200: z.object({ data: z.object({ checked: z.number(), finished: z.number() }) }) },
      },
    },
    async () => ({ data: await app.payments.reconcile() }),
  );
}
