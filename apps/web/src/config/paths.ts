/** Every route of the portal (spec §2). Paths are relative to the `/play` base. */
export const paths = {
  root: '/',
  login: '/newloginpath',
  register: '/newregisterpath',
  dashboard: '/newdashboard',
  movies: '/moviespage',
  tvShows: '/tvshowspage',
  movieDetail: '/moviesdetailpage',
  movieTrailer: '/moviestrailer',
  movieStream: '/moviestreampage',
  series: '/series',
  episodeStream: '/episodestream',
  channels: '/channelspage',
  channelPlayer: '/channelsplayer',
  channelPlayerOnDashboard: '/channelsplayerondashbd',
  packages: '/packagespage',
  changePassword: '/changepassword',
  error: '/errorpage',
  home: '/homepage',
  dstvDashboard: '/dstvdashboard',
  dstvDashboardLive: '/dstvdashboardlive',
  testPayment: '/testflutterwave',
  testPage: '/testpage',
  notFound: '*',
} as const;

export type RouteName = keyof typeof paths;
export type RoutePath = (typeof paths)[RouteName];

/** Base path the app is served under; must match `base` in vite.config.ts. */
export const basename = '/play';

/** A full-page URL (for plain links that must reload the app, e.g. after a network failure). */
export function absoluteHref(path: Exclude<RoutePath, '*'>): string {
  return `${basename}${path}`;
}
