import { okResponseSchema } from '@glotv/contracts/auth';
import { userParamsSchema } from '@glotv/contracts/catalog';
import { deviceParamsSchema, devicesResponseSchema } from '@glotv/contracts/devices';
import { AppError } from '../../errors/app-error.ts';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { inOneHook, noStore } from '../../lib/request-steps.ts';
import { requireKnownOperator, requireOwnUser, subscriberIdOf } from '../catalog/catalog-guards.ts';

const base = '/api/client/v1/:operator/users/:userId/devices';
const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The subscriber's signed-in devices, and signing one out: its sessions end at once on every instance (its next
 * call is refused) and its stream, if it plays one, frees its place.
 */
export async function devicesRoutes(app: FastifyZodInstance): Promise<void> {
  const guards = { onRequest: inOneHook(noStore, requireKnownOperator, app.authenticate, requireOwnUser) };

  app.get(
    base,
    { schema: { params: userParamsSchema, response: { 200: devicesResponseSchema } }, ...guards },
    async (request) => {
      const rows = await app.sessions.signedInDevices(subscriberIdOf(request));
      return {
        data: rows.map((row) => ({
          id: row.id,
          device_class: row.class,
          platform: row.platform,
          os: row.os,
          browser: row.browser_name,
          signed_in_at: iso(row.signed_in_at),
          last_used_at: iso(row.last_used_at),
          this_device: row.id === request.session?.deviceId,
        })),
      };
    },
  );

  app.delete(
    `${base}/:deviceId`,
    { schema: { params: deviceParamsSchema, response: { 200: okResponseSchema } }, ...guards },
    async (request) => {
      const subscriberId = subscriberIdOf(request);
      const ended = await app.sessions.signOutDevice(subscriberId, request.params.deviceId);
      if (!ended) throw new AppError('not_found', 'This device is not signed in.');
      await app.streamLeases.deviceSignedOut(subscriberId, request.params.deviceId);
      return { status: 'ok' as const };
    },
  );
}
