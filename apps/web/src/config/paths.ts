/** Every route of the portal. Paths are relative to the `/play` base. */
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
  testPage: '/testpage',
  /** The top navigation's TV Guide (a placeholder page of the dashboard until the guide is built). */
  tvGuide: '/tvguide',
  /** What the subscriber bought (not in the spec's route list: its purchase history, from the drawer). */
  purchaseHistory: '/purchasehistory',
  /** The subscriber's signed-in devices (not in the spec's route list: from the drawer). */
  devices: '/devices',
  /** Search results for `?q=` (not in the spec's route list: the search field of the navigation leads here). */
  search: '/search',
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

/** A link inside the app: where to go and the navigation state to carry there. */
export interface AppLink<State> {
  to: string;
  state: State;
}
