import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { subscribersRepository } from '../accounts/subscribers.repository.ts';
import { activatePackage, endPackagesNow } from './package-grants.repository.ts';

const grantRequestSchema = z.object({ package_id: z.number().int().positive() }).strict();
const grantResponseSchema = z.object({ data: z.object({ package_id: z.number(), ends_at: z.string() }) });

/**
 * `POST /dev/packages/grant` gives the signed-in subscriber a package without paying, so that a person trying
 * the portal locally, and the browser tests, can watch bought content. One of the development routes
 * (plugins/development-routes.ts): absent in production.
 */
export async function devPackageGrantRoutes(app: FastifyZodInstance): Promise<void> {
  app.post(
    '/dev/packages/grant',
    {
      schema: { body: grantRequestSchema, response: { 200: grantResponseSchema } },
      preHandler: app.authenticate,
    },
    async (request) => {
      const subscriber = await subscribersRepository.findById(app.db, request.session!.subscriberId);
      const granted = await activatePackage(app.db, {
        subscriberId: request.session!.subscriberId,
        packageId: request.body.package_id,
        medium: subscriber?.kind === 'glo' ? 'web' : 'fweb',
      });
      if (!granted) throw new AppError('not_found', `Package ${request.body.package_id} does not exist.`);
      return { data: { package_id: request.body.package_id, ends_at: granted.endsAt.toISOString() } };
    },
  );

  // Lets a person (and the browser tests) see what happens when packages expire, without waiting days.
  app.post(
    '/dev/packages/expire',
    {
      schema: { response: { 200: z.object({ data: z.object({ ended: z.number().int() }) }) } },
      preHandler: app.authenticate,
    },
    async (request) => ({ data: { ended: await endPackagesNow(app.db, request.session!.subscriberId) } }),
  );
}
