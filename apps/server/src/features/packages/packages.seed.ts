import type { PackageCreate } from '@glotv/contracts/packages';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { PackagesService } from './packages.service.ts';

interface Tier {
  title: { gb: string; pt: string };
  description: { gb: string; pt: string };
  priceNaira: number;
  validityDays: number;
  dataMb: number;
  rateCode: string;
  planCode: string;
  chargeGroupCode: string;
  includesChannels: boolean;
}

const allMovies = { gb: 'All movies', pt: 'Todos os filmes' };
const movies = { gb: 'Movies', pt: 'Filmes' };
const moviesAndChannels = { gb: 'Movies and TV channels', pt: 'Filmes e canais de TV' };

/**
 * The five GLO-TV packages a fresh database starts with, exactly as the spec lists them. This is starting data
 * only: once written, a package is the console's to change, and nothing reads these values again.
 * Charge-group codes 44220–44224 follow the table's order.
 */
const tiers: Tier[] = [
  {
    title: { gb: '3-day VOD', pt: 'VOD 3 dias' },
    description: allMovies,
    priceNaira: 150,
    validityDays: 3,
    dataMb: 500,
    rateCode: '44191',
    planCode: 'GLOTVVOD3D',
    chargeGroupCode: '44220',
    includesChannels: false,
  },
  {
    title: { gb: '7-day VOD', pt: 'VOD 7 dias' },
    description: movies,
    priceNaira: 450,
    validityDays: 7,
    dataMb: 2048,
    rateCode: '44192',
    planCode: 'GLOTVVOD7D',
    chargeGroupCode: '44221',
    includesChannels: false,
  },
  {
    title: { gb: '30-day VOD', pt: 'VOD 30 dias' },
    description: movies,
    priceNaira: 1400,
    validityDays: 30,
    dataMb: 6144,
    rateCode: '44193',
    planCode: 'GLOTVVOD30D',
    chargeGroupCode: '44222',
    includesChannels: false,
  },
  {
    title: { gb: 'Lite', pt: 'Lite' },
    description: moviesAndChannels,
    priceNaira: 900,
    validityDays: 7,
    dataMb: 2048,
    rateCode: '44194',
    planCode: 'GLOTVLITE',
    chargeGroupCode: '44223',
    includesChannels: true,
  },
  {
    title: { gb: 'Max', pt: 'Max' },
    description: moviesAndChannels,
    priceNaira: 3200,
    validityDays: 30,
    dataMb: 6144,
    rateCode: '44195',
    planCode: 'GLOTVMAX',
    chargeGroupCode: '44224',
    includesChannels: true,
  },
];

function packageOf(tier: Tier, index: number, method: 'airtime' | 'card'): PackageCreate {
  const airtime = method === 'airtime';
  return {
    uid: `${airtime ? 'glo' : 'card'}-${tier.planCode.toLowerCase()}`,
    payment_method: method,
    title_gb: tier.title.gb,
    title_pt: tier.title.pt,
    description_gb: tier.description.gb,
    description_pt: tier.description.pt,
    price_kobo: tier.priceNaira * 100,
    validity_days: tier.validityDays,
    data_allowance_mb: airtime ? tier.dataMb : null,
    rate_code: airtime ? tier.rateCode : null,
    plan_code: tier.planCode,
    charge_group_code: airtime ? tier.chargeGroupCode : null,
    includes_movies: true,
    includes_channels: tier.includesChannels,
    position: index + 1,
  };
}

/**
 * Glo subscribers buy the tiers as data bundles by airtime; everyone else buys each tier's access pack by card:
 * the same content and validity without the data allowance, at the same price. Bundles first, then packs.
 */
export const seedPackageList: readonly PackageCreate[] = [
  ...tiers.map((tier, index) => packageOf(tier, index, 'airtime')),
  ...tiers.map((tier, index) => packageOf(tier, index, 'card')),
];

/**
 * Creates, through the same service the console uses, the seed packages that are missing; an existing package
 * (matched by uid) is left as the operator set it. Answers how many were created.
 */
export async function seedPackages(
  db: Db,
  service: PackagesService = new PackagesService(db),
): Promise<number> {
  const present = new Set((await db.selectFrom('packages').select('uid').execute()).map((row) => row.uid));
  let created = 0;
  for (const [index, pack] of seedPackageList.entries()) {
    if (present.has(pack.uid)) continue;
    try {
      await service.create(pack, undefined, index + 1);
      created++;
    } catch (error) {
      // Another instance starting at the same moment created it first.
      if (!(error instanceof AppError && error.code === 'conflict')) throw error;
    }
  }
  // Ids are fixed by the list; move the identity past them so packages the console adds get fresh ids.
  if (created > 0) {
    await sql`select setval(pg_get_serial_sequence('packages', 'id'), (select max(id) from packages))`.execute(
      db,
    );
  }
  return created;
}
