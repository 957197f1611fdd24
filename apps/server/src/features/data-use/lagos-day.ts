/** Nigeria keeps West Africa Time all year (UTC+1, no daylight saving): a subscriber's day starts at 23:00 UTC. */
const LAGOS_OFFSET_MS = 3_600_000;

/** The calendar day in Lagos at `at`, `YYYY-MM-DD`. */
export function lagosDay(at: Date): string {
  return new Date(at.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
}
