import type { Movie, RELATED_MOVIES_MAX } from '@glotv/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorUid } from '../../../config/operator.ts';
import { api, isNetworkError } from '../../../lib/api-client.ts';
import { type Language, useCurrentLanguage } from '../../../lib/i18n.ts';

/** The detail page shows at most 20 related movies. */
export const relatedMoviesMax: typeof RELATED_MOVIES_MAX = 20;

export async function getRelatedMovies(movieId: number, translation: Language): Promise<Movie[]> {
  const path = `/api/client/v1/${operatorUid}/movies/${movieId}/related?translation=${translation}`;
  return (await api.get<{ data: Movie[] }>(path)).data.slice(0, relatedMoviesMax);
}

export const relatedMoviesQueryOptions = (movieId: number, translation: Language) =>
  queryOptions({
    queryKey: ['catalog', 'related-movies', movieId, translation],
    queryFn: () => getRelatedMovies(movieId, translation),
    throwOnError: isNetworkError,
  });

export function useRelatedMovies(movieId: number) {
  return useQuery(relatedMoviesQueryOptions(movieId, useCurrentLanguage()));
}
