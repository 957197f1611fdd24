/**
 * The schedule day's timeline as numbers: a day is 1440 minutes from its local midnight, a programme a span of
 * minutes (its end may pass 1440 when it runs into the next day). Drags and keys move by whole snaps.
 */

export const DAY_MINUTES = 24 * 60;
/** Every drag and key press lands on a multiple of this many minutes. */
export const SNAP_MINUTES = 5;

export interface Span {
  key: string;
  start: number;
  end: number;
}

export interface Gap {
  start: number;
  end: number;
}

export interface Overlap {
  first: string;
  second: string;
  start: number;
  end: number;
}

export const snap = (minutes: number) => Math.round(minutes / SNAP_MINUTES) * SNAP_MINUTES;

export const minutesToPixels = (minutes: number, pixelsPerMinute: number) => minutes * pixelsPerMinute;

export const pixelsToMinutes = (pixels: number, pixelsPerMinute: number) => pixels / pixelsPerMinute;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The span moved by `delta` minutes (snapped), its length kept, its start kept inside the day. */
export function moveSpan<T extends Span>(span: T, delta: number): T {
  const length = span.end - span.start;
  const start = clamp(snap(span.start + delta), 0, DAY_MINUTES - SNAP_MINUTES);
  return { ...span, start, end: start + length };
}

/** The span with its end at `end` (snapped), at least one snap long and no later than the day's end. */
export function resizeSpanEnd<T extends Span>(span: T, end: number): T {
  const limit = Math.max(DAY_MINUTES, span.start + SNAP_MINUTES);
  return { ...span, end: clamp(snap(end), span.start + SNAP_MINUTES, limit) };
}

const byStart = <T extends Span>(spans: readonly T[]) =>
  [...spans].sort((a, b) => a.start - b.start || a.end - b.end);

/** Stretches of the day no programme covers (the filler plays there). */
export function findGaps(spans: readonly Span[]): Gap[] {
  const gaps: Gap[] = [];
  let covered = 0;
  for (const span of byStart(spans)) {
    if (span.start > covered) gaps.push({ start: covered, end: Math.min(span.start, DAY_MINUTES) });
    covered = Math.max(covered, span.end);
    if (covered >= DAY_MINUTES) return gaps;
  }
  if (covered < DAY_MINUTES) gaps.push({ start: covered, end: DAY_MINUTES });
  return gaps;
}

/** Each time a programme starts before the one before it (by start) has ended. */
export function findOverlaps(spans: readonly Span[]): Overlap[] {
  const overlaps: Overlap[] = [];
  let latest: Span | undefined;
  for (const span of byStart(spans)) {
    if (latest && span.start < latest.end) {
      overlaps.push({
        first: latest.key,
        second: span.key,
        start: span.start,
        end: Math.min(latest.end, span.end),
      });
    }
    if (!latest || span.end > latest.end) latest = span;
  }
  return overlaps;
}

/** `HH:MM` of a minute of the day; minutes past midnight wrap onto the next day's clock. */
export function clockOf(minutes: number): string {
  const wrapped = ((Math.round(minutes) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

/** Minutes of `HH:MM`, or undefined when it is not a time. */
export function minutesOf(hhmm: string): number | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : undefined;
}

/** A typed start and end as a span: an end at or before its start is on the next day. */
export function spanOf(key: string, start: string, end: string): Span | undefined {
  const from = minutesOf(start);
  const to = minutesOf(end);
  if (from === undefined || to === undefined) return undefined;
  return { key, start: from, end: to <= from ? to + DAY_MINUTES : to };
}
