import type { UserMovie } from '@glotv/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorUid } from '../../../config/operator.ts';
import { api, isNetworkError } from '../../../lib/api-client.ts';
import { type Language, useCurrentLanguage } from '../../../lib/i18n.ts';
import { useSignedInUser } from '../../auth/public.ts';

/** A movie with the subscriber's grant for it (`purchased` null when no package of theirs has it). */
export async function getUserMovie(
  userId: string,
  movieId: number,
  translation: Language,
): Promise<UserMovie> {
  const path = `/api/client/v1/${operatorUid}/users/${encodeURIComponent(userId)}/movies/${movieId}?translation=${translation}`;
  return (await api.get<{ data: UserMovie }>(path)).data;
}

export const userMovieQueryOptions = (userId: string, movieId: number, translation: Language) =>
  queryOptions({
    queryKey: ['catalog', 'user-movie', userId, movieId, translation],
    queryFn: () => getUserMovie(userId, movieId, translation),
    throwOnError: isNetworkError,
  });

export function useUserMovie(movieId: number) {
  return useQuery(userMovieQueryOptions(useSignedInUser().user_id, movieId, useCurrentLanguage()));
}
