import { randomInt } from 'node:crypto';

/** Lagos keeps West Africa Time all year: UTC+1, no daylight saving. */
const lagosOffsetMs = 60 * 60_000;

/**
 * The billing system's ReferenceNo: `GLOTV`, the time in Lagos as yyyyMMddHHmmssSSS, then 4 random digits,
 * e.g. `GLOTV202601311459010420917`. Unique enough per call; the time lets both sides trace a call.
 */
export function createReferenceNo(now: Date = new Date()): string {
  const lagos = new Date(now.getTime() + lagosOffsetMs);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const stamp =
    `${lagos.getUTCFullYear()}${pad(lagos.getUTCMonth() + 1)}${pad(lagos.getUTCDate())}` +
    `${pad(lagos.getUTCHours())}${pad(lagos.getUTCMinutes())}${pad(lagos.getUTCSeconds())}` +
    pad(lagos.getUTCMilliseconds(), 3);
  return `GLOTV${stamp}${pad(randomInt(0, 10_000), 4)}`;
}
