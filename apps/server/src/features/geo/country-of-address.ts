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

/**
 * `countryOfAddress` remembered per address text (the country database does not change while the server
 * runs), so each request does not parse and range-check its address again. Bounded: the oldest is dropped.
 */
export function rememberedCountryOfAddress(
  options: CountryOfAddressOptions,
  maxEntries = 50_000,
): (ip: string) => string | null {
  const countries = new Map<string, string | null>();
  return (ip) => {
    const known = countries.get(ip);
    if (known !== undefined) return known;
    const country = countryOfAddress(ip, options);
    if (countries.size >= maxEntries) {
      const oldest = countries.keys().next().value;
      if (oldest !== undefined) countries.delete(oldest);
    }
    countries.set(ip, country);
    return country;
  };
}
