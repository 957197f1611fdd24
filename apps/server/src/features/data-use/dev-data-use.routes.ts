import { setDataUseSchema } from '@glotv/contracts/data-use';
import { z } from 'zod';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';

/**
 * `POST /dev/data-use` sets the signed-in subscriber's count for today, so that a person trying the portal, and
 * the browser tests, can see a data bundle nearly used up. One of the development routes: absent in production.
 */
export async function devDataUseRoutes(app: FastifyZodInstance): Promise<void> {
  app.post(
    '/dev/data-use',
    {
      schema: { body: setDataUseSchema, response: { 200: z.object({ status: z.literal('ok') }) } },
      preHandler: app.authenticate,
    },
    async (request) => {
      await app.dataUse.setToday(request.session!.subscriberId, request.body.today_bytes);
      return { status: 'ok' as const };
    },
  );
}
