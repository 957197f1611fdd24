import type { Selectable } from 'kysely';
import type { PackagesTable, PurchasesTable } from '../../db/schema.ts';

/** The package columns a purchase copies when it is opened. */
export const soldColumns = [
  'id',
  'title',
  'title_pt',
  'price_kobo',
  'validity_days',
  'plan_code',
  'rate_code',
  'charge_group_code',
  'data_allowance_mb',
  'includes_movies',
  'includes_channels',
] as const satisfies readonly (keyof PackagesTable)[];

export type SoldPackage = Pick<Selectable<PackagesTable>, (typeof soldColumns)[number]>;

type SaleCopy = Pick<
  PurchasesTable,
  | 'package_id'
  | 'amount_kobo'
  | 'package_title'
  | 'package_title_pt'
  | 'validity_days'
  | 'plan_code'
  | 'rate_code'
  | 'charge_group_code'
  | 'data_allowance_mb'
  | 'includes_movies'
  | 'includes_channels'
>;

/**
 * What a purchase keeps of its package as it was sold: the price (as the amount), titles, validity, codes and
 * what it gives. A later edit of the package never reaches a purchase already opened.
 */
export function saleCopyOf(pack: SoldPackage): SaleCopy {
  return {
    package_id: pack.id,
    amount_kobo: pack.price_kobo,
    package_title: pack.title,
    package_title_pt: pack.title_pt,
    validity_days: pack.validity_days,
    plan_code: pack.plan_code,
    rate_code: pack.rate_code,
    charge_group_code: pack.charge_group_code,
    data_allowance_mb: pack.data_allowance_mb,
    includes_movies: pack.includes_movies,
    includes_channels: pack.includes_channels,
  };
}
