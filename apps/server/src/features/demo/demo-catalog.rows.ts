import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { packageIdsGiving } from '../packages/package-catalog.ts';
import { resolveBanners } from './demo-banners.ts';
import { CATALOG_REFERENCE_DATE, demoMovies, demoVodCategories } from './demo-catalog.data.ts';
import * as ids from './demo-catalog.ids.ts';
import { categoryItems } from './demo-category-items.ts';
import { demoChannelCategories, demoChannels } from './demo-channels.data.ts';
import { demoSeries } from './demo-series.data.ts';

type Rows<T extends keyof Database> = Insertable<Database[T]>[];

/** The catalog tables' rows, in an order that satisfies their foreign keys. */
export interface DemoCatalogRows {
  vod_categories: Rows<'vod_categories'>;
  movies: Rows<'movies'>;
  movie_packages: Rows<'movie_packages'>;
  series: Rows<'series'>;
  series_packages: Rows<'series_packages'>;
  seasons: Rows<'seasons'>;
  episodes: Rows<'episodes'>;
  vod_category_items: Rows<'vod_category_items'>;
  channel_categories: Rows<'channel_categories'>;
  channels: Rows<'channels'>;
  channel_packages: Rows<'channel_packages'>;
  banners: Rows<'banners'>;
}

const DAY = 86_400_000;
const addedAt = (daysAgo: number) => new Date(CATALOG_REFERENCE_DATE.getTime() - daysAgo * DAY);

function channelCategoryId(uid: string): number {
  const category = demoChannelCategories.find((candidate) => candidate.uid === uid);
  if (!category) throw new Error(`Demo channel category missing: ${uid}`);
  return category.id;
}

/** Titles and channels are linked to exactly the packages whose content claim covers them. */
export function buildCatalogRows(): DemoCatalogRows {
  const vodPackageIds = packageIdsGiving('vod');
  const channelPackageIds = packageIdsGiving('channels');
  return {
    vod_categories: demoVodCategories.map(({ id, uid, name, mobileOnly }, index) => ({
      id,
      uid,
      name,
      position: index + 1,
      mobile_only: mobileOnly ?? false,
    })),
    movies: demoMovies.map((movie, index) => ({
      id: movie.id,
      uid: ids.movieUid(movie),
      title: movie.title,
      description: movie.description,
      cast_list: movie.cast,
      director: movie.director,
      country: movie.facts.country,
      release_year: movie.facts.year,
      duration_minutes: movie.facts.minutes,
      rating: movie.facts.rating,
      image_id: ids.moviePosterId(movie),
      position: index + 1,
      added_at: addedAt(movie.facts.addedDaysAgo),
    })),
    movie_packages: demoMovies.flatMap((movie) =>
      vodPackageIds.map((packageId) => ({
        movie_id: movie.id,
        package_id: packageId,
      })),
    ),
    series: demoSeries.map((series, index) => ({
      id: series.id,
      uid: ids.seriesUid(series),
      title: series.title,
      description: series.description,
      cast_list: series.cast,
      director: series.director,
      country: series.facts.country,
      rating: series.facts.rating,
      image_id: ids.seriesPosterId(series),
      position: index + 1,
      added_at: addedAt(series.facts.addedDaysAgo),
    })),
    series_packages: demoSeries.flatMap((series) =>
      vodPackageIds.map((packageId) => ({ series_id: series.id, package_id: packageId })),
    ),
    seasons: demoSeries.flatMap((series) =>
      series.seasons.map((_, s) => ({
        id: ids.seasonId(series, s + 1),
        series_id: series.id,
        number: s + 1,
        title: `Season ${s + 1}`,
      })),
    ),
    episodes: demoSeries.flatMap((series) =>
      series.seasons.flatMap((episodes, s) =>
        episodes.map(([title, minutes, description], e) => ({
          id: ids.episodeId(series, s + 1, e + 1),
          uid: ids.episodeUid(series, s + 1, e + 1),
          season_id: ids.seasonId(series, s + 1),
          number: e + 1,
          title,
          description,
          duration_minutes: minutes,
          image_id: ids.episodeStillId(series, s + 1, e + 1),
        })),
      ),
    ),
    vod_category_items: categoryItems(),
    channel_categories: demoChannelCategories.map(({ id, uid, name }, index) => ({
      id,
      uid,
      name,
      position: index + 1,
    })),
    channels: demoChannels.map((channel, index) => ({
      id: channel.id,
      uid: channel.uid,
      category_id: channelCategoryId(channel.category),
      position: index + 1,
      name: channel.name,
      short_name: channel.shortName,
      description: channel.description,
      logo_card_image_id: ids.channelCardLogoId(channel),
      logo_normal_image_id: ids.channelLogoId(channel),
      free_to_air: channel.freeToAir ?? false,
      source_kind: 'schedule',
      source_url: null,
    })),
    channel_packages: demoChannels
      .filter((channel) => !channel.freeToAir)
      .flatMap((channel) =>
        channelPackageIds.map((packageId) => ({ channel_id: channel.id, package_id: packageId })),
      ),
    banners: resolveBanners().map(({ row }) => row),
  };
}
