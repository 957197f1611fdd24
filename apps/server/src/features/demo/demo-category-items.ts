import type { Insertable } from 'kysely';
import type { VodCategoryItemsTable } from '../../db/schema.ts';
import { COMPUTED_CATEGORY_SIZE, demoMovies, demoVodCategories } from './demo-catalog.data.ts';
import type { DemoMovie } from './demo-catalog.types.ts';
import { demoSeries } from './demo-series.data.ts';

/** Top Ranked and Recently Added are the best-rated and the newest movies; genres list their titles. */
function categoryMembers(uid: string): { movies: DemoMovie[]; seriesIds: number[] } {
  const byId = (a: DemoMovie, b: DemoMovie) => a.id - b.id;
  if (uid === 'top-ranked') {
    const ranked = [...demoMovies].sort((a, b) => b.facts.rating - a.facts.rating || byId(a, b));
    return { movies: ranked.slice(0, COMPUTED_CATEGORY_SIZE), seriesIds: [] };
  }
  if (uid === 'recently-added') {
    const newest = [...demoMovies].sort((a, b) => a.facts.addedDaysAgo - b.facts.addedDaysAgo || byId(a, b));
    return { movies: newest.slice(0, COMPUTED_CATEGORY_SIZE), seriesIds: [] };
  }
  const inGenre = (genres: readonly string[]) => genres.includes(uid);
  return {
    movies: demoMovies.filter((movie) => inGenre(movie.genres)),
    seriesIds: demoSeries.filter((series) => inGenre(series.genres)).map((series) => series.id),
  };
}

/** The carousels' contents: movies first, then the series of the genre. */
export function categoryItems(): Insertable<VodCategoryItemsTable>[] {
  return demoVodCategories.flatMap((category) => {
    const { movies, seriesIds } = categoryMembers(category.uid);
    const items = [
      ...movies.map((movie) => ({ movie_id: movie.id, series_id: null })),
      ...seriesIds.map((id) => ({ movie_id: null, series_id: id })),
    ];
    return items.map((item, index) => ({ category_id: category.id, ...item, position: index + 1 }));
  });
}
