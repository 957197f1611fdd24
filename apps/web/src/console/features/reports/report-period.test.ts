import { describe, expect, it } from 'vitest';
import { addDays, defaultPeriod, lagosToday, reportPath } from './report-period.ts';

describe('report periods', () => {
  it("counts today in Lagos, an hour ahead of UTC, whatever the browser's zone", () => {
    expect(lagosToday(new Date('2026-03-09T22:59:00Z'))).toBe('2026-03-09');
    expect(lagosToday(new Date('2026-03-09T23:00:00Z'))).toBe('2026-03-10');
  });

  it('defaults to the last 7 days, today included, across a month end', () => {
    expect(defaultPeriod(new Date('2026-03-03T12:00:00Z'))).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it("asks for a table as CSV in the staff member's language", () => {
    const period = { from: '2026-03-01', to: '2026-03-07' };
    expect(reportPath('sales', period, 'pt', 'by_package')).toBe(
      '/reports/sales?from=2026-03-01&to=2026-03-07&lang=pt&format=csv&table=by_package',
    );
    expect(reportPath('signups', period, 'en')).toBe(
      '/reports/signups?from=2026-03-01&to=2026-03-07&lang=gb',
    );
  });
});
