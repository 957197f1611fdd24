import type { LoadFigures } from './load.ts';
import { median } from './section.ts';

/** One round of a call: the portal's run, then the baseline's right after it. */
export interface ApiRound {
  portal: LoadFigures;
  baseline: LoadFigures;
}

export interface CombinedRounds {
  portal: LoadFigures;
  baseline: LoadFigures;
  /** Median of the rounds' portal ÷ baseline requests per second. */
  ratio: number;
}

/** One round's portal ÷ baseline requests per second. */
export function roundRatio(round: ApiRound): number {
  return round.portal.requestsPerSecond / Math.max(1, round.baseline.requestsPerSecond);
}

/**
 * The row's figures from its rounds: the median round's rates and p50, the worst round's p99, every round's
 * failures, and the ratio as the median of each round's portal ÷ baseline.
 */
export function combineRounds(measured: readonly ApiRound[]): CombinedRounds {
  const side = (pick: (round: ApiRound) => LoadFigures): LoadFigures => {
    const figures = measured.map(pick);
    return {
      requestsPerSecond: Math.round(median(figures.map((f) => f.requestsPerSecond))),
      p50Ms: median(figures.map((f) => f.p50Ms)),
      p99Ms: Math.max(...figures.map((f) => f.p99Ms)),
      non2xx: figures.reduce((sum, f) => sum + f.non2xx, 0),
      errors: figures.reduce((sum, f) => sum + f.errors, 0),
      bytesPerSecond: Math.round(median(figures.map((f) => f.bytesPerSecond))),
    };
  };
  return {
    portal: side((round) => round.portal),
    baseline: side((round) => round.baseline),
    ratio: median(measured.map(roundRatio)),
  };
}
