import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { withDevelopmentPages } from '../config/build-flavour.ts';
import { paths } from '../config/paths.ts';
// Bundled too: it only decides between the page and a redirect, with the session the app already asks for.
import { RequireSession } from '../features/auth/components/require-session.tsx';
// Bundled with the app (not lazy): it is also the error boundary's page, so it must work offline.
import { ErrorPage } from '../features/errors/components/error-page.tsx';
import { developmentRoutes } from './development-routes.ts';

type LazyPage = () => Promise<{ Component: ComponentType }>;

// Each page is its own chunk, fetched only when its route is visited.
const landing: LazyPage = () =>
  import('../features/auth/components/landing-page.tsx').then((m) => ({ Component: m.LandingPage }));
const dashboard: LazyPage = () =>
  import('../features/catalog/components/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage }));
const movies: LazyPage = () =>
  import('../features/catalog/components/movies-page.tsx').then((m) => ({ Component: m.MoviesPage }));
const tvShows: LazyPage = () =>
  import('../features/catalog/components/tv-shows-page.tsx').then((m) => ({ Component: m.TvShowsPage }));
const movieDetail: LazyPage = () =>
  import('../features/catalog/components/movie-detail-page.tsx').then((m) => ({
    Component: m.MovieDetailPage,
  }));
const series: LazyPage = () =>
  import('../features/catalog/components/series-page.tsx').then((m) => ({ Component: m.SeriesPage }));
const trailer: LazyPage = () =>
  import('../features/player/components/trailer-page.tsx').then((m) => ({ Component: m.TrailerPage }));
const movieStream: LazyPage = () =>
  import('../features/player/components/movie-stream-page.tsx').then((m) => ({
    Component: m.MovieStreamPage,
  }));
const episodeStream: LazyPage = () =>
  import('../features/player/components/episode-stream-page.tsx').then((m) => ({
    Component: m.EpisodeStreamPage,
  }));
const channels: LazyPage = () =>
  import('../features/live/components/channels-page.tsx').then((m) => ({ Component: m.ChannelsPage }));
const channelPlayer: LazyPage = () =>
  import('../features/live/components/channel-player-page.tsx').then((m) => ({
    Component: m.ChannelPlayerPage,
  }));
const tvGuide: LazyPage = () =>
  import('../features/live/components/tv-guide-page.tsx').then((m) => ({ Component: m.TvGuidePage }));
const packages: LazyPage = () =>
  import('../features/packages/components/packages-page.tsx').then((m) => ({ Component: m.PackagesPage }));
const purchaseHistory: LazyPage = () =>
  import('../features/packages/components/purchase-history-page.tsx').then((m) => ({
    Component: m.PurchaseHistoryPage,
  }));
const devices: LazyPage = () =>
  import('../features/devices/components/devices-page.tsx').then((m) => ({ Component: m.DevicesPage }));
const search: LazyPage = () =>
  import('../features/search/components/search-page.tsx').then((m) => ({ Component: m.SearchPage }));
const changePassword: LazyPage = () =>
  import('../features/auth/components/change-password-page.tsx').then((m) => ({
    Component: m.ChangePasswordPage,
  }));

/**
 * Every route of the portal. Pages with no content of their own render the login landing. The signed-in pages sit
 * under one guard that sends a signed-out visitor to the login landing.
 */
export const pageRoutes: RouteObject[] = [
  { path: paths.root, lazy: landing },
  { path: paths.login, lazy: landing },
  { path: paths.register, lazy: landing },
  { path: paths.error, Component: ErrorPage },
  { path: paths.home, lazy: landing },
  { path: paths.dstvDashboard, lazy: landing },
  { path: paths.dstvDashboardLive, lazy: landing },
  { path: paths.testPage, lazy: landing },
  {
    Component: RequireSession,
    children: [
      { path: paths.dashboard, lazy: dashboard },
      { path: paths.movies, lazy: movies },
      { path: paths.tvShows, lazy: tvShows },
      { path: paths.movieDetail, lazy: movieDetail },
      { path: paths.movieTrailer, lazy: trailer },
      { path: paths.movieStream, lazy: movieStream },
      { path: paths.series, lazy: series },
      { path: paths.episodeStream, lazy: episodeStream },
      { path: paths.channels, lazy: channels },
      { path: paths.channelPlayer, lazy: channelPlayer },
      { path: paths.channelPlayerOnDashboard, lazy: channelPlayer },
      { path: paths.tvGuide, lazy: tvGuide },
      { path: paths.packages, lazy: packages },
      { path: paths.changePassword, lazy: changePassword },
      { path: paths.search, lazy: search },
      ...(withDevelopmentPages ? developmentRoutes : []),
      { path: paths.purchaseHistory, lazy: purchaseHistory },
      { path: paths.devices, lazy: devices },
    ],
  },
  { path: paths.notFound, lazy: landing },
];
