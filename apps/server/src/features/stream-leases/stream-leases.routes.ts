import { okResponseSchema } from '@glotv/contracts/auth';
import {
  leaseParamsSchema,
  leaseRequestSchema,
  leaseResponseSchema,
  leaseTargetSchema,
  playingParamsSchema,
  playingQuerySchema,
  playingResponseSchema,
} from '@glotv/contracts/stream-leases';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { inOneHook, noStore } from '../../lib/request-steps.ts';
import { requireKnownOperator, requireOwnUser } from '../catalog/catalog-guards.ts';
import { type LeaseCaller, RENEW_SECONDS } from './stream-leases.service.ts';

const base = '/api/client/v1/:operator/users/:userId/streams';

/** A text/plain body must still be JSON: the player's goodbye is `navigator.sendBeacon`, which sends text/plain. */
function parseJsonText(
  _request: FastifyRequest,
  body: string | Buffer,
  done: (error: Error | null, value?: unknown) => void,
) {
  const text = body.toString();
  if (text === '') return done(null, undefined);
  try {
    done(null, JSON.parse(text));
  } catch {
    done(new AppError('bad_request', 'The body must be JSON.'));
  }
}

function callerOf(request: FastifyRequest): LeaseCaller {
  if (!request.session) throw new AppError('unauthorized', 'Please sign in.');
  return request.session;
}

/**
 * The player's lease calls: take or renew (`PUT …/streams/lease`), release on leaving (`POST …/lease/release`,
 * a beacon), and what plays on the subscriber's devices, each of which can be stopped from here.
 */
export async function streamLeasesRoutes(app: FastifyZodInstance): Promise<void> {
  // Scoped to this plugin: elsewhere text/plain stays a plain string.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, parseJsonText);
  const guards = { onRequest: inOneHook(noStore, requireKnownOperator, app.authenticate, requireOwnUser) };

  app.put(
    `${base}/lease`,
    {
      schema: { params: leaseParamsSchema, body: leaseRequestSchema, response: { 200: leaseResponseSchema } },
      ...guards,
    },
    async (request) => {
      const { start, ...target } = request.body;
      const lease = await app.streamLeases.claim(callerOf(request), target, start === true);
      return { data: { expires_at: lease.expiresAt.toISOString(), renew_in: RENEW_SECONDS } };
    },
  );

  app.post(
    `${base}/lease/release`,
    {
      schema: {
        params: leaseParamsSchema,
        body: leaseTargetSchema.optional(),
        response: { 200: okResponseSchema },
      },
      ...guards,
    },
    async (request) => {
      await app.streamLeases.release(callerOf(request), request.body);
      return { status: 'ok' as const };
    },
  );

  app.get(
    `${base}/playing`,
    {
      schema: {
        params: leaseParamsSchema,
        querystring: playingQuerySchema,
        response: { 200: playingResponseSchema },
      },
      ...guards,
    },
    async (request) => ({
      data: await app.streamLeases.playing(callerOf(request), request.query.translation),
    }),
  );

  app.delete(
    `${base}/playing/:holder`,
    { schema: { params: playingParamsSchema, response: { 200: okResponseSchema } }, ...guards },
    async (request) => {
      await app.streamLeases.stop(callerOf(request), request.params.holder);
      return { status: 'ok' as const };
    },
  );
}
