import type { UserPackage } from '@glotv/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorUid } from '../../../config/operator.ts';
import { api, isNetworkError } from '../../../lib/api-client.ts';
import { type Language, useCurrentLanguage } from '../../../lib/i18n.ts';
import { useSignedInUser } from '../../auth/public.ts';

/**
 * The packages this subscriber can buy (data bundles for Glo numbers, access packs otherwise), each
 * with the window of their purchase (`purchased` null when not bought or expired), with their names and
 * descriptions in `language` as the operator wrote them.
 */
export async function getUserPackages(userId: string, language: Language): Promise<UserPackage[]> {
  return (await api.get<{ data: UserPackage[] }>(userPackagesPath(userId, language))).data;
}

export const userPackagesPath = (userId: string, language: Language) =>
  `/api/client/v1/${operatorUid}/users/${encodeURIComponent(userId)}/packages?device_class=desktop&translation=${language}`;

export const userPackagesQueryOptions = (userId: string, language: Language) =>
  queryOptions({
    queryKey: ['packages', 'user', userId, language],
    queryFn: () => getUserPackages(userId, language),
    throwOnError: isNetworkError,
  });

export function useUserPackages() {
  return useQuery(userPackagesQueryOptions(useSignedInUser().user_id, useCurrentLanguage()));
}
