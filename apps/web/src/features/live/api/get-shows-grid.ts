import type { EpgChannel, EpgResponse } from '@glotv/contracts/live';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { operatorUid } from '../../../config/operator.ts';
import { api, isNetworkError } from '../../../lib/api-client.ts';
import { type Language, useCurrentLanguage } from '../../../lib/i18n.ts';

export type GuideRow = EpgChannel;

/** The EPG as a channels × time grid, a page of channels at a time, in the interface language. */
export async function getShowsGrid(
  from: number,
  to: number,
  page: number,
  translation: Language,
  signal?: AbortSignal,
  channels = '',
) {
  const query = new URLSearchParams({
    channels,
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    page: String(page),
    translation,
  });
  return api.get<EpgResponse>(`/api/client/v2/${operatorUid}/shows/grid?${query}`, { signal });
}

export const showsGridQueryOptions = (from: number, to: number, page: number, translation: Language) =>
  queryOptions({
    queryKey: ['live', 'shows-grid', from, to, page, translation],
    queryFn: ({ signal }) => getShowsGrid(from, to, page, translation, signal),
    throwOnError: isNetworkError,
    staleTime: 5 * 60 * 1000,
    placeholderData: keepPreviousData,
  });

export function useShowsGrid(from: number, to: number, page: number) {
  return useQuery(showsGridQueryOptions(from, to, page, useCurrentLanguage()));
}

const halfHourMs = 30 * 60_000;
const hourMs = 2 * halfHourMs;

/**
 * One channel's guide around `now`: the last day (what catch-up reaches) and the hour ahead, with whether it
 * offers start-over and catch-up. Asked again each half hour.
 */
export function useChannelGuide(uid: string, now: number) {
  const translation = useCurrentLanguage();
  const from = Math.floor(now / halfHourMs) * halfHourMs - 24 * hourMs;
  const to = from + 26 * hourMs;
  return useQuery(
    queryOptions({
      queryKey: ['live', 'channel-guide', uid, from, translation],
      queryFn: async ({ signal }) =>
        (await getShowsGrid(from, to, 1, translation, signal, uid)).data[0] ?? null,
      throwOnError: isNetworkError,
      staleTime: 5 * 60 * 1000,
      placeholderData: keepPreviousData,
      enabled: uid !== '',
    }),
  );
}
