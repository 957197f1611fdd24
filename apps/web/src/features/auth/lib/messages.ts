import { ApiError, NetworkError } from '../../../lib/api-client.ts';

/** Catalog keys of the messages a failed call turns into. */
export type ErrorMessage =
  | 'errors.connection'
  | 'errors.lookupFailed'
  | 'errors.otpInvalid'
  | 'errors.otpExpired'
  | 'errors.otpEnterValid'
  | 'errors.otpLimitReached'
  | 'errors.rateLimited'
  | 'errors.loginInvalidCredentials'
  | 'geo.serviceOnlyNigeria'
  | 'login.enterMsisdn'
  | 'reset.wrongOtp'
  | 'reset.restartProcess'
  | 'reset.changeIncomplete'
  | 'reset.passwordMismatch'
  | 'reset.numberNotRegistered'
  | 'register.incomplete';

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : undefined);

/** Failures every step shares: no connection, outside Nigeria, too many OTPs. */
function commonMessage(error: unknown): ErrorMessage | null {
  if (error instanceof NetworkError) return 'errors.connection';
  switch (codeOf(error)) {
    case 'outside_nigeria':
      return 'geo.serviceOnlyNigeria';
    case 'otp_limit_reached':
      return 'errors.otpLimitReached';
    case 'rate_limited':
      return 'errors.rateLimited';
    default:
      return null;
  }
}

/** Sign-up OTP check (modals 4 and 5). */
export function signUpOtpMessage(error: unknown): ErrorMessage {
  const common = commonMessage(error);
  if (common) return common;
  switch (codeOf(error)) {
    case 'otp_expired':
      return 'errors.otpExpired';
    case 'otp_attempts_exceeded':
      return 'errors.otpEnterValid';
    default:
      return 'errors.otpInvalid';
  }
}

/** Checking the reset OTP (modal 9). */
export function resetOtpMessage(error: unknown): ErrorMessage {
  const common = commonMessage(error);
  if (common) return common;
  switch (codeOf(error)) {
    case 'otp_invalid':
      return 'reset.wrongOtp';
    case 'otp_expired':
      return 'errors.otpExpired';
    case 'otp_attempts_exceeded':
      return 'reset.restartProcess';
    default:
      return 'reset.changeIncomplete';
  }
}

/** Setting the new password with the grant: a grant refused means starting again from the number. */
export function newPasswordMessage(error: unknown): ErrorMessage {
  const common = commonMessage(error);
  if (common) return common;
  switch (codeOf(error)) {
    case 'otp_not_validated':
      return 'reset.restartProcess';
    case 'passwords_do_not_match':
      return 'reset.passwordMismatch';
    default:
      return 'reset.changeIncomplete';
  }
}

/** Sign in (any other failure leaves the state at 'Enter MSISDN'). */
export function signInMessage(error: unknown): ErrorMessage {
  if (error instanceof ApiError && error.status === 401) return 'errors.loginInvalidCredentials';
  return commonMessage(error) ?? 'login.enterMsisdn';
}

/** Requesting a reset OTP (modal 8). */
export function forgotMessage(error: unknown): ErrorMessage {
  if (codeOf(error) === 'not_registered' || (error instanceof ApiError && error.status === 404)) {
    return 'reset.numberNotRegistered';
  }
  return commonMessage(error) ?? 'reset.restartProcess';
}

/** Sending a sign-up OTP or creating the subscriber. */
export function signUpMessage(error: unknown): ErrorMessage {
  return commonMessage(error) ?? 'register.incomplete';
}

/** Whether the server refused a resend only because the countdown has not run out. */
export function isResendTooSoon(error: unknown): error is ApiError {
  return codeOf(error) === 'otp_resend_too_soon';
}
