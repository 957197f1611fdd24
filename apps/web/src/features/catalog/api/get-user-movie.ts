import type { UserMovie } from '@glotv/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorUid } from '../../../config/operator.ts';
import { api, isNetworkError } from '../../../lib/api-client.ts';
import { useSignedInUser } from '../../auth/public.ts';

/** A movie with the subscriber's grant for it (`purchased` null when no package of theirs has it). */
export async function getUserMovie(userId: string, movieId: number): Promise<UserMovie> {
  const path = `/api/client/v1/${operatorUid}/users/${encodeURIComponent(userId)}/movies/${movieId}`;
  return (await api.get<{ data: UserMovie }>(path)).data;
}

export const userMovieQueryOptions = (userId: string, movieId: number) =>
  queryOptions({
    queryKey: ['catalog', 'user-movie', userId, movieId],
    queryFn: () => getUserMovie(userId, movieId),
    throwOnError: isNetworkError,
  });

export function useUserMovie(movieId: number) {
  return useQuery(userMovieQueryOptions(useSignedInUser().user_id, movieId));
}
