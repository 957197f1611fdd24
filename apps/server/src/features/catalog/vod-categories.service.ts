import type { ContentItem, Translation, VodCategory, VodCategoryContent } from '@glotv/contracts/catalog';
import type { Db } from '../../db/database.ts';
import { inLanguage } from './catalog-texts.ts';
import { packageRefsByOwner } from './entitlements.ts';
import { moviesRepository } from './movies.repository.ts';
import { seriesRepository } from './series.repository.ts';
import { vodCategoriesRepository } from './vod-categories.repository.ts';

/** How many categories are read at most, whatever limit a client asks for (the spec's one call asks 800000). */
const CATEGORIES_READ_MAX = 1000;

export interface ContentQuery {
  packageIds?: readonly number[] | undefined;
  /** Category ids, uids or names (names case-insensitively, in either language); every category when absent. */
  categoryKeys?: readonly string[] | undefined;
  /** Only the dashboard's carousels, in the dashboard's order. */
  dashboard?: boolean | undefined;
  limitPerCategory: number;
  translation?: Translation | undefined;
}

type CategoryRow = Awaited<ReturnType<typeof vodCategoriesRepository.list>>[number];

/** The Movies & Shows page and the dashboard carousels. */
export class VodCategoriesService {
  constructor(private readonly db: Db) {}

  async categories(
    packageIds: readonly number[] | undefined,
    limit: number,
    translation: Translation = 'gb',
  ): Promise<VodCategory[]> {
    const rows = await vodCategoriesRepository.list(this.db, {
      packageIds,
      limit: Math.min(limit, CATEGORIES_READ_MAX),
    });
    return rows.map((row) => describeCategory(row, translation));
  }

  async content(query: ContentQuery): Promise<VodCategoryContent[]> {
    const translation = query.translation ?? 'gb';
    const all = await vodCategoriesRepository.list(this.db, {
      packageIds: query.packageIds,
      limit: CATEGORIES_READ_MAX,
    });
    let categories = query.categoryKeys ? all.filter(matchesAny(query.categoryKeys)) : all;
    if (query.dashboard) {
      categories = categories
        .filter((category) => category.dashboard_position !== null)
        .sort((a, b) => (a.dashboard_position ?? 0) - (b.dashboard_position ?? 0) || a.id - b.id);
    }
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
      ...describeCategory(category, translation),
      content: items
        .filter((item) => item.category_id === category.id)
        .map((item): ContentItem => {
          const isMovie = item.movie_id !== null;
          const id = item.movie_id ?? item.series_id ?? 0;
          return {
            id,
            uid: item.uid,
            title: inLanguage(translation, item.title, item.title_pt),
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

function describeCategory(row: CategoryRow, translation: Translation): VodCategory {
  return {
    id: row.id,
    uid: row.uid,
    name: inLanguage(translation, row.name, row.name_pt),
    position: row.position,
    mobile_only: row.mobile_only,
    dashboard_position: row.dashboard_position,
  };
}

function matchesAny(keys: readonly string[]) {
  const wanted = new Set(keys.map((key) => key.toLowerCase()));
  return (category: CategoryRow) =>
    wanted.has(String(category.id)) ||
    wanted.has(category.uid.toLowerCase()) ||
    wanted.has(category.name.toLowerCase()) ||
    (category.name_pt !== null && wanted.has(category.name_pt.toLowerCase()));
}
