import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import {
  forgotMessage,
  newPasswordMessage,
  resetOtpMessage,
  signInMessage,
  signUpMessage,
  signUpOtpMessage,
} from './messages.ts';

const apiError = (status: number, code?: ApiError['code']) => new ApiError(status, code, 'x', undefined);
const offline = new NetworkError('offline');

describe('what a failed call says', () => {
  it('sign-up OTP: invalid, expired, too many tries', () => {
    expect(signUpOtpMessage(apiError(400, 'otp_invalid'))).toBe('errors.otpInvalid');
    expect(signUpOtpMessage(apiError(400, 'otp_expired'))).toBe('errors.otpExpired');
    expect(signUpOtpMessage(apiError(400, 'otp_attempts_exceeded'))).toBe('errors.otpEnterValid');
    expect(signUpOtpMessage(apiError(400))).toBe('errors.otpInvalid');
    expect(signUpOtpMessage(offline)).toBe('errors.connection');
  });

  it("reset OTP: 'Wrong OTP please redo', expired, restart", () => {
    expect(resetOtpMessage(apiError(400, 'otp_invalid'))).toBe('reset.wrongOtp');
    expect(resetOtpMessage(apiError(400, 'otp_expired'))).toBe('errors.otpExpired');
    expect(resetOtpMessage(apiError(400, 'otp_attempts_exceeded'))).toBe('reset.restartProcess');
    expect(resetOtpMessage(apiError(500, 'internal'))).toBe('reset.changeIncomplete');
  });

  it("new password after the OTP: a refused grant says 'Error Please Restart Process'", () => {
    expect(newPasswordMessage(apiError(403, 'otp_not_validated'))).toBe('reset.restartProcess');
    expect(newPasswordMessage(apiError(400, 'passwords_do_not_match'))).toBe('reset.passwordMismatch');
    expect(newPasswordMessage(apiError(500, 'internal'))).toBe('reset.changeIncomplete');
    expect(newPasswordMessage(offline)).toBe('errors.connection');
  });

  it("sign in: 401 is 'Login failed: invalid credentials', anything else 'Enter MSISDN'", () => {
    expect(signInMessage(apiError(401, 'invalid_credentials'))).toBe('errors.loginInvalidCredentials');
    expect(signInMessage(apiError(400, 'validation_failed'))).toBe('login.enterMsisdn');
    expect(signInMessage(new Error('signed in to another operator'))).toBe('login.enterMsisdn');
    expect(signInMessage(offline)).toBe('errors.connection');
  });

  it("forgot password: not registered is 'Your number is not registered. Register now.'", () => {
    expect(forgotMessage(apiError(404, 'not_registered'))).toBe('reset.numberNotRegistered');
    expect(forgotMessage(apiError(404))).toBe('reset.numberNotRegistered');
    expect(forgotMessage(apiError(500))).toBe('reset.restartProcess');
  });

  it("sign-up: 'Registration Incomplete', or the Nigeria-only and OTP-limit messages", () => {
    expect(signUpMessage(apiError(500, 'internal'))).toBe('register.incomplete');
    expect(signUpMessage(apiError(403, 'outside_nigeria'))).toBe('geo.serviceOnlyNigeria');
    expect(signUpMessage(apiError(429, 'otp_limit_reached'))).toBe('errors.otpLimitReached');
    expect(signUpMessage(apiError(429, 'rate_limited'))).toBe('errors.rateLimited');
  });
});
