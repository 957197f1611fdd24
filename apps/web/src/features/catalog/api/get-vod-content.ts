import type { VodCategoryContent } from '@glotv/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorUid } from '../../../config/operator.ts';
import { api, isNetworkError } from '../../../lib/api-client.ts';

export interface VodContentRequest {
  /** Category uids (or ids, or names); none means every category. */
  categories?: readonly string[];
  /** Titles per category. */
  limit: number;
}

/** The carousels' titles, category by category, in the categories' order. */
export async function getVodContent({ categories, limit }: VodContentRequest): Promise<VodCategoryContent[]> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (categories?.length) query.set('categories', categories.join(','));
  const path = `/api/client/v1/${operatorUid}/categories/vod/content?${query}`;
  return (await api.get<{ data: VodCategoryContent[] }>(path)).data;
}

export const vodContentQueryOptions = (request: VodContentRequest) =>
  queryOptions({
    queryKey: ['catalog', 'vod-content', request.categories ?? 'all', request.limit],
    queryFn: () => getVodContent(request),
    throwOnError: isNetworkError,
  });

export function useVodContent(request: VodContentRequest) {
  return useQuery(vodContentQueryOptions(request));
}
