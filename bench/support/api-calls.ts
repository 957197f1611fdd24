import { apiClientBasic, operatorUid, PortalApi, randomEmail, type Session } from '@glotv/testing/portal-api';
import { DASHBOARD_CAROUSEL_LIMIT } from '../../apps/web/src/features/catalog/lib/categories.ts';
import { newIdentities, signUpAll } from './accounts-sign-ups.ts';
import type { ApiRequest } from './load.ts';

const password = 'Bench-Secret-123';
/** The Max access pack: movies and TV channels, for e-mail subscribers. */
export const grantedPackage = 10;
/** What Chromium sends with the web app's fetches (the portal compresses with br or gzip). */
const browserHeaders = { Accept: 'application/json', 'Accept-Encoding': 'gzip, deflate, br' };

/** Names of the calls, for `npm run profile:api -- NAME` and the bench's results. */
export type ApiCallKey = 'carousels' | 'carousels-identity' | 'packages' | 'channels' | 'login' | 'stream';

export interface ApiCall {
  key: ApiCallKey;
  name: string;
  /** The path as the table shows it, with placeholders for the subscriber's ids. */
  shownPath: string;
  path: string;
  request: ApiRequest;
  /** Bodies taken in turn by the portal's run (the baseline replays one answer whatever it is sent). */
  cycledBodies?: string[];
}

export interface Channel {
  uid: string;
  name: string;
  free_to_air: boolean;
  purchased: { package_id: number | null } | null;
}

/** A channel the subscriber may watch because of the granted package, else a free-to-air one. */
export async function watchableChannel(api: PortalApi, session: Session): Promise<Channel> {
  const { data } = await api.expectOk<{ data: Channel[] }>(
    'GET',
    `/api/client/v2/${operatorUid}/users/${session.userId}/channels`,
    undefined,
    { token: session.accessToken },
  );
  const channel =
    data.find((candidate) => !candidate.free_to_air && candidate.purchased?.package_id === grantedPackage) ??
    data.find((candidate) => candidate.free_to_air);
  if (!channel) throw new Error('the catalog has no channel this subscriber may watch');
  return channel;
}

/**
 * Signs up a viewer with an access pack (the packages call lists access packs, one of them bought) and
 * `loginSubscribers` more for the login call, then answers the hot calls as that viewer makes them.
 */
export async function prepareApiCalls(
  baseUrl: string,
  loginSubscribers: number,
): Promise<{ calls: ApiCall[]; channel: Channel }> {
  const api = new PortalApi(baseUrl);
  const viewer = { email: randomEmail('bench-api-viewer') };
  const loginIdentities = newIdentities(loginSubscribers, 'bench-api-login');
  await signUpAll(api, [viewer, ...loginIdentities], password, 8);
  const session = await api.login(viewer, password);
  const auth = { ...browserHeaders, Authorization: `Bearer ${session.accessToken}` };
  await api.expectOk(
    'POST',
    '/dev/packages/grant',
    { package_id: grantedPackage },
    { token: session.accessToken },
  );
  const channel = await watchableChannel(api, session);

  const user = `/api/client/v1/${operatorUid}/users/${session.userId}`;
  const shownUser = `/api/client/v1/${operatorUid}/users/{userId}`;
  const dashboardQuery = new URLSearchParams({
    limit: String(DASHBOARD_CAROUSEL_LIMIT),
    dashboard: 'true',
    translation: 'gb',
  });
  const vodContent = `/api/client/v1/${operatorUid}/categories/vod/content?${dashboardQuery}`;
  const loginBody = (identity: (typeof loginIdentities)[number], index: number) =>
    JSON.stringify({
      username: 'number' in identity ? `g${identity.number}` : identity.email,
      password,
      device: `bench-login-${index}`,
      device_class: 'desktop',
    });
  const loginBodies = loginIdentities.map(loginBody);
  const calls: ApiCall[] = [
    {
      key: 'carousels',
      name: "dashboard's VOD carousels",
      shownPath: vodContent.replace(/\?.*/, '?limit&categories (5)'),
      path: vodContent,
      request: { method: 'GET', headers: auth },
    },
    {
      key: 'carousels-identity',
      name: "dashboard's VOD carousels, not compressed",
      shownPath: vodContent.replace(/\?.*/, '?limit&categories (5)'),
      path: vodContent,
      request: { method: 'GET', headers: { Authorization: auth.Authorization, Accept: 'application/json' } },
    },
    {
      key: 'packages',
      name: "subscriber's packages",
      shownPath: `${shownUser}/packages?device_class=desktop`,
      path: `${user}/packages?device_class=desktop`,
      request: { method: 'GET', headers: auth },
    },
    {
      key: 'stream',
      name: 'live channel stream address',
      shownPath: `${shownUser}/live/channels/{uid}`,
      path: `${user}/live/channels/${encodeURIComponent(channel.uid)}`,
      request: { method: 'GET', headers: auth },
    },
    // After the three: its per-request compression should not weigh on their rows.
    {
      key: 'channels',
      name: "subscriber's channel list",
      shownPath: `/api/client/v2/${operatorUid}/users/{userId}/channels`,
      path: `/api/client/v2/${operatorUid}/users/${session.userId}/channels`,
      request: { method: 'GET', headers: auth },
    },
    // Last: hashes still queued when autocannon stops run on for seconds and would slow the next call.
    ...(loginBodies.length > 0
      ? [
          {
            key: 'login' as const,
            name: `login (${loginBodies.length} subscribers in turn)`,
            shownPath: '/api/client/v1/global/login',
            path: '/api/client/v1/global/login',
            request: {
              method: 'POST' as const,
              headers: {
                ...browserHeaders,
                Authorization: apiClientBasic,
                'Content-Type': 'application/json',
              },
              body: loginBodies[0]!,
            },
            cycledBodies: loginBodies,
          },
        ]
      : []),
  ];
  return { calls, channel };
}
