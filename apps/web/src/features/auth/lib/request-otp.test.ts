import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { requestOtp } from './request-otp.ts';

const now = () => 1_000_000;
const tooSoon = (retryAfter?: number) => new ApiError(429, 'otp_resend_too_soon', 'too soon', retryAfter);

describe('requesting an OTP', () => {
  it("starts the countdown at the server's resend_after", async () => {
    const { otp, result } = await requestOtp(
      async () => ({ resend_after: 315 }),
      '+2348051234567',
      60,
      null,
      now,
    );
    expect(otp).toEqual({ destination: '+2348051234567', resendAt: 1_315_000 });
    expect(result).toEqual({ resend_after: 315 });
  });

  it('keeps the pending OTP when the server says it is too soon to send another', async () => {
    const pending = { destination: 'ada@example.com', resendAt: 1_200_000 };
    const { otp, result } = await requestOtp(
      () => Promise.reject(tooSoon()),
      'ada@example.com',
      315,
      pending,
      now,
    );
    expect(otp).toEqual(pending);
    expect(result).toBeNull();
  });

  it('otherwise waits Retry-After, or 60 s', async () => {
    const send = () => Promise.reject(tooSoon(42));
    expect((await requestOtp(send, 'x@example.com', 315, null, now)).otp.resendAt).toBe(1_042_000);
    const noHeader = () => Promise.reject(tooSoon());
    const expired = { destination: 'x@example.com', resendAt: 900_000 };
    expect((await requestOtp(noHeader, 'x@example.com', 315, expired, now)).otp.resendAt).toBe(1_060_000);
  });

  it('passes every other failure on', async () => {
    const failure = new ApiError(429, 'otp_limit_reached', 'limit', undefined);
    await expect(requestOtp(() => Promise.reject(failure), 'x', 315, null, now)).rejects.toBe(failure);
  });
});
