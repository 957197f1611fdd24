import { describe, expect, it } from 'vitest';
import { combineRounds } from './api-rounds.ts';
import type { LoadFigures } from './load.ts';

const figures = (requestsPerSecond: number, p99Ms: number, non2xx = 0): LoadFigures => ({
  requestsPerSecond,
  p50Ms: p99Ms / 4,
  p99Ms,
  non2xx,
  errors: 0,
  bytesPerSecond: requestsPerSecond * 100,
});

describe('combineRounds', () => {
  it("takes the median of the rounds' own ratios, so one slow minute on one side does not decide the row", () => {
    const combined = combineRounds([
      { portal: figures(10_000, 10), baseline: figures(20_000, 5) },
      // The machine slowed during the portal's run only: this round alone reads 0.25×.
      { portal: figures(5_000, 12), baseline: figures(20_000, 5) },
      { portal: figures(12_000, 9), baseline: figures(22_000, 6) },
    ]);
    expect(combined.ratio).toBeCloseTo(0.5, 5);
    expect(combined.portal.requestsPerSecond).toBe(10_000);
    expect(combined.baseline.requestsPerSecond).toBe(20_000);
  });

  it("reports the worst round's p99 and every round's failures", () => {
    const combined = combineRounds([
      { portal: figures(10_000, 10, 1), baseline: figures(20_000, 5) },
      { portal: figures(9_000, 31, 2), baseline: figures(20_000, 7) },
      { portal: figures(11_000, 9), baseline: figures(21_000, 6) },
    ]);
    expect(combined.portal.p99Ms).toBe(31);
    expect(combined.baseline.p99Ms).toBe(7);
    expect(combined.portal.non2xx).toBe(3);
    expect(combined.portal.p50Ms).toBe(2.5);
  });

  it('is the one run itself when there is one round', () => {
    const run = { portal: figures(41, 3500, 574), baseline: figures(30_000, 5) };
    const combined = combineRounds([run]);
    expect(combined.portal).toEqual(run.portal);
    expect(combined.ratio).toBeCloseTo(41 / 30_000, 8);
  });
});
