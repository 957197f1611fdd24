import {
  REPORTS_DEFAULT_DAYS,
  REPORTS_MAX_DAYS,
  REPORTS_TIME_ZONE,
  type ReportQuery,
} from '@glotv/contracts/console-reports';
import { AppError } from '../../errors/app-error.ts';
import { lagosDayOf } from '../usage/usage-minutes.ts';

/** Whole Lagos days, both ends included. */
export interface ReportPeriod {
  from: string;
  to: string;
  time_zone: string;
}

const DAY_MS = 86_400_000;

/** yyyy-mm-dd `days` after (or before) another, by the calendar. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Every day of the period, in order. */
export function daysOf(period: ReportPeriod): string[] {
  const days: string[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The period a query asks for: by default the last 7 days up to today in Lagos; at most a year. */
export function reportPeriodOf(query: Pick<ReportQuery, 'from' | 'to'>, now = new Date()): ReportPeriod {
  const to = query.to ?? (query.from ? maxDay(query.from, lagosDayOf(now)) : lagosDayOf(now));
  const from = query.from ?? addDays(to, -(REPORTS_DEFAULT_DAYS - 1));
  if (daysBetween(from, to) >= REPORTS_MAX_DAYS) {
    throw new AppError('validation_failed', `A report covers at most ${REPORTS_MAX_DAYS} days.`);
  }
  return { from, to, time_zone: REPORTS_TIME_ZONE };
}

function maxDay(a: string, b: string): string {
  return a > b ? a : b;
}

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
}
