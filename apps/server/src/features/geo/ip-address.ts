import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * The address in the form the country database and the range checks expect: an IPv4-mapped IPv6
 * address (`::ffff:1.2.3.4`, `::ffff:102:304`) becomes plain IPv4, and an IPv6 zone (`%eth0`) is
 * dropped. Null when the text is not an IP address at all.
 */
export function canonicalAddress(ip: string): string | null {
  const address = ip.trim().replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return null;
  // The URL parser writes IPv6 canonically, so every spelling of a mapped address ends up as ::ffff:hhhh:hhhh.
  const canonical = new URL(`http://[${address}]`).hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!mapped) return canonical;
  const high = Number.parseInt(mapped[1]!, 16);
  const low = Number.parseInt(mapped[2]!, 16);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

const localRanges = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
] as const) {
  localRanges.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  localRanges.addSubnet(network, prefix, 'ipv6');
}

/** Loopback, private, link-local or carrier-grade NAT: an address that says nothing about a country. */
export function isLocalAddress(canonical: string): boolean {
  return localRanges.check(canonical, isIPv4(canonical) ? 'ipv4' : 'ipv6');
}

const loopbackRanges = new BlockList();
loopbackRanges.addSubnet('127.0.0.0', 8, 'ipv4');
loopbackRanges.addAddress('::1', 'ipv6');

/** Whether `ip` (any spelling, IPv4-mapped included) is this machine's own loopback address. */
export function isLoopbackAddress(ip: string | undefined): boolean {
  const address = ip === undefined ? null : canonicalAddress(ip);
  if (address === null) return false;
  return loopbackRanges.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}
