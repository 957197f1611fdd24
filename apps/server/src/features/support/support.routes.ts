import {
  goodwillGrantRequestSchema,
  goodwillGrantResponseSchema,
  grantablePackagesResponseSchema,
  SUBSCRIBER_SEARCH_PAGE_SIZE,
  sessionsEndedResponseSchema,
  subscriberDetailResponseSchema,
  subscriberIdParamsSchema,
  subscriberSearchQuerySchema,
  subscriberSearchResponseSchema,
  subscriberSessionParamsSchema,
} from '@glotv/contracts/console-support';
import { AppError } from '../../errors/app-error.ts';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { type AuthenticatedStaff, CONSOLE_API_PREFIX, recordAudit, requireStaff } from '../staff/public.ts';
import { grantGoodwill } from './goodwill-grant.ts';
import { subscriberDetail } from './subscriber-detail.ts';
import { searchSubscribers } from './subscriber-search.ts';
import { liveSessionIdsOf } from './subscriber-sessions.repository.ts';

const base = `${CONSOLE_API_PREFIX}/support`;
const subscriber = `${base}/subscribers/:subscriberId`;
/** Support answers subscribers; admins may do everything support does. Editors and analysts are refused. */
const supportOnly = requireStaff('support', 'admin');

/** Support's subscriber search, a subscriber's page, ending their sessions and goodwill grants (issue 17). */
export async function supportRoutes(app: FastifyZodInstance): Promise<void> {
  const now = () => new Date();
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    `${base}/subscribers`,
    {
      schema: { querystring: subscriberSearchQuerySchema, response: { 200: subscriberSearchResponseSchema } },
      preHandler: supportOnly,
    },
    async (request) =>
      searchSubscribers(app.db, request.query.q, request.query.page, SUBSCRIBER_SEARCH_PAGE_SIZE),
  );

  app.get(
    subscriber,
    {
      schema: { params: subscriberIdParamsSchema, response: { 200: subscriberDetailResponseSchema } },
      preHandler: supportOnly,
    },
    async (request) => {
      const detail = await subscriberDetail(app.db, request.params.subscriberId, now());
      if (!detail) throw new AppError('not_found', 'No such subscriber.');
      return { data: detail };
    },
  );

  app.get(
    `${base}/packages`,
    { schema: { response: { 200: grantablePackagesResponseSchema } }, preHandler: supportOnly },
    async () => ({
      data: await app.db
        .selectFrom('packages')
        .select(['id', 'title', 'title_pt', 'audience', 'active as enabled'])
        .orderBy('position')
        .orderBy('id')
        .execute(),
    }),
  );

  app.delete(
    `${subscriber}/sessions/:sessionId`,
    {
      schema: { params: subscriberSessionParamsSchema, response: { 200: sessionsEndedResponseSchema } },
      preHandler: supportOnly,
    },
    async (request) => {
      const { subscriberId, sessionId } = request.params;
      const live = await liveSessionIdsOf(app.db, subscriberId, now());
      if (!live.includes(sessionId)) throw new AppError('not_found', 'No such live session.');
      return { data: { ended: await endSessions(subscriberId, [sessionId], request.staff!) } };
    },
  );

  app.delete(
    `${subscriber}/sessions`,
    {
      schema: { params: subscriberIdParamsSchema, response: { 200: sessionsEndedResponseSchema } },
      preHandler: supportOnly,
    },
    async (request) => {
      const { subscriberId } = request.params;
      const exists = await app.db
        .selectFrom('subscribers')
        .select('id')
        .where('id', '=', subscriberId)
        .executeTakeFirst();
      if (!exists) throw new AppError('not_found', 'No such subscriber.');
      const live = await liveSessionIdsOf(app.db, subscriberId, now());
      return { data: { ended: await endSessions(subscriberId, live, request.staff!) } };
    },
  );

  /** Each session ends through the accounts feature, so whatever it keeps of a session is let go everywhere. */
  async function endSessions(
    subscriberId: string,
    sessionIds: string[],
    staff: AuthenticatedStaff,
  ): Promise<number> {
    for (const sessionId of sessionIds) await app.sessions.end(sessionId);
    await recordAudit(app.db, {
      staff,
      action: 'subscriber.end_sessions',
      target_kind: 'subscriber',
      target_id: subscriberId,
      before: { live_sessions: sessionIds },
      after: { live_sessions: [] },
    });
    return sessionIds.length;
  }

  app.post(
    `${subscriber}/goodwill`,
    {
      schema: {
        params: subscriberIdParamsSchema,
        body: goodwillGrantRequestSchema,
        response: { 201: goodwillGrantResponseSchema },
      },
      preHandler: supportOnly,
    },
    async (request, reply) => {
      const granted = await grantGoodwill(app.db, {
        subscriberId: request.params.subscriberId,
        packageId: request.body.package_id,
        reason: request.body.reason,
        staff: request.staff!,
        now: now(),
      });
      reply.code(201);
      return { data: granted };
    },
  );
}
