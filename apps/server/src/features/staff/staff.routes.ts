import {
  auditPageResponseSchema,
  auditQuerySchema,
  CONSOLE_API_PREFIX,
  consoleMeResponseSchema,
  consoleOkResponseSchema,
  setupCompleteRequestSchema,
  setupInspectRequestSchema,
  setupInspectResponseSchema,
  setupLinkResponseSchema,
  staffIdParamsSchema,
  staffInviteRequestSchema,
  staffListResponseSchema,
  staffMemberResponseSchema,
  staffPasswordSignInRequestSchema,
  staffPasswordSignInResponseSchema,
  staffTotpSignInRequestSchema,
  staffUpdateRequestSchema,
} from '@glotv/contracts/console-staff';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import { readAudit } from './audit-log.ts';
import { requireStaff } from './staff.plugin.ts';
import type { SetupLink } from './staff.service.ts';
import {
  clearStaffCookies,
  setStaffCookies,
  staffAccessTokenOf,
  staffRefreshTokenOf,
} from './staff-cookies.ts';
import { sessionEnded } from './staff-sessions.service.ts';

const base = CONSOLE_API_PREFIX;
const signInLimit = perMinute(10);
const setupLimit = perMinute(10);

/** Staff sign-in, set-up links, the staff list and the audit log, under /api/console/v1. */
export async function staffRoutes(app: FastifyZodInstance): Promise<void> {
  const secure = app.config.env === 'production';
  const startSession = async (reply: FastifyReply, staffId: string) => {
    setStaffCookies(reply, await app.staffSessions.start(staffId), secure);
    const member = await app.staffAccounts.member(staffId);
    return { data: { id: member.id, email: member.email, role: member.role } };
  };
  const linkAnswer = (link: SetupLink, emailed: boolean) => ({
    data: {
      staff: link.staff,
      setup_url: link.setupUrl,
      expires_at: link.expiresAt.toISOString(),
      emailed,
    },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(base)) reply.header('cache-control', 'no-store');
  });

  app.post(
    `${base}/session/password`,
    {
      schema: {
        body: staffPasswordSignInRequestSchema,
        response: { 200: staffPasswordSignInResponseSchema },
      },
      config: signInLimit,
    },
    async (request) => {
      const { challenge, expiresIn } = await app.staffAccounts.checkPassword(
        request.body.email,
        request.body.password,
      );
      return { data: { challenge, expires_in: expiresIn } };
    },
  );

  app.post(
    `${base}/session/code`,
    {
      schema: { body: staffTotpSignInRequestSchema, response: { 200: consoleMeResponseSchema } },
      config: signInLimit,
    },
    async (request, reply) => {
      const staffId = await app.staffAccounts.checkCode(request.body.challenge, request.body.code);
      return startSession(reply, staffId);
    },
  );

  app.post(
    `${base}/session/refresh`,
    { schema: { response: { 200: consoleOkResponseSchema } }, config: signInLimit },
    async (request, reply) => {
      const token = staffRefreshTokenOf(request);
      try {
        if (!token) throw sessionEnded();
        setStaffCookies(reply, await app.staffSessions.refresh(token), secure);
        return { status: 'ok' as const };
      } catch (error) {
        clearStaffCookies(reply);
        throw error;
      }
    },
  );

  app.post(
    `${base}/session/logout`,
    { schema: { response: { 200: consoleOkResponseSchema } } },
    async (request, reply) => {
      const sessionId = await app.staffSessions.identify(
        staffAccessTokenOf(request),
        staffRefreshTokenOf(request),
      );
      if (sessionId) await app.staffSessions.end(sessionId);
      clearStaffCookies(reply);
      return { status: 'ok' as const };
    },
  );

  app.get(
    `${base}/me`,
    { schema: { response: { 200: consoleMeResponseSchema } }, preHandler: requireStaff() },
    async (request) => {
      const { id, email, role } = request.staff!;
      return { data: { id, email, role } };
    },
  );

  app.post(
    `${base}/setup/inspect`,
    {
      schema: { body: setupInspectRequestSchema, response: { 200: setupInspectResponseSchema } },
      config: setupLimit,
    },
    async (request) => ({ data: await app.staffAccounts.inspectSetup(request.body.token) }),
  );

  app.post(
    `${base}/setup/complete`,
    {
      schema: { body: setupCompleteRequestSchema, response: { 200: consoleMeResponseSchema } },
      config: setupLimit,
    },
    async (request, reply) => {
      const { token, password, confirm_password, code } = request.body;
      if (password !== confirm_password) {
        throw new AppError('passwords_do_not_match', 'The passwords do not match.');
      }
      const staffId = await app.staffAccounts.completeSetup(token, password, code);
      return startSession(reply, staffId);
    },
  );

  app.get(
    `${base}/staff`,
    { schema: { response: { 200: staffListResponseSchema } }, preHandler: requireStaff('admin') },
    async () => ({ data: await app.staffAccounts.list() }),
  );

  app.post(
    `${base}/staff`,
    {
      schema: { body: staffInviteRequestSchema, response: { 200: setupLinkResponseSchema } },
      preHandler: requireStaff('admin'),
    },
    async (request) => {
      const link = await app.staffAccounts.invite(request.staff!, request.body.email, request.body.role);
      return linkAnswer(link, await app.staffAccounts.emailSetupLink(link, request.log));
    },
  );

  app.patch(
    `${base}/staff/:id`,
    {
      schema: {
        params: staffIdParamsSchema,
        body: staffUpdateRequestSchema,
        response: { 200: staffMemberResponseSchema },
      },
      preHandler: requireStaff('admin'),
    },
    async (request) => ({
      data: await app.staffAccounts.update(request.staff!, request.params.id, request.body),
    }),
  );

  app.post(
    `${base}/staff/:id/setup-link`,
    {
      schema: { params: staffIdParamsSchema, response: { 200: setupLinkResponseSchema } },
      preHandler: requireStaff('admin'),
    },
    async (request) => {
      const link = await app.staffAccounts.resetLink(request.staff!, request.params.id);
      return linkAnswer(link, await app.staffAccounts.emailSetupLink(link, request.log));
    },
  );

  app.get(
    `${base}/audit`,
    {
      schema: { querystring: auditQuerySchema, response: { 200: auditPageResponseSchema } },
      preHandler: requireStaff('admin'),
    },
    async (request) => readAudit(app.db, request.query),
  );
}
