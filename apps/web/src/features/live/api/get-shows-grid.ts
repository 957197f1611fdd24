import type { EpgChannel, EpgResponse } from '@glotv/contracts/live';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { operatorUid } from '../../../config/operator.ts';
import { api, isNetworkError } from '../../../lib/api-client.ts';

export type GuideRow = EpgChannel;

/** The EPG as a channels × time grid, a page of channels at a time. */
export async function getShowsGrid(from: number, to: number, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({
    channels: '',
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    page: String(page),
  });
  return api.get<EpgResponse>(`/api/client/v2/${operatorUid}/shows/grid?${query}`, { signal });
}

export const showsGridQueryOptions = (from: number, to: number, page: number) =>
  queryOptions({
    queryKey: ['live', 'shows-grid', from, to, page],
    queryFn: ({ signal }) => getShowsGrid(from, to, page, signal),
    throwOnError: isNetworkError,
    staleTime: 5 * 60 * 1000,
    placeholderData: keepPreviousData,
  });

export function useShowsGrid(from: number, to: number, page: number) {
  return useQuery(showsGridQueryOptions(from, to, page));
}
