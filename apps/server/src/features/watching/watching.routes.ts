import {
  continueWatchingResponseSchema,
  myListChangeResponseSchema,
  myListParamsSchema,
  myListResponseSchema,
  positionParamsSchema,
  positionResponseSchema,
  positionUpdateSchema,
  savedPositionResponseSchema,
  watchingParamsSchema,
  watchingQuerySchema,
} from '@glotv/contracts/watching';
import { acceptBeaconJson } from '../../lib/beacon-json-body.ts';
import { requireOwnOriginForCookieWrites } from '../../lib/cookie-write-origin.ts';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { inOneHook } from '../../lib/request-steps.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import { requireKnownOperator, requireOwnUser } from '../catalog/catalog-guards.ts';

const userPath = '/api/client/v1/:operator/users/:userId';

/**
 * Continue watching, saved positions and My List, each the caller's own (`users/{userId}` is the caller).
 * Needs watchingPlugin. A write riding on the web session's cookie must come from the portal's own pages.
 */
export async function watchingRoutes(app: FastifyZodInstance): Promise<void> {
  acceptBeaconJson(app);

  // Every guard runs before the body is read: 404 operator, then 401, then 403.
  const guards = {
    onRequest: inOneHook(
      requireKnownOperator,
      app.authenticate,
      requireOwnUser,
      requireOwnOriginForCookieWrites,
    ),
  };

  app.get(
    `${userPath}/continue-watching`,
    {
      schema: {
        params: watchingParamsSchema,
        querystring: watchingQuerySchema,
        response: { 200: continueWatchingResponseSchema },
      },
      ...guards,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await app.watching.continueWatching(request.params.userId, request.query.translation) };
    },
  );

  app.get(
    `${userPath}/positions/:kind/:id`,
    { schema: { params: positionParamsSchema, response: { 200: positionResponseSchema } }, ...guards },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { userId, kind, id } = request.params;
      return { data: await app.watching.positionOf(userId, kind, id) };
    },
  );

  app.post(
    `${userPath}/positions`,
    {
      schema: {
        params: watchingParamsSchema,
        body: positionUpdateSchema,
        response: { 200: savedPositionResponseSchema },
      },
      config: perMinute(120),
      ...guards,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await app.watching.savePosition(request.params.userId, request.body) };
    },
  );

  app.get(
    `${userPath}/my-list`,
    {
      schema: {
        params: watchingParamsSchema,
        querystring: watchingQuerySchema,
        response: { 200: myListResponseSchema },
      },
      ...guards,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await app.watching.myList(request.params.userId, request.query.translation) };
    },
  );

  app.put(
    `${userPath}/my-list/:type/:id`,
    {
      schema: { params: myListParamsSchema, response: { 200: myListChangeResponseSchema } },
      config: perMinute(60),
      ...guards,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { userId, type, id } = request.params;
      await app.watching.addToMyList(userId, type, id);
      return { data: { type, id, in_list: true } };
    },
  );

  app.delete(
    `${userPath}/my-list/:type/:id`,
    {
      schema: { params: myListParamsSchema, response: { 200: myListChangeResponseSchema } },
      config: perMinute(60),
      ...guards,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { userId, type, id } = request.params;
      await app.watching.removeFromMyList(userId, type, id);
      return { data: { type, id, in_list: false } };
    },
  );
}
