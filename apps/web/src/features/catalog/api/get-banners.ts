import type { Banner } from '@glotv/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorUid } from '../../../config/operator.ts';
import { api, isNetworkError } from '../../../lib/api-client.ts';
import { type Language, useCurrentLanguage } from '../../../lib/i18n.ts';

export const bannersPath = (translation: Language) =>
  `/api/client/v1/${operatorUid}/banners?translation=${translation}`;

/** The dashboard's banners, with their titles in the interface language. */
export async function getBanners(translation: Language): Promise<Banner[]> {
  return (await api.get<{ data: Banner[] }>(bannersPath(translation))).data;
}

export const bannersQueryOptions = (translation: Language) =>
  queryOptions({
    queryKey: ['catalog', 'banners', translation],
    queryFn: () => getBanners(translation),
    throwOnError: isNetworkError,
  });

export function useBanners() {
  return useQuery(bannersQueryOptions(useCurrentLanguage()));
}
