/** Whole seconds until `deadline` (epoch ms), rounded up, never below 0. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Resend appears at 0, or already at 1 in the compact (< 500 px) layout. */
export function canResend(remaining: number, compact: boolean): boolean {
  return remaining <= (compact ? 1 : 0);
}

/** When the next resend is allowed: the server's `resend_after` (or the spec's fallback) from now. */
export function resendDeadline(now: number, resendAfter: number | undefined, fallback: number): number {
  const seconds = resendAfter !== undefined && resendAfter >= 0 ? resendAfter : fallback;
  return now + seconds * 1000;
}
