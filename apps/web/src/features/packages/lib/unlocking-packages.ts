import type { UserPackage } from '@glotv/contracts/catalog';

/**
 * The packages the pay prompt offers for a title: those among the subscriber's own (the server lists only the
 * ones they can buy) that the title is in, cheapest first, then the longest validity for the same price.
 */
export function unlockingPackages(
  packages: readonly UserPackage[],
  titlePackages: readonly { id: number }[],
): UserPackage[] {
  const giving = new Set(titlePackages.map((pack) => pack.id));
  return packages
    .filter((pack) => giving.has(pack.id))
    .sort((a, b) => a.price_kobo - b.price_kobo || b.validity_days - a.validity_days || a.id - b.id);
}
