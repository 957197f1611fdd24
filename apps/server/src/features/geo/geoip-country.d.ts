/** The part of the untyped `geoip-country` package (CommonJS) that the portal uses. */
declare module 'geoip-country' {
  interface GeoCountry {
    /** ISO 3166-1 alpha-2 code, e.g. 'NG'. */
    country: string;
    name: string;
  }

  const geoip: {
    lookup(ip: string): GeoCountry | null;
  };
  export default geoip;
}
