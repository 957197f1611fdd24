import {
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  okResponseSchema,
  refreshRequestSchema,
  signInTicketRequestSchema,
} from '@glotv/contracts/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { requireApiClient } from '../../lib/api-client-auth.ts';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import { insertUsageLog } from '../usage/usage-log.repository.ts';
import type { IssuedSession } from './session.service.ts';
import {
  accessTokenOf,
  clearSessionCookies,
  refreshTokenOf,
  setSessionCookies,
  wantsCookieSession,
} from './session-cookies.ts';
import { subscribersRepository } from './subscribers.repository.ts';
import { deviceFromUserAgent } from './user-agent.ts';

const base = '/api/client/v1/global';

/** What the devices page shows of a login's device: the web app as `Web`, and what its User-Agent says. */
function describedDevice(request: FastifyRequest) {
  return {
    platform: wantsCookieSession(request) ? 'Web' : null,
    ...deviceFromUserAgent(request.headers['user-agent']),
  };
}
const loginLimit = perMinute(20);

/** Login and logout, plus refresh, the sign-in ticket and `me` that the web app's cookie session needs. */
export async function loginRoutes(app: FastifyZodInstance): Promise<void> {
  const respond = (request: FastifyRequest, reply: FastifyReply, session: IssuedSession) => {
    const cookie = wantsCookieSession(request);
    if (cookie) setSessionCookies(reply, session, app.config.env === 'production');
    reply.header('cache-control', 'no-store');
    return {
      status: 'ok' as const,
      data: {
        operator_uid: app.config.operatorUid,
        device_id: session.deviceId,
        user_id: session.subscriberId,
        access_token: session.accessToken,
        ...(cookie ? {} : { refresh_token: session.refreshToken }),
        expires_in: session.expiresIn,
      },
    };
  };

  app.post(
    `${base}/login`,
    {
      schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
      config: loginLimit,
      onRequest: requireApiClient,
    },
    async (request, reply) => {
      const { username, password, device, device_class } = request.body;
      const subscriber = await app.accounts.checkCredentials(username, password);
      const session = await app.sessions.start(subscriber.id, {
        uid: device,
        class: device_class,
        ...describedDevice(request),
      });
      await insertUsageLog(app.db, {
        subscriber_uid: subscriber.uid,
        device_id: session.deviceId,
        device_type: device_class,
        action: 'login',
        medium: 'Web',
        operator_id: app.config.operatorUid,
      });
      return respond(request, reply, session);
    },
  );

  app.post(
    `${base}/sign-in-ticket`,
    {
      schema: { body: signInTicketRequestSchema, response: { 200: loginResponseSchema } },
      config: loginLimit,
    },
    async (request, reply) => {
      const subscriberId = await app.sessions.redeemSignInTicket(request.body.ticket);
      const session = await app.sessions.start(subscriberId, {
        uid: request.body.device,
        class: request.body.device_class,
        ...describedDevice(request),
      });
      return respond(request, reply, session);
    },
  );

  app.post(
    `${base}/refresh`,
    { schema: { body: refreshRequestSchema.optional(), response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const token = refreshTokenOf(request, request.body?.refresh_token);
      if (!token) {
        clearSessionCookies(reply);
        throw new AppError('session_expired', 'Your session has ended. Please sign in again.');
      }
      try {
        return respond(request, reply, await app.sessions.refresh(token));
      } catch (error) {
        clearSessionCookies(reply);
        throw error;
      }
    },
  );

  // Logout always succeeds and clears the cookies; it ends the session named by the access token or, when
  // that has expired, by the refresh token, so an idle tab's logout still ends its session.
  app.post(`${base}/logout`, { schema: { response: { 200: okResponseSchema } } }, async (request, reply) => {
    const session = await app.sessions.identify(accessTokenOf(request), refreshTokenOf(request, undefined));
    if (session) {
      await app.sessions.end(session.sessionId);
      await insertUsageLog(app.db, {
        subscriber_uid: session.subscriberUid,
        device_id: session.deviceId,
        action: 'logout',
        medium: 'Web',
        operator_id: app.config.operatorUid,
      });
    }
    clearSessionCookies(reply);
    return { status: 'ok' as const };
  });

  app.get(
    `${base}/me`,
    { schema: { response: { 200: meResponseSchema } }, preHandler: app.authenticate },
    async (request, reply) => {
      const subscriber = await subscribersRepository.findById(app.db, request.session!.subscriberId);
      if (!subscriber) throw new AppError('unauthorized', 'Please sign in.');
      reply.header('cache-control', 'no-store');
      return {
        data: {
          user_id: subscriber.id,
          username: subscriber.username,
          operator_uid: app.config.operatorUid,
          is_glo_user: subscriber.kind === 'glo',
          msisdn: subscriber.msisdn,
          email: subscriber.email,
          first_name: subscriber.first_name,
          last_name: subscriber.last_name,
          language: subscriber.language,
        },
      };
    },
  );
}
