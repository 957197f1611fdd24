import type { VodCategoryContent } from '@glotv/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorUid } from '../../../config/operator.ts';
import { api, isNetworkError } from '../../../lib/api-client.ts';
import { type Language, useCurrentLanguage } from '../../../lib/i18n.ts';

export interface VodContentRequest {
  /** Only the carousels the dashboard shows, in its order (the server decides which). */
  dashboard?: boolean;
  /** Titles per category. */
  limit: number;
  /** The language of the titles and category names. */
  translation: Language;
}

export function vodContentPath({ dashboard, limit, translation }: VodContentRequest): string {
  const query = new URLSearchParams({ limit: String(limit), translation });
  if (dashboard) query.set('dashboard', 'true');
  return `/api/client/v1/${operatorUid}/categories/vod/content?${query}`;
}

/** The carousels' titles, category by category, in the categories' order, in the language asked for. */
export async function getVodContent(request: VodContentRequest): Promise<VodCategoryContent[]> {
  return (await api.get<{ data: VodCategoryContent[] }>(vodContentPath(request))).data;
}

export const vodContentQueryOptions = (request: VodContentRequest) =>
  queryOptions({
    queryKey: [
      'catalog',
      'vod-content',
      request.dashboard ? 'dashboard' : 'all',
      request.limit,
      request.translation,
    ],
    queryFn: () => getVodContent(request),
    throwOnError: isNetworkError,
  });

export function useVodContent(request: Omit<VodContentRequest, 'translation'>) {
  return useQuery(vodContentQueryOptions({ ...request, translation: useCurrentLanguage() }));
}
