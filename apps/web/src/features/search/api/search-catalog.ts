import type { SearchResults } from '@glotv/contracts/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { operatorUid } from '../../../config/operator.ts';
import { api, isNetworkError } from '../../../lib/api-client.ts';
import { type Language, useCurrentLanguage } from '../../../lib/i18n.ts';

/** One search; `signal` aborts it when a newer query replaces it. */
export async function searchCatalog(
  q: string,
  translation: Language,
  signal?: AbortSignal,
): Promise<SearchResults> {
  const query = new URLSearchParams({ q, translation });
  const path = `/api/client/v1/${operatorUid}/search?${query}`;
  return (await api.get<{ data: SearchResults }>(path, { signal })).data;
}

export const searchQueryOptions = (q: string, translation: Language) =>
  queryOptions({
    queryKey: ['search', q, translation],
    // TanStack Query aborts the signal when the query loses its page (a newer query took its place).
    queryFn: ({ signal }) => searchCatalog(q, translation, signal),
    throwOnError: isNetworkError,
    staleTime: 30_000,
  });

/** The results for `q` (nothing is asked for a blank one); the last results stay shown while the next load. */
export function useSearchResults(q: string) {
  const translation = useCurrentLanguage();
  return useQuery({
    ...searchQueryOptions(q, translation),
    enabled: q.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
