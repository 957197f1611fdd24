import { z } from 'zod';

/** Every error the API can answer with. Clients switch on `code`, never on `message`. */
export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'outside_nigeria',
  'not_entitled',
  'catch_up_unavailable',
  'invalid_credentials',
  'session_expired',
  'otp_invalid',
  'otp_expired',
  'otp_attempts_exceeded',
  'otp_resend_too_soon',
  'otp_limit_reached',
  'otp_not_validated',
  'not_registered',
  'already_registered',
  'passwords_do_not_match',
  'insufficient_funds',
  'transaction_failed',
  'activation_incomplete',
  'payment_method_not_allowed',
  'payment_unavailable',
  'not_ready',
  /** As many streams as the subscriber may play at once are playing on other devices. */
  'stream_limit',
  /** This device's stream was stopped from another device. */
  'stream_stopped',
  'internal',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
