import type { UserSeries } from '@glotv/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorUid } from '../../../config/operator.ts';
import { api, isNetworkError } from '../../../lib/api-client.ts';
import { type Language, useCurrentLanguage } from '../../../lib/i18n.ts';
import { useSignedInUser } from '../../auth/public.ts';

/** Every series with the subscriber's grant for it (`purchased` null when not bought). */
export async function getUserSeries(userId: string, translation: Language): Promise<UserSeries[]> {
  const path = `/api/client/v1/${operatorUid}/users/${encodeURIComponent(userId)}/series?translation=${translation}`;
  return (await api.get<{ data: UserSeries[] }>(path)).data;
}

export const userSeriesQueryOptions = (userId: string, translation: Language) =>
  queryOptions({
    queryKey: ['catalog', 'user-series', userId, translation],
    queryFn: () => getUserSeries(userId, translation),
    throwOnError: isNetworkError,
  });

/** The subscriber's grant for one series: undefined while unknown, null when not bought. */
export function useSeriesPurchase(seriesId: number) {
  const query = useQuery({
    ...userSeriesQueryOptions(useSignedInUser().user_id, useCurrentLanguage()),
    select: (list) => list.find((series) => series.id === seriesId)?.purchased ?? null,
  });
  return query.data;
}
