import {
  CATEGORY_LIMIT,
  type ContentItem,
  type VodCategory,
  type VodCategoryContent,
} from '@glotv/contracts/catalog';
import type { Db } from '../../db/database.ts';
import { packageRefsByOwner } from './entitlements.ts';
import { moviesRepository } from './movies.repository.ts';
import { seriesRepository } from './series.repository.ts';
import { vodCategoriesRepository } from './vod-categories.repository.ts';

/** How many categories are read at most, whatever limit a client asks for (the spec's one call asks 800000). */
const CATEGORIES_READ_MAX = 1000;

export interface ContentQuery {
  packageIds?: readonly number[] | undefined;
  /** Category ids, uids or names (names case-insensitively); every category when absent. */
  categoryKeys?: readonly string[] | undefined;
  limitPerCategory: number;
}

/** The Movies & Shows page and the dashboard carousels. */
export class VodCategoriesService {
  constructor(private readonly db: Db) {}

  categories(packageIds: readonly number[] | undefined, limit: number): Promise<VodCategory[]> {
    return vodCategoriesRepository.list(this.db, { packageIds, limit: Math.min(limit, CATEGORIES_READ_MAX) });
  }

  async content(query: ContentQuery): Promise<VodCategoryContent[]> {
    const all = await this.categories(query.packageIds, CATEGORY_LIMIT.max);
    const categories = query.categoryKeys ? all.filter(matchesAny(query.categoryKeys)) : all;
    const items = await vodCategoriesRepository.items(this.db, {
      categoryIds: categories.map((category) => category.id),
      limit: query.limitPerCategory,
      packageIds: query.packageIds,
    });
    const movieIds = items.flatMap((item) => (item.movie_id === null ? [] : [item.movie_id]));
    const seriesIds = items.flatMap((item) => (item.series_id === null ? [] : [item.series_id]));
    const [moviePackages, seriesPackages] = await Promise.all([
      moviesRepository.packageRows(this.db, [...new Set(movieIds)]).then(packageRefsByOwner),
      seriesRepository.packageRows(this.db, [...new Set(seriesIds)]).then(packageRefsByOwner),
    ]);
    return categories.map((category) => ({
      ...category,
      content: items
        .filter((item) => item.category_id === category.id)
        .map((item): ContentItem => {
          const isMovie = item.movie_id !== null;
          const id = item.movie_id ?? item.series_id ?? 0;
          return {
            id,
            uid: item.uid ?? '',
            title: item.title ?? '',
            image_id: item.image_id,
            image_placeholder: item.image_placeholder,
            duration: isMovie ? item.duration_minutes : null,
            type: isMovie ? 'movie' : 'series',
            packages: isMovie ? moviePackages(id) : seriesPackages(id),
            position: Number(item.rank),
          };
        }),
    }));
  }
}

function matchesAny(keys: readonly string[]) {
  const wanted = new Set(keys.map((key) => key.toLowerCase()));
  return (category: VodCategory) =>
    wanted.has(String(category.id)) ||
    wanted.has(category.uid.toLowerCase()) ||
    wanted.has(category.name.toLowerCase());
}
