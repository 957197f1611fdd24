import { describe, expect, it } from 'vitest';
import { OTP_COUNTDOWN } from './constants.ts';
import { canResend, resendDeadline, secondsLeft } from './countdown.ts';

describe('OTP resend countdown', () => {
  const start = 1_000_000;

  it('counts whole seconds down to 0 and no further', () => {
    const deadline = resendDeadline(start, OTP_COUNTDOWN.subscriber, 0);
    expect(secondsLeft(deadline, start)).toBe(315);
    expect(secondsLeft(deadline, start + 1)).toBe(315);
    expect(secondsLeft(deadline, start + 1000)).toBe(314);
    expect(secondsLeft(deadline, start + 314_001)).toBe(1);
    expect(secondsLeft(deadline, start + 315_000)).toBe(0);
    expect(secondsLeft(deadline, start + 400_000)).toBe(0);
  });

  it("starts at the server's resend_after, else at the fallback (85 for billing, 60 after a resend)", () => {
    expect(resendDeadline(start, 315, 60)).toBe(start + 315_000);
    expect(resendDeadline(start, undefined, OTP_COUNTDOWN.billing)).toBe(start + 85_000);
    expect(resendDeadline(start, undefined, OTP_COUNTDOWN.afterResend)).toBe(start + 60_000);
  });

  it('shows Resend at 0, or already at 1 in the compact layout', () => {
    expect(canResend(2, false)).toBe(false);
    expect(canResend(1, false)).toBe(false);
    expect(canResend(0, false)).toBe(true);
    expect(canResend(2, true)).toBe(false);
    expect(canResend(1, true)).toBe(true);
    expect(canResend(0, true)).toBe(true);
  });

  it('uses the spec constants', () => {
    expect(OTP_COUNTDOWN).toEqual({ subscriber: 315, billing: 85, afterResend: 60 });
  });
});
