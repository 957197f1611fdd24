import type { UserPackage } from '@glotv/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorUid } from '../../../config/operator.ts';
import { api, isNetworkError } from '../../../lib/api-client.ts';
import { useSignedInUser } from '../../auth/public.ts';

/**
 * The packages this subscriber can buy (data bundles for Glo numbers, access packs otherwise), each
 * with the window of their purchase (`purchased` null when not bought or expired).
 */
export async function getUserPackages(userId: string): Promise<UserPackage[]> {
  const path = `/api/client/v1/${operatorUid}/users/${encodeURIComponent(userId)}/packages?device_class=desktop`;
  return (await api.get<{ data: UserPackage[] }>(path)).data;
}

export const userPackagesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['packages', 'user', userId],
    queryFn: () => getUserPackages(userId),
    throwOnError: isNetworkError,
  });

export function useUserPackages() {
  return useQuery(userPackagesQueryOptions(useSignedInUser().user_id));
}
