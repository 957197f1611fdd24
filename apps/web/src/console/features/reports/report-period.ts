import { REPORTS_DEFAULT_DAYS, REPORTS_TIME_ZONE } from '@glotv/contracts/console-reports';

export interface Period {
  from: string;
  to: string;
}

/** Today in Lagos, yyyy-mm-dd: report days are the operator's, whatever the browser's zone. */
export function lagosToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: REPORTS_TIME_ZONE }).format(now);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The last 7 days up to today in Lagos. */
export function defaultPeriod(now = new Date()): Period {
  const to = lagosToday(now);
  return { from: addDays(to, -(REPORTS_DEFAULT_DAYS - 1)), to };
}

/** A report's URL under the console API, JSON or one of its tables as CSV. */
export function reportPath(report: string, period: Period, lang: string, table?: string): string {
  const query = new URLSearchParams({ from: period.from, to: period.to, lang: lang === 'pt' ? 'pt' : 'gb' });
  if (table) {
    query.set('format', 'csv');
    query.set('table', table);
  }
  return `/reports/${report}?${query}`;
}
