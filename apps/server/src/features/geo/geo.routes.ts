import { availabilityQuerySchema, availabilitySchema } from '@glotv/contracts/geo';
import { AppError } from '../../errors/app-error.ts';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';

/** The availability check the client makes before showing the Nigeria-only alert. Needs geoPlugin. */
export async function geoRoutes(app: FastifyZodInstance): Promise<void> {
  app.get(
    '/cm/api/auth/',
    { schema: { querystring: availabilityQuerySchema, response: { 200: availabilitySchema } } },
    async (request, reply) => {
      if (request.query.operator_uid !== app.config.operatorUid) {
        throw new AppError('not_found', `Unknown operator_uid '${request.query.operator_uid}'.`);
      }
      // The answer depends on the caller's address, so no cache may hand it to someone else.
      reply.header('cache-control', 'no-store');
      return { valid: app.isInsideNigeria(request) ? 1 : 0 } as const;
    },
  );
}
