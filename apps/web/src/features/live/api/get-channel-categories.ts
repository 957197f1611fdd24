import type { ChannelCategory } from '@glotv/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorUid } from '../../../config/operator.ts';
import { api, isNetworkError } from '../../../lib/api-client.ts';
import { type Language, useCurrentLanguage } from '../../../lib/i18n.ts';

/** The Live TV tabs, each with its channels, named by the server in the interface language. */
export async function getChannelCategories(translation: Language): Promise<ChannelCategory[]> {
  const path = `/api/client/v1/${operatorUid}/categories/channels?translation=${translation}`;
  const categories = (await api.get<{ data: ChannelCategory[] }>(path)).data;
  return [...categories].sort((a, b) => a.position - b.position);
}

export const channelCategoriesQueryOptions = (translation: Language) =>
  queryOptions({
    queryKey: ['live', 'channel-categories', translation],
    queryFn: () => getChannelCategories(translation),
    throwOnError: isNetworkError,
  });

export function useChannelCategories() {
  return useQuery(channelCategoriesQueryOptions(useCurrentLanguage()));
}
