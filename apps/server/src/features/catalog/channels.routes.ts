import {
  channelCategoriesResponseSchema,
  channelsQuerySchema,
  channelsResponseSchema,
  operatorParamsSchema,
  userChannelsResponseSchema,
  userParamsSchema,
} from '@glotv/contracts/catalog';
import { channelCategoriesQuerySchema } from '@glotv/contracts/live';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { inOneHook } from '../../lib/request-steps.ts';
import { compressedWhenMade } from '../../lib/response-bytes.ts';
import { requireOwnUser, subscriberIdOf } from './catalog-guards.ts';
import { cachedCatalogAnswer, PERSONAL_CACHE_CONTROL, sendReadyAnswer } from './conditional-get.ts';
import { UserChannelsAnswers } from './user-channels-answers.ts';

/** Live TV: tabs with their channels, the channel list, and the user's channels with `purchased`. */
export async function channelsRoutes(app: FastifyZodInstance): Promise<void> {
  const { channels } = app.catalog;
  const userChannelsAnswers = new UserChannelsAnswers();

  app.get(
    '/api/client/v1/:operator/categories/channels',
    {
      schema: {
        params: operatorParamsSchema,
        querystring: channelCategoriesQuerySchema,
        response: { 200: channelCategoriesResponseSchema },
      },
      preHandler: app.authenticate,
      ...compressedWhenMade,
    },
    // The cache key holds the validated query, so each language is cached apart.
    (request, reply) =>
      cachedCatalogAnswer(app.catalogCache, request, reply, async () => ({
        data: await channels.categories(request.query.translation),
      })),
  );

  app.get(
    '/api/client/v2/:operator/channels',
    {
      schema: {
        params: operatorParamsSchema,
        querystring: channelsQuerySchema,
        response: { 200: channelsResponseSchema },
      },
      preHandler: app.authenticate,
      ...compressedWhenMade,
    },
    (request, reply) =>
      cachedCatalogAnswer(app.catalogCache, request, reply, async () => ({
        data: await channels.channels(request.query.packages),
      })),
  );

  app.get(
    '/api/client/v2/:operator/users/:userId/channels',
    {
      schema: {
        params: userParamsSchema,
        querystring: channelsQuerySchema,
        response: { 200: userChannelsResponseSchema },
      },
      preHandler: inOneHook(app.authenticate, requireOwnUser),
      ...compressedWhenMade,
    },
    async (request, reply) => {
      // The list is everyone's, kept with the catalog's answers (a catalog change clears it); what the subscriber
      // bought comes from the entitlements cache (a purchase clears it). The answer made of the two is kept.
      const listName = `user channels|${JSON.stringify(request.query)}`;
      const [listed, grants] = await Promise.all([
        app.catalogCache.get(listName, () => channels.channels(request.query.packages)),
        channels.grantsOf(subscriberIdOf(request)),
      ]);
      const answer = userChannelsAnswers.answerFor(listName, listed.body, grants);
      return sendReadyAnswer(request, reply, answer, PERSONAL_CACHE_CONTROL);
    },
  );
}
