import { describe, expect, it } from 'vitest';
import { countryOfAddress, rememberedCountryOfAddress } from './country-of-address.ts';

const inTest = { env: 'test', devCountry: 'NG' } as const;
const inProduction = { env: 'production', devCountry: 'NG' } as const;

describe('countryOfAddress', () => {
  it.each(['197.210.0.1', '105.112.0.1', '41.190.2.1'])(
    'places the Nigerian mobile address %s in NG',
    (ip) => {
      expect(countryOfAddress(ip, inProduction)).toBe('NG');
    },
  );

  it('places a Nigerian IPv6 address in NG', () => {
    expect(countryOfAddress('2c0f:f5c0::1', inProduction)).toBe('NG');
  });

  it('places 8.8.8.8 and its IPv6 counterpart in the US', () => {
    expect(countryOfAddress('8.8.8.8', inProduction)).toBe('US');
    expect(countryOfAddress('2001:4860:4860::8888', inProduction)).toBe('US');
  });

  it.each(['::ffff:197.210.0.1', '::FFFF:197.210.0.1', '0:0:0:0:0:ffff:197.210.0.1', '::ffff:c5d2:1'])(
    'reads the IPv4-mapped IPv6 address %s as its IPv4 address',
    (ip) => {
      expect(countryOfAddress(ip, inProduction)).toBe('NG');
    },
  );

  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '::1',
    '::ffff:127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.10',
    '169.254.10.20',
    '100.64.0.1',
    '100.127.255.254',
    'fd12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
  ])('counts the local address %s as the development country outside production', (ip) => {
    expect(countryOfAddress(ip, inTest)).toBe('NG');
    expect(countryOfAddress(ip, { env: 'development', devCountry: 'GH' })).toBe('GH');
  });

  it.each(['127.0.0.1', '::1', '10.1.2.3', '192.168.1.10', '100.64.0.1', 'fe80::1'])(
    'cannot place the local address %s in production',
    (ip) => {
      expect(countryOfAddress(ip, inProduction)).toBeNull();
    },
  );

  it('does not mistake public neighbours of the private ranges for local addresses', () => {
    expect(countryOfAddress('172.32.0.1', inTest)).toBe('US');
    expect(countryOfAddress('100.128.0.1', inTest)).toBe('US');
  });

  it.each(['', 'localhost', '1.2.3', '999.1.1.1', 'not an address'])('cannot place %j', (ip) => {
    expect(countryOfAddress(ip, inTest)).toBeNull();
  });
});

describe('rememberedCountryOfAddress', () => {
  it('places each address as countryOfAddress does, asked once or many times', () => {
    const sut = rememberedCountryOfAddress(inProduction, 2);
    for (const ip of ['197.210.0.1', '8.8.8.8', '127.0.0.1', 'not an address', '197.210.0.1', '8.8.8.8']) {
      expect(sut(ip)).toBe(countryOfAddress(ip, inProduction));
    }
  });
});
