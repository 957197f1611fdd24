import type { ConsolePackage } from '@glotv/contracts/packages';
import { queryOptions } from '@tanstack/react-query';
import { consoleApi } from '../../lib/console-api.ts';

/** The console catalog's answers as the title pages read them (see docs/API.md, "Catalog console"). */

export type TitleKind = 'movies' | 'series';
export type VideoState = { asset_id: string; status: 'processing' | 'ready' | 'failed' } | null;

export interface TitleListRow {
  id: number;
  uid: string;
  title: string;
  title_pt: string | null;
  image_id: string | null;
  published_at: string | null;
  deleted_at: string | null;
  release_year?: number | null;
  video_ready: boolean;
}

interface TitleRowBase {
  id: number;
  uid: string;
  title: string;
  title_pt: string | null;
  description: string;
  description_pt: string | null;
  cast_list: string;
  director: string;
  country: string;
  rating: string | number | null;
  image_id: string | null;
  published_at: string | null;
  package_ids: number[];
  category_ids: number[];
}

export interface MovieDetail extends TitleRowBase {
  release_year: number | null;
  duration_minutes: number;
  video: VideoState;
  trailer: VideoState;
}

export interface EpisodeDetail {
  id: number;
  uid: string;
  number: number;
  title: string;
  title_pt: string | null;
  description: string;
  description_pt: string | null;
  duration_minutes: number;
  image_id: string | null;
  published_at: string | null;
  video: VideoState;
}

export interface SeasonDetail {
  id: number;
  number: number;
  title: string;
  title_pt: string | null;
  episodes: EpisodeDetail[];
}

export interface SeriesDetail extends TitleRowBase {
  seasons: SeasonDetail[];
}

export type TitleDetail = MovieDetail | SeriesDetail;

export interface ConsoleCategory {
  id: number;
  uid: string;
  name: string;
  name_pt: string | null;
  rule: 'manual' | 'newest' | 'top_rated';
}

export const titleKeys = {
  all: ['console', 'titles'] as const,
  list: (kind: TitleKind, deleted: boolean) =>
    ['console', 'titles', kind, deleted ? 'deleted' : 'current'] as const,
  one: (kind: TitleKind, id: number) => ['console', 'titles', kind, id] as const,
};

export const titleListQuery = (kind: TitleKind, deleted: boolean) =>
  queryOptions({
    queryKey: titleKeys.list(kind, deleted),
    queryFn: () =>
      consoleApi
        .get<{ data: TitleListRow[] }>(`/catalog/${kind}${deleted ? '?status=deleted' : ''}`)
        .then((answer) => answer.data),
  });

export const titleQuery = <K extends TitleKind>(kind: K, id: number) =>
  queryOptions({
    queryKey: titleKeys.one(kind, id),
    queryFn: () =>
      consoleApi
        .get<{ data: K extends 'movies' ? MovieDetail : SeriesDetail }>(`/catalog/${kind}/${id}`)
        .then((answer) => answer.data),
  });

export const packagesQuery = queryOptions({
  queryKey: ['console', 'packages'],
  queryFn: () => consoleApi.get<{ data: ConsolePackage[] }>('/packages').then((answer) => answer.data),
});

export const categoriesQuery = queryOptions({
  queryKey: ['console', 'catalog', 'categories'],
  queryFn: () =>
    consoleApi.get<{ data: ConsoleCategory[] }>('/catalog/categories').then((answer) => answer.data),
});

/** Takes a movie's video or trailer, or an episode's video, away (refused while a movie or episode is published). */
export function unlinkVideo(ownerKind: 'movie' | 'trailer' | 'episode', ownerId: number) {
  return consoleApi.delete(`/media/links/${ownerKind}/${ownerId}`);
}

/** Links a ready video asset to a movie, its trailer or an episode (replacing the one linked before). */
export function linkVideo(assetId: string, ownerKind: 'movie' | 'trailer' | 'episode', ownerId: number) {
  return consoleApi.post(`/media/assets/${encodeURIComponent(assetId)}/links`, { ownerKind, ownerId });
}
