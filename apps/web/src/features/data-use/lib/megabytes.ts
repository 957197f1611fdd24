/** As bundles are sold: 1 MB is 1,000,000 bytes, 1 GB 1,000 MB. */
const MB = 1_000_000;

/** `0.42`, `3.5`, `812` (MB) or `1.2` (GB), with the unit's text key. */
export function dataAmount(bytes: number): { value: string; unit: 'mb' | 'gb' } {
  const mb = bytes / MB;
  if (mb >= 1000) return { value: (mb / 1000).toFixed(mb >= 10_000 ? 1 : 2), unit: 'gb' };
  return { value: mb.toFixed(mb < 10 ? 2 : mb < 100 ? 1 : 0), unit: 'mb' };
}

/** The part of an allowance used, 0…1 (more when over it). */
export function usedShare(used: number, allowance: number): number {
  return allowance > 0 ? used / allowance : 0;
}

/** Warned from here on: a tenth of the bundle left. */
export const WARN_AT = 0.9;
