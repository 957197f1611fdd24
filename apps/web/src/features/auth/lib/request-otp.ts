import type { OtpSent } from './account-flow.ts';
import { OTP_COUNTDOWN } from './constants.ts';
import { resendDeadline } from './countdown.ts';
import { isResendTooSoon } from './messages.ts';

/**
 * Asks the server for an OTP and works out the resend countdown from its `resend_after`. When the server
 * refuses because the last OTP to the same place is still fresh, that OTP stands: its countdown is kept
 * (or taken from Retry-After), and the user goes on to enter it.
 */
export async function requestOtp<T extends { resend_after: number }>(
  send: () => Promise<T>,
  destination: string,
  fallbackSeconds: number,
  pending: OtpSent | null,
  now: () => number = Date.now,
): Promise<{ otp: OtpSent; result: T | null }> {
  try {
    const result = await send();
    return {
      otp: { destination, resendAt: resendDeadline(now(), result.resend_after, fallbackSeconds) },
      result,
    };
  } catch (error) {
    if (!isResendTooSoon(error)) throw error;
    const time = now();
    const kept =
      pending && pending.destination === destination && pending.resendAt > time ? pending.resendAt : null;
    const resendAt = kept ?? resendDeadline(time, error.retryAfter, OTP_COUNTDOWN.afterResend);
    return { otp: { destination, resendAt }, result: null };
  }
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
