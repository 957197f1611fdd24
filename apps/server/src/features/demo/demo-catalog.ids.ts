import type { DemoChannel, DemoMovie, DemoSeries } from './demo-catalog.types.ts';

/** Public uids and image ids of the demo catalog, derived from titles so they read well in URLs and files. */
export function slug(title: string): string {
  return title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const movieUid = (movie: DemoMovie) => slug(movie.title);
export const seriesUid = (series: DemoSeries) => slug(series.title);
export const episodeUid = (series: DemoSeries, season: number, episode: number) =>
  `${seriesUid(series)}-s${season}e${episode}`;

/** Season and episode ids are composed from their parents' ids, so adding a title never renumbers others. */
export const seasonId = (series: DemoSeries, season: number) => series.id * 10 + season;
export const episodeId = (series: DemoSeries, season: number, episode: number) =>
  seasonId(series, season) * 100 + episode;

export const moviePosterId = (movie: DemoMovie) => `poster-movie-${movieUid(movie)}`;
export const seriesPosterId = (series: DemoSeries) => `poster-series-${seriesUid(series)}`;
export const episodeStillId = (series: DemoSeries, season: number, episode: number) =>
  `still-${episodeUid(series, season, episode)}`;
export const channelCardLogoId = (channel: DemoChannel) => `logo-card-${channel.uid}`;
export const channelLogoId = (channel: DemoChannel) => `logo-${channel.uid}`;
export const bannerImageId = (kind: string, uid: string) => `banner-${kind}-${uid}`;
