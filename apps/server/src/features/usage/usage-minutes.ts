import { REPORTS_TIME_ZONE } from '@glotv/contracts/console-reports';
import type { UsageLogEntry } from './usage-log.repository.ts';

/** One row of the daily streaming roll-up (`usage_minutes_daily`). */
export interface StreamedMinutes {
  day: string;
  kind: 'title' | 'channel';
  content_uid: string;
  content_name: string;
  minutes: number;
}

const kindByContentType: Record<string, StreamedMinutes['kind']> = {
  movie: 'title',
  episode: 'title',
  channel: 'channel',
};

const lagosDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: REPORTS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** yyyy-mm-dd of a moment in Lagos. */
export function lagosDayOf(at: Date): string {
  return lagosDay.format(at);
}

const MINUTE_MS = 60_000;

/**
 * `lagosDayOf` for many moments close together (a batch's logs): every time zone's offset is a whole number of
 * minutes, so a day never changes within a minute and each minute is formatted once.
 */
function lagosDaysOfMinutes(): (at: Date) => string {
  let minute = Number.NaN;
  let day = '';
  return (at) => {
    const its = Math.floor(at.getTime() / MINUTE_MS);
    if (its !== minute) {
      minute = its;
      day = lagosDayOf(at);
    }
    return day;
  };
}

const DAY_MS = 86_400_000;

/** The Monday (yyyy-mm-dd) of the Monday-to-Sunday week a day falls in, as PostgreSQL's `date_trunc('week', …)`. */
export function weekOf(day: string): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  const sinceMonday = (new Date(at).getUTCDay() + 6) % 7;
  return new Date(at - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** A row of the weekly streaming roll-up (`usage_minutes_weekly`). */
export interface WeeklyMinutes {
  week: string;
  kind: StreamedMinutes['kind'];
  content_uid: string;
  minutes: number;
}

/** A row of `usage_content_names`. */
export type ContentName = Pick<StreamedMinutes, 'kind' | 'content_uid' | 'content_name'>;

/** A row of the per-day totals (`usage_minutes_day_totals`). */
export interface DayTotalMinutes {
  day: string;
  kind: StreamedMinutes['kind'];
  minutes: number;
}

/**
 * The same minutes summed per week and per day and kind for the coarser roll-ups, and the titles' last names,
 * each in key order (the daily rows come in day order, so a later name replaces an earlier one).
 */
export function coarserMinutes(daily: readonly StreamedMinutes[]): {
  weekly: WeeklyMinutes[];
  dayTotals: DayTotalMinutes[];
  names: ContentName[];
} {
  const weekly = new Map<string, WeeklyMinutes>();
  const dayTotals = new Map<string, DayTotalMinutes>();
  const names = new Map<string, ContentName>();
  for (const row of daily) {
    const { content_uid, content_name, kind, minutes } = row;
    names.set(`${kind}\u0000${content_uid}`, { kind, content_uid, content_name });
    const week = weekOf(row.day);
    const weekKey = `${week}\u0000${kind}\u0000${content_uid}`;
    const inWeek = weekly.get(weekKey);
    if (inWeek) inWeek.minutes += minutes;
    else weekly.set(weekKey, { week, kind, content_uid, minutes });
    const dayKey = `${row.day}\u0000${row.kind}`;
    const inDay = dayTotals.get(dayKey);
    if (inDay) inDay.minutes += row.minutes;
    else dayTotals.set(dayKey, { day: row.day, kind: row.kind, minutes: row.minutes });
  }
  return { weekly: sortedByKey(weekly), dayTotals: sortedByKey(dayTotals), names: sortedByKey(names) };
}

function sortedByKey<Row>(rows: Map<string, Row>): Row[] {
  return [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}

/**
 * The minutes a batch of logs adds per Lagos day and title or channel: 'Video Played' logs carry the minutes
 * watched in `duration` (60 per full hour, then the rest on leaving). Trailers, logins and logs without a
 * content uid add nothing. Sorted by key, so two instances adding to the same rows lock them in one order.
 */
export function minutesByDay(logs: readonly (UsageLogEntry & { created_at: Date })[]): StreamedMinutes[] {
  const byKey = new Map<string, StreamedMinutes>();
  const dayOf = lagosDaysOfMinutes();
  for (const log of logs) {
    const kind = log.content_type ? kindByContentType[log.content_type] : undefined;
    if (log.action !== 'Video Played' || !kind || !log.content_uid || !log.duration) continue;
    const day = dayOf(log.created_at);
    const key = `${day}\u0000${kind}\u0000${log.content_uid}`;
    const row = byKey.get(key);
    const name = log.content_name || log.content_uid;
    if (row) {
      row.minutes += log.duration;
      row.content_name = name;
    } else
      byKey.set(key, { day, kind, content_uid: log.content_uid, content_name: name, minutes: log.duration });
  }
  return sortedByKey(byKey);
}

/** Every roll-up row a batch of logs adds to, each table's in key order. */
export interface StreamedMinutesRollups extends ReturnType<typeof coarserMinutes> {
  daily: StreamedMinutes[];
}

/** The minutes a batch of logs adds to the daily, weekly and per-day roll-ups, and the titles' names. */
export function minutesRollupsOf(
  logs: readonly (UsageLogEntry & { created_at: Date })[],
): StreamedMinutesRollups {
  const daily = minutesByDay(logs);
  return { daily, ...coarserMinutes(daily) };
}
