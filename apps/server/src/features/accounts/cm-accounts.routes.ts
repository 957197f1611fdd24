import {
  clientSettingsResponseSchema,
  createSubscriberRequestSchema,
  createSubscriberResponseSchema,
  otpGenerateRequestSchema,
  otpGenerateResponseSchema,
  otpRefusedResponseSchema,
  otpValidateRequestSchema,
  otpValidateResponseSchema,
  subscriberLookupQuerySchema,
  subscriberLookupResponseSchema,
} from '@glotv/contracts/auth';
import { errorBodySchema } from '@glotv/contracts/errors';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import { gloUsername } from '../glo-verify/msisdn.ts';
import { type Identity, parseIdentity } from './identity.ts';
import { subscribersRepository } from './subscribers.repository.ts';

const otpModeSchema = z.object({ mode: z.enum(['generate', 'validate']) });

function identityOf(body: { mobile_number?: string; email?: string }): Identity {
  const identity = parseIdentity(body.mobile_number ?? body.email ?? '');
  if (!identity) {
    throw new AppError(
      'validation_failed',
      body.mobile_number ? 'Invalid mobile number' : 'Enter your e-mail ',
    );
  }
  return identity;
}

/** Content-manager account calls: OTP (6, 7), subscriber lookup and creation (5, 8), settings (9). */
export async function cmAccountsRoutes(app: FastifyZodInstance): Promise<void> {
  app.post(
    '/cm/api/otp/',
    {
      schema: {
        querystring: otpModeSchema,
        body: z.union([otpGenerateRequestSchema, otpValidateRequestSchema]),
        response: {
          200: z.union([otpGenerateResponseSchema, otpValidateResponseSchema]),
          400: z.union([otpRefusedResponseSchema, errorBodySchema]),
        },
      },
      config: perMinute(30),
    },
    async (request, reply) => {
      if (request.query.mode === 'generate') {
        const body = otpGenerateRequestSchema.safeParse(request.body);
        if (!body.success) throw new AppError('validation_failed', 'mobile_number or email is required');
        const resendAfter = await app.accounts.sendSignUpOtp(identityOf(body.data), request.ip, request.log);
        return { status: 'ok' as const, resend_after: resendAfter };
      }
      const body = otpValidateRequestSchema.safeParse(request.body);
      if (!body.success) throw new AppError('validation_failed', 'otp: must be six digits');
      try {
        await app.accounts.validateOtp(identityOf(body.data), 'signup', body.data.otp);
        return { message: 'OTP is valid' as const };
      } catch (error) {
        if (!(error instanceof AppError) || !error.code.startsWith('otp_')) throw error;
        return reply
          .code(400)
          .send({ message: 'invalid OTP' as const, error: { code: error.code, message: error.message } });
      }
    },
  );

  app.get(
    '/cm/api/subscriber/',
    {
      schema: { querystring: subscriberLookupQuerySchema, response: { 200: subscriberLookupResponseSchema } },
      config: perMinute(30),
    },
    async (request) => {
      const term = request.query.subscriber_uid;
      const identity = parseIdentity(term);
      const rows = await subscribersRepository.search(
        app.db,
        {
          uid: term,
          username: identity?.kind === 'msisdn' ? gloUsername(identity.national) : term,
          ...(identity?.kind === 'msisdn' ? { msisdn: identity.e164 } : {}),
          ...(identity?.kind === 'email' ? { email: identity.email } : {}),
        },
        request.query.limit,
      );
      return {
        data: rows.map((row) => ({ subscriber_uid: row.uid, username: row.username, status: row.status })),
      };
    },
  );

  app.post(
    '/cm/api/subscriber/',
    {
      schema: { body: createSubscriberRequestSchema, response: { 200: createSubscriberResponseSchema } },
      config: perMinute(10),
    },
    async (request) => {
      const created = await app.accounts.register(request.body);
      return created ?? { message: 'subscriber already exist' as const };
    },
  );

  app.get(
    '/cm/api/client/',
    {
      schema: {
        querystring: z.object({ mode: z.literal('web') }),
        response: { 200: clientSettingsResponseSchema },
      },
    },
    async () => ({
      data: {
        operator_uid: app.config.operatorUid,
        payment_public_key: app.config.paymentPublicKey,
        default_language: 'gb' as const,
      },
    }),
  );
}
