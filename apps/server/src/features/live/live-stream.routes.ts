import {
  liveChannelParamsSchema,
  liveProgrammeParamsSchema,
  liveProgrammeStreamResponseSchema,
  liveStreamQuerySchema,
  liveStreamResponseSchema,
} from '@glotv/contracts/live';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { inOneHook, noStore } from '../../lib/request-steps.ts';
import { compressedWhenMade, sendWrittenOnce } from '../../lib/response-bytes.ts';
import { requireKnownOperator, requireOwnUser } from '../catalog/catalog-guards.ts';
import { requireNigeria } from '../geo/geo.plugin.ts';
import { takeStreamLease } from '../stream-leases/public.ts';

/**
 * `GET /api/client/v1/{operator}/users/{userId}/live/channels/{uid}` → `data.url`. Guards in order:
 * 404 unknown operator, 401 signed out, 403 another user, 403 outside Nigeria; then 403 not_entitled; then
 * 409 when the device cannot take a stream lease (unless `ahead=1`).
 * `…/channels/{uid}/programmes/{programmeId}`: one programme from its start (start-over or catch-up), under
 * the same guards, then 403 catch_up_unavailable, then the same lease. `quality` caps either address for the
 * network this device is on (mobile data); the saved choice applies without it.
 */
export async function liveStreamRoutes(app: FastifyZodInstance): Promise<void> {
  const guards = {
    onRequest: inOneHook(noStore, requireKnownOperator, app.authenticate, requireOwnUser, requireNigeria),
    // An address is far below the compression threshold.
    ...compressedWhenMade,
  };
  app.get(
    '/api/client/v1/:operator/users/:userId/live/channels/:uid',
    {
      schema: {
        params: liveChannelParamsSchema,
        querystring: liveStreamQuerySchema,
        response: { 200: liveStreamResponseSchema },
      },
      ...guards,
    },
    async (request, reply) => {
      const address = await app.live.streams.address(
        request.params.userId,
        request.params.uid,
        request.query.quality ?? request.session?.preferredQuality,
      );
      await takeStreamLease(request, { kind: 'channel', id: request.params.uid });
      app.metrics.streamAddressesIssued.inc({ kind: 'channel' });
      return sendWrittenOnce(request, reply, address, (data) => ({ data }));
    },
  );
  app.get(
    '/api/client/v1/:operator/users/:userId/live/channels/:uid/programmes/:programmeId',
    {
      schema: {
        params: liveProgrammeParamsSchema,
        querystring: liveStreamQuerySchema,
        response: { 200: liveProgrammeStreamResponseSchema },
      },
      ...guards,
    },
    async (request) => {
      const address = await app.live.streams.programmeAddress(
        request.params.userId,
        request.params.uid,
        request.params.programmeId,
        request.query.quality ?? request.session?.preferredQuality,
      );
      await takeStreamLease(request, { kind: 'channel', id: request.params.uid });
      app.metrics.streamAddressesIssued.inc({ kind: 'programme' });
      return { data: address };
    },
  );
}
