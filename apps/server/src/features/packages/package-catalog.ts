import type { Insertable } from 'kysely';
import type { PackagesTable } from '../../db/schema.ts';

interface Tier {
  title: string;
  priceNaira: number;
  validityDays: number;
  dataMb: number;
  rateCode: string;
  planCode: string;
  chargeGroupCode: string;
  description: string;
  includesChannels: boolean;
}

/** The five GLO-TV packages, exactly. Charge-group codes 44220–44224 follow the table's order. */
const tiers: Tier[] = [
  {
    title: '3-day VOD',
    priceNaira: 150,
    validityDays: 3,
    dataMb: 500,
    rateCode: '44191',
    planCode: 'GLOTVVOD3D',
    chargeGroupCode: '44220',
    description: 'All movies',
    includesChannels: false,
  },
  {
    title: '7-day VOD',
    priceNaira: 450,
    validityDays: 7,
    dataMb: 2048,
    rateCode: '44192',
    planCode: 'GLOTVVOD7D',
    chargeGroupCode: '44221',
    description: 'Movies',
    includesChannels: false,
  },
  {
    title: '30-day VOD',
    priceNaira: 1400,
    validityDays: 30,
    dataMb: 6144,
    rateCode: '44193',
    planCode: 'GLOTVVOD30D',
    chargeGroupCode: '44222',
    description: 'Movies',
    includesChannels: false,
  },
  {
    title: 'Lite',
    priceNaira: 900,
    validityDays: 7,
    dataMb: 2048,
    rateCode: '44194',
    planCode: 'GLOTVLITE',
    chargeGroupCode: '44223',
    description: 'Movies and TV channels',
    includesChannels: true,
  },
  {
    title: 'Max',
    priceNaira: 3200,
    validityDays: 30,
    dataMb: 6144,
    rateCode: '44195',
    planCode: 'GLOTVMAX',
    chargeGroupCode: '44224',
    description: 'Movies and TV channels',
    includesChannels: true,
  },
];

/** The spec's display form: ₦150, ₦1400 (no thousands separator). */
export function formatNaira(naira: number): string {
  return `₦${naira}`;
}

/**
 * Glo subscribers buy data bundles by airtime (ids 1–5); everyone else buys access packs by card (ids 6–10):
 * the same content and validity without the data allowance, at the same prices.
 */
export function packageCatalog(): Insertable<PackagesTable>[] {
  const dataBundles = tiers.map((tier, index) => ({
    id: index + 1,
    uid: `glo-${tier.planCode.toLowerCase()}`,
    title: tier.title,
    description: tier.description,
    audience: 'glo' as const,
    price_kobo: tier.priceNaira * 100,
    price_display: formatNaira(tier.priceNaira),
    validity_days: tier.validityDays,
    data_allowance_mb: tier.dataMb,
    rate_code: tier.rateCode,
    plan_code: tier.planCode,
    charge_group_code: tier.chargeGroupCode,
    includes_movies: true,
    includes_channels: tier.includesChannels,
    position: index + 1,
  }));
  const accessPacks = tiers.map((tier, index) => ({
    id: tiers.length + index + 1,
    uid: `card-${tier.planCode.toLowerCase()}`,
    title: tier.title,
    description: tier.description,
    audience: 'card' as const,
    price_kobo: tier.priceNaira * 100,
    price_display: formatNaira(tier.priceNaira),
    validity_days: tier.validityDays,
    data_allowance_mb: null,
    rate_code: null,
    plan_code: tier.planCode,
    charge_group_code: null,
    includes_movies: true,
    includes_channels: tier.includesChannels,
    position: index + 1,
  }));
  return [...dataBundles, ...accessPacks];
}

/**
 * What kind of content a package gives: 'vod' is the on-demand catalog (movies and series alike), 'channels'
 * the paid TV channels (free-to-air ones need no package). Read from the packages' own content claim, so a
 * package gives exactly what it says.
 */
export type ContentKind = 'vod' | 'channels';

export function packageIdsGiving(kind: ContentKind): number[] {
  return packageCatalog()
    .filter((pack) => (kind === 'vod' ? pack.includes_movies : pack.includes_channels))
    .map((pack) => Number(pack.id));
}
