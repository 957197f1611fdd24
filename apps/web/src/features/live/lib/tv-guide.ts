/** The TV guide's window: from now (rounded down to the half hour) to 6 hours later. */
export const GUIDE_HOURS = 6;
const halfHourMs = 30 * 60 * 1000;
const hourMs = 60 * 60 * 1000;

export interface GuideWindow {
  from: number;
  to: number;
}

export function guideWindow(now: number): GuideWindow {
  const from = Math.floor(now / halfHourMs) * halfHourMs;
  return { from, to: from + GUIDE_HOURS * hourMs };
}

/** Where a show sits in the window, in percent of its width; null when it is wholly outside. */
export function placeInWindow(
  window: GuideWindow,
  startsAt: string,
  endsAt: string,
): { left: number; width: number } | null {
  const start = Math.max(Date.parse(startsAt), window.from);
  const end = Math.min(Date.parse(endsAt), window.to);
  if (!(end > start)) return null;
  const span = window.to - window.from;
  return { left: ((start - window.from) / span) * 100, width: ((end - start) / span) * 100 };
}

/** The 'now' marker's position in percent, null outside the window. */
export function nowOffset(window: GuideWindow, now: number): number | null {
  if (now < window.from || now > window.to) return null;
  return ((now - window.from) / (window.to - window.from)) * 100;
}

/** Hour (and half-hour) ticks for the time header. */
export function guideTicks(window: GuideWindow): number[] {
  const ticks: number[] = [];
  for (let at = window.from; at < window.to; at += halfHourMs) ticks.push(at);
  return ticks;
}

export function isOnNow(startsAt: string, endsAt: string, now: number): boolean {
  return Date.parse(startsAt) <= now && now < Date.parse(endsAt);
}

/** How far back catch-up reaches (the server's CATCH_UP_HOURS). */
export const CATCH_UP_HOURS = 24;
/** How far back the guide's 'Earlier' goes, in windows of GUIDE_HOURS. */
export const EARLIEST_SHIFT = -CATCH_UP_HOURS / GUIDE_HOURS;

/** The guide's window `shift` windows of GUIDE_HOURS before (negative) the current one. */
export function shiftedWindow(now: number, shift: number): GuideWindow {
  const current = guideWindow(now);
  const by = shift * GUIDE_HOURS * hourMs;
  return { from: current.from + by, to: current.to + by };
}

/** A programme a catch-up channel lets a subscriber play again: ended, and started at most 24 hours ago. */
export function isCatchUpPlayable(startsAt: string, endsAt: string, now: number): boolean {
  return Date.parse(endsAt) <= now && now - Date.parse(startsAt) <= CATCH_UP_HOURS * hourMs;
}

/** The show on air at `now`, if any. */
export function showOnNow<T extends { starts_at: string; ends_at: string }>(
  shows: readonly T[],
  now: number,
): T | undefined {
  return shows.find((show) => isOnNow(show.starts_at, show.ends_at, now));
}
