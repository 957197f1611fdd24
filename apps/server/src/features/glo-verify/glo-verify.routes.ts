import { requireApiClient } from '../../lib/api-client-auth.ts';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import { gloVerificationSchema, gloVerifyQuerySchema } from './glo-verify.schemas.ts';
import { verifyGloSubscriber } from './verify-glo-subscriber.ts';

/**
 * `GET tva-auth/verifyglosubscriber/?usr` with basic auth. Needs gloVerifyPlugin. The basic-auth pair is a
 * public client id the apps ship, so the per-address limit is what keeps callers off the operator's lookup.
 */
export async function gloVerifyRoutes(app: FastifyZodInstance): Promise<void> {
  app.get(
    '/tva-auth/verifyglosubscriber/',
    {
      // onRequest, so a caller without credentials learns nothing, not even whether its query was valid.
      onRequest: requireApiClient,
      config: perMinute(30),
      schema: { querystring: gloVerifyQuerySchema, response: { 200: gloVerificationSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return verifyGloSubscriber(request.query.usr, app.gloVerify(request.log), request.log);
    },
  );
}
