import type { ErrorCode } from '@glotv/contracts/errors';

const statusByCode: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  outside_nigeria: 403,
  not_entitled: 403,
  catch_up_unavailable: 403,
  invalid_credentials: 401,
  session_expired: 401,
  otp_invalid: 400,
  otp_expired: 400,
  otp_attempts_exceeded: 400,
  otp_resend_too_soon: 429,
  otp_limit_reached: 429,
  otp_not_validated: 403,
  not_registered: 404,
  already_registered: 409,
  passwords_do_not_match: 400,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  insufficient_funds: 402,
  transaction_failed: 402,
  activation_incomplete: 409,
  payment_method_not_allowed: 403,
  payment_unavailable: 503,
  internal: 500,
  not_ready: 503,
  stream_limit: 409,
  stream_stopped: 409,
};

/** An error whose message is safe to show to the client. Anything else becomes a logged 500. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusByCode[code];
  }
}

export function statusForCode(code: ErrorCode): number {
  return statusByCode[code];
}
