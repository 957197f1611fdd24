import type { LandingPoster } from '@glotv/contracts/landing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Posters of the catalogue for the signed-out landing (public: titles and poster ids only). */
export async function getLandingPosters(): Promise<LandingPoster[]> {
  return (await api.get<{ data: LandingPoster[] }>('/api/client/v1/global/landing/posters')).data;
}

export const landingPostersQueryOptions = () =>
  queryOptions({
    queryKey: ['landing', 'posters'],
    queryFn: getLandingPosters,
    staleTime: 5 * 60_000,
  });

export function useLandingPosters() {
  return useQuery(landingPostersQueryOptions());
}
