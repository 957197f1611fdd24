import type { ChannelCategory } from '@glotv/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorUid } from '../../../config/operator.ts';
import { api, isNetworkError } from '../../../lib/api-client.ts';

/** The Live TV tabs, each with its channels. */
export async function getChannelCategories(): Promise<ChannelCategory[]> {
  const path = `/api/client/v1/${operatorUid}/categories/channels`;
  const categories = (await api.get<{ data: ChannelCategory[] }>(path)).data;
  return [...categories].sort((a, b) => a.position - b.position);
}

export const channelCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['live', 'channel-categories'],
    queryFn: getChannelCategories,
    throwOnError: isNetworkError,
  });

export function useChannelCategories() {
  return useQuery(channelCategoriesQueryOptions());
}
