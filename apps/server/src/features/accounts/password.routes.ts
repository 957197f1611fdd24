import {
  okResponseSchema,
  passwordChangeRequestSchema,
  passwordForgotRequestSchema,
  passwordForgotResponseSchema,
  passwordResetRequestSchema,
  passwordResetVerifyRequestSchema,
  passwordResetVerifyResponseSchema,
} from '@glotv/contracts/auth';
import type { FastifyZodInstance } from '../../lib/fastify-zod.ts';
import { perMinute } from '../../plugins/rate-limit.ts';

const base = '/api/client/v1/global/password';

/**
 * Change (signed in, old password) and forgot/reset: an OTP to the registered number or e-mail, the OTP for a
 * single-use reset grant, the grant and the new password.
 */
export async function passwordRoutes(app: FastifyZodInstance): Promise<void> {
  app.post(
    `${base}/change`,
    {
      schema: { body: passwordChangeRequestSchema, response: { 200: okResponseSchema } },
      preHandler: app.authenticate,
      config: perMinute(10),
    },
    async (request) => {
      const { old_password, password, confirm_password } = request.body;
      await app.accounts.changePassword(
        request.session!.subscriberId,
        request.session!.sessionId,
        old_password,
        password,
        confirm_password,
      );
      return { status: 'ok' as const };
    },
  );

  app.post(
    `${base}/forgot`,
    {
      schema: { body: passwordForgotRequestSchema, response: { 200: passwordForgotResponseSchema } },
      config: perMinute(10),
    },
    async (request) => {
      const { resendAfter, sentTo } = await app.accounts.startPasswordReset(
        request.body.username,
        request.ip,
        request.log,
      );
      return { status: 'ok' as const, resend_after: resendAfter, sent_to: sentTo };
    },
  );

  app.post(
    `${base}/reset/verify`,
    {
      schema: {
        body: passwordResetVerifyRequestSchema,
        response: { 200: passwordResetVerifyResponseSchema },
      },
      config: perMinute(10),
    },
    async (request) => {
      const { grant, expiresIn } = await app.accounts.verifyPasswordReset(
        request.body.username,
        request.body.otp,
      );
      return { status: 'ok' as const, reset_token: grant, expires_in: expiresIn };
    },
  );

  app.post(
    `${base}/reset`,
    {
      schema: { body: passwordResetRequestSchema, response: { 200: okResponseSchema } },
      config: perMinute(10),
    },
    async (request) => {
      const { reset_token, password, confirm_password } = request.body;
      await app.accounts.resetPassword(reset_token, password, confirm_password);
      return { status: 'ok' as const };
    },
  );
}
