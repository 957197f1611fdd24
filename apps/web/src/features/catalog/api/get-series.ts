import type { Series } from '@glotv/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorUid } from '../../../config/operator.ts';
import { api, isNetworkError } from '../../../lib/api-client.ts';
import { type Language, useCurrentLanguage } from '../../../lib/i18n.ts';

/** A series with its seasons and their episodes. */
export async function getSeries(seriesId: number, translation: Language): Promise<Series> {
  const path = `/api/client/v1/${operatorUid}/series?series_id=${seriesId}&translation=${translation}`;
  return (await api.get<{ data: Series }>(path)).data;
}

export const seriesQueryOptions = (seriesId: number, translation: Language) =>
  queryOptions({
    queryKey: ['catalog', 'series', seriesId, translation],
    queryFn: () => getSeries(seriesId, translation),
    throwOnError: isNetworkError,
  });

export function useSeries(seriesId: number) {
  return useQuery(seriesQueryOptions(seriesId, useCurrentLanguage()));
}
