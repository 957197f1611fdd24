import type { ChannelGrant, PackageGrant } from '@glotv/contracts/catalog';
import type { ActiveGrant } from './entitlements.repository.ts';

/**
 * Content is playable when one of its packages is among the user's
 * active packages. The grant named is the one that lasts longest.
 */
export function grantFor(packageIds: readonly number[], grants: readonly ActiveGrant[]): PackageGrant | null {
  let best: ActiveGrant | undefined;
  for (const grant of grants) {
    if (packageIds.includes(grant.packageId) && (!best || grant.endsAt > best.endsAt)) best = grant;
  }
  return best ? { package_id: best.packageId, ends_at: best.endsAt.toISOString() } : null;
}

/** A free-to-air channel is playable by every signed-in user, without a package. */
export function channelGrantFor(
  channel: { free_to_air: boolean; packages: readonly { id: number }[] },
  grants: readonly ActiveGrant[],
): ChannelGrant | null {
  if (channel.free_to_air) return { package_id: null, ends_at: null, free_to_air: true };
  const grant = grantFor(
    channel.packages.map((ref) => ref.id),
    grants,
  );
  return grant ? { ...grant, free_to_air: false } : null;
}

/** Groups `{ owner, package_id }` rows into package refs per owner id. */
export function packageRefsByOwner(rows: readonly { owner: number; package_id: number }[]) {
  const refs = new Map<number, { id: number }[]>();
  for (const row of rows) {
    const list = refs.get(row.owner) ?? [];
    list.push({ id: row.package_id });
    refs.set(row.owner, list);
  }
  return (owner: number) => refs.get(owner) ?? [];
}
