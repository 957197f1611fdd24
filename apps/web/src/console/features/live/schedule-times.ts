import { SCHEDULE_DAY_UTC_OFFSET_MINUTES } from '@glotv/contracts/live-console';

const MINUTE = 60_000;

/** `HH:MM` in Lagos time for an instant. */
export function lagosTime(iso: string): string {
  const local = new Date(Date.parse(iso) + SCHEDULE_DAY_UTC_OFFSET_MINUTES * MINUTE);
  return `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
}

/**
 * The instant of `HH:MM` Lagos time on `date`; an end at or before its start is taken as the next day (a
 * programme running past midnight). Answers an ISO string with the +01:00 offset.
 */
export function lagosInstant(date: string, hhmm: string, after?: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const base = Date.parse(`${date}T00:00:00+01:00`) + (hours * 60 + minutes) * MINUTE;
  const instant = after !== undefined && base <= Date.parse(after) ? base + 24 * 60 * MINUTE : base;
  const local = new Date(instant + SCHEDULE_DAY_UTC_OFFSET_MINUTES * MINUTE);
  return `${local.toISOString().slice(0, 19)}+01:00`;
}

/** Today's date in Lagos, `YYYY-MM-DD`. */
export function lagosToday(now = Date.now()): string {
  return new Date(now + SCHEDULE_DAY_UTC_OFFSET_MINUTES * MINUTE).toISOString().slice(0, 10);
}
