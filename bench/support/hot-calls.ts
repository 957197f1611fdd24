import { operatorUid, type PortalApi, randomEmail, type Session } from '@glotv/testing/portal-api';
import { DASHBOARD_CAROUSEL_LIMIT } from '../../apps/web/src/features/catalog/lib/categories.ts';
import { grantedPackage, watchableChannel } from './api-calls.ts';
import type { ApiRequest } from './load.ts';

/** What Chromium sends with the web app's fetches (the portal compresses with br or gzip). */
const browserHeaders = { Accept: 'application/json', 'Accept-Encoding': 'gzip, deflate, br' };
const HOUR = 60 * 60 * 1000;

export interface HotCall {
  /** What the table calls it. */
  name: string;
  /** The path as the table shows it, with placeholders for the subscriber's ids. */
  shownPath: string;
  path: string;
  request: ApiRequest;
}

export interface Viewer {
  session: Session;
  /** The channel whose stream address is asked for: in the granted pack, else free to air. */
  channelUid: string;
}

/** An e-mail subscriber with the Max pack granted, signed in, and a channel they may watch. */
export async function signedInViewer(api: PortalApi, password: string): Promise<Viewer> {
  const viewer = { email: randomEmail('bench-scale-viewer') };
  const session = await api.signUpAndLogin(viewer, password);
  await api.expectOk(
    'POST',
    '/dev/packages/grant',
    { package_id: grantedPackage },
    { token: session.accessToken },
  );
  const channel = await watchableChannel(api, session);
  return { session, channelUid: channel.uid };
}

/**
 * The calls every signed-in view makes: the dashboard's carousels, the subscriber's packages and a live
 * channel's stream address (the API section's hot three), then the channel list and a six-hour page of the
 * TV guide, as the web app asks for them.
 */
export function hotCalls(viewer: Viewer, now = Date.now()): HotCall[] {
  const { session } = viewer;
  const auth = { ...browserHeaders, Authorization: `Bearer ${session.accessToken}` };
  const request: ApiRequest = { method: 'GET', headers: auth };
  const v1User = `/api/client/v1/${operatorUid}/users/${session.userId}`;
  const v2User = `/api/client/v2/${operatorUid}/users/${session.userId}`;
  const dashboardQuery = new URLSearchParams({
    limit: String(DASHBOARD_CAROUSEL_LIMIT),
    dashboard: 'true',
    translation: 'gb',
  });
  const from = Math.floor(now / HOUR) * HOUR;
  const guideQuery = new URLSearchParams({
    channels: '',
    from: new Date(from).toISOString(),
    to: new Date(from + 6 * HOUR).toISOString(),
    page: '1',
    translation: 'gb',
  });
  return [
    {
      name: "dashboard's VOD carousels",
      shownPath: `/api/client/v1/${operatorUid}/categories/vod/content?limit&dashboard`,
      path: `/api/client/v1/${operatorUid}/categories/vod/content?${dashboardQuery}`,
      request,
    },
    {
      name: "subscriber's packages",
      shownPath: `/api/client/v1/${operatorUid}/users/{userId}/packages?device_class=desktop`,
      path: `${v1User}/packages?device_class=desktop`,
      request,
    },
    {
      name: 'live channel stream address',
      shownPath: `/api/client/v1/${operatorUid}/users/{userId}/live/channels/{uid}`,
      path: `${v1User}/live/channels/${encodeURIComponent(viewer.channelUid)}`,
      request,
    },
    {
      name: 'channels list',
      shownPath: `/api/client/v2/${operatorUid}/users/{userId}/channels`,
      path: `${v2User}/channels`,
      request,
    },
    {
      name: 'TV guide, 6 hours × first 50 channels',
      shownPath: `/api/client/v2/${operatorUid}/shows/grid?from&to&page=1`,
      path: `/api/client/v2/${operatorUid}/shows/grid?${guideQuery}`,
      request,
    },
  ];
}

/**
 * The live media playlist a player fetches again every segment (4 s) while a channel plays: the Data Saver
 * rendition's, beside the master playlist of the stream address. Undefined when the address is not one the
 * portal serves (a relay to another host) or the channel has no video (503; see `linkStandInVideo`).
 */
export async function livePlaylistCall(baseUrl: string, viewer: Viewer): Promise<HotCall | undefined> {
  const [stream] = hotCalls(viewer).filter((call) => call.name === 'live channel stream address');
  const address = await fetch(`${baseUrl}${stream!.path}`, { headers: stream!.request.headers });
  if (!address.ok) throw new Error(`the stream address answered ${address.status}`);
  const { data } = (await address.json()) as { data: { url: string } };
  const master = new URL(data.url, baseUrl);
  if (!master.pathname.startsWith('/live/s/')) return undefined;
  // The Data Saver rendition: every asset has it, and the master playlist needs a channel filler to list it.
  const media = new URL(master.pathname.replace(/master\.m3u8$/, 'data_saver/index.m3u8'), master);
  const mediaAnswer = await fetch(`${baseUrl}${media.pathname}`);
  if (mediaAnswer.status === 503) return undefined;
  if (!mediaAnswer.ok) throw new Error(`the live media playlist answered ${mediaAnswer.status}`);
  return {
    name: 'live media playlist (every 4 s per live viewer)',
    shownPath: `/live/s/{sig}/{expires}/{grant}/data_saver/index.m3u8`,
    path: media.pathname,
    request: { method: 'GET', headers: browserHeaders },
  };
}
