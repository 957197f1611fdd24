import type { Series } from '@glotv/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorUid } from '../../../config/operator.ts';
import { api, isNetworkError } from '../../../lib/api-client.ts';

/** A series with its seasons and their episodes. */
export async function getSeries(seriesId: number): Promise<Series> {
  const path = `/api/client/v1/${operatorUid}/series?series_id=${seriesId}`;
  return (await api.get<{ data: Series }>(path)).data;
}

export const seriesQueryOptions = (seriesId: number) =>
  queryOptions({
    queryKey: ['catalog', 'series', seriesId],
    queryFn: () => getSeries(seriesId),
    throwOnError: isNetworkError,
  });

export function useSeries(seriesId: number) {
  return useQuery(seriesQueryOptions(seriesId));
}
