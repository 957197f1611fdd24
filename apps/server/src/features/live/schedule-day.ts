import { SCHEDULE_DAY_UTC_OFFSET_MINUTES } from '@glotv/contracts/live-console';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface Span {
  startsAt: Date;
  endsAt: Date;
}

/** The instants a Lagos calendar day `YYYY-MM-DD` runs between: `[startsAt, endsAt)`. */
export function dayBounds(date: string): Span {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const start = Date.UTC(year, month - 1, day) - SCHEDULE_DAY_UTC_OFFSET_MINUTES * MINUTE;
  return { startsAt: new Date(start), endsAt: new Date(start + DAY) };
}

export interface Timed extends Span {
  id: string;
}

/**
 * What a day's schedule leaves empty and where two programmes air at once. `programmes` may include one
 * running into the day from before; gaps are only counted inside the day. Two programmes overlap where the
 * later starts before the earlier (or any before it still running) ends.
 */
export function gapsAndOverlaps(
  programmes: readonly Timed[],
  day: Span,
): { gaps: Span[]; overlaps: (Span & { first: string; second: string })[] } {
  const sorted = [...programmes].sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.endsAt.getTime() - b.endsAt.getTime(),
  );
  const gaps: Span[] = [];
  const overlaps: (Span & { first: string; second: string })[] = [];
  let cursor = day.startsAt.getTime();
  let longest: Timed | undefined;
  for (const programme of sorted) {
    const start = programme.startsAt.getTime();
    const end = programme.endsAt.getTime();
    if (start > cursor && cursor < day.endsAt.getTime()) {
      gaps.push({ startsAt: new Date(cursor), endsAt: new Date(Math.min(start, day.endsAt.getTime())) });
    }
    if (longest && start < longest.endsAt.getTime()) {
      overlaps.push({
        first: longest.id,
        second: programme.id,
        startsAt: programme.startsAt,
        endsAt: new Date(Math.min(end, longest.endsAt.getTime())),
      });
    }
    if (!longest || end > longest.endsAt.getTime()) longest = programme;
    cursor = Math.max(cursor, end);
  }
  if (cursor < day.endsAt.getTime()) gaps.push({ startsAt: new Date(cursor), endsAt: day.endsAt });
  return { gaps, overlaps };
}
