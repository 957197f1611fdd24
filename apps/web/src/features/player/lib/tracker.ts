/**
 * Streaming tracking, as arithmetic: a 'Video Played' log of 60 minutes for each full hour played,
 * and on leaving, one log of the minutes played since the last of those (none when nothing is left).
 */
export const TRACKING_PERIOD_MS = 60 * 60 * 1000;
export const PERIOD_MINUTES = 60;

export interface PlayTally {
  /** Milliseconds actually played (not paused, seeking or stalled). */
  playedMs: number;
  /** Periods already logged with a 60-minute log. */
  loggedPeriods: number;
}

export const emptyTally: PlayTally = { playedMs: 0, loggedPeriods: 0 };

/** Adds played time; `due` is how many 60-minute logs are owed now. */
export function addPlayed(
  tally: PlayTally,
  ms: number,
  periodMs = TRACKING_PERIOD_MS,
): { tally: PlayTally; due: number } {
  const playedMs = tally.playedMs + Math.max(0, ms);
  const periods = Math.floor(playedMs / periodMs);
  return { tally: { playedMs, loggedPeriods: periods }, due: periods - tally.loggedPeriods };
}

/**
 * Minutes for the final log: the time played since the last 60-minute log, in whole minutes, rounded up so a
 * short play still counts (one minute at least); 0 when nothing is left to log.
 */
export function finalMinutes(tally: PlayTally, periodMs = TRACKING_PERIOD_MS): number {
  const restMs = tally.playedMs - tally.loggedPeriods * periodMs;
  if (restMs <= 0) return 0;
  return Math.min(PERIOD_MINUTES, Math.ceil((restMs / periodMs) * PERIOD_MINUTES));
}
