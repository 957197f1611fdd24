import geoip from 'geoip-country';
import type { Config } from '../../config/load-config.ts';
import { canonicalAddress, isLocalAddress } from './ip-address.ts';

export interface CountryOfAddressOptions {
  env: Config['env'];
  /** The country that loopback and private addresses count as outside production. */
  devCountry: string;
}

/**
 * The ISO country code of an IPv4 or IPv6 address, or null when it cannot be placed. In production a
 * local address is unknown (a proxy that is not trusted must not unlock the service); in development
 * and tests it counts as `devCountry`, so the portal works on a laptop.
 */
export function countryOfAddress(ip: string, options: CountryOfAddressOptions): string | null {
  const address = canonicalAddress(ip);
  if (address === null) return null;
  if (isLocalAddress(address)) return options.env === 'production' ? null : options.devCountry;
  return geoip.lookup(address)?.country ?? null;
}
