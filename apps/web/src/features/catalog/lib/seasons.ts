import type { Series } from '@glotv/contracts/catalog';

type Season = Series['seasons'][number];

/**
 * The season dropdown offers Season 1 and Season 2 (a season without episodes says so), and any
 * later season the series has.
 */
export function seasonChoices(seasons: readonly Pick<Season, 'number'>[]): { number: number }[] {
  const numbers = new Set([1, 2, ...seasons.map((season) => season.number)]);
  return [...numbers].sort((a, b) => a - b).map((number) => ({ number }));
}
