import type { UserPackage } from '@glotv/contracts/catalog';
import { ownEntry } from '../../../lib/own-entry.ts';

type PackageName = 'vod3d' | 'vod7d' | 'vod30d' | 'lite' | 'max';
type PackageContents = 'allMovies' | 'movies' | 'moviesAndChannels';

/** The packages by plan code (the uid is 'glo-' or 'card-' and the plan code in lower case). */
const knownPlans: Record<string, { name: PackageName; contents: PackageContents }> = {
  glotvvod3d: { name: 'vod3d', contents: 'allMovies' },
  glotvvod7d: { name: 'vod7d', contents: 'movies' },
  glotvvod30d: { name: 'vod30d', contents: 'movies' },
  glotvlite: { name: 'lite', contents: 'moviesAndChannels' },
  glotvmax: { name: 'max', contents: 'moviesAndChannels' },
};

/** The catalog names of a spec package, so its card follows the interface language; undefined for others. */
export function knownPackage(pkg: Pick<UserPackage, 'uid'>) {
  return knownPlan(pkg.uid.replace(/^(glo|card)-/, ''));
}

/** The same, by plan code ('GLOTVLITE'), as a purchase names its package. */
export function knownPlan(planCode: string) {
  const plan = planCode.toLowerCase();
  return ownEntry(knownPlans, plan);
}

/** A data allowance as people say it: '500 MB', '2 GB', '1.5 GB'. */
export function formatDataAllowance(megabytes: number): string {
  if (megabytes < 1024) return `${megabytes} MB`;
  const gigabytes = Math.round((megabytes / 1024) * 10) / 10;
  return `${gigabytes} GB`;
}
