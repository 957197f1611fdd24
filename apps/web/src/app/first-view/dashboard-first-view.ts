import type { Me } from '@glotv/contracts/auth';
import type { Banner, UserChannel, UserPackage, VodCategoryContent } from '@glotv/contracts/catalog';
import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../../features/auth/api/session-query-key.ts';
import { bannersPath, bannersQueryOptions } from '../../features/catalog/api/get-banners.ts';
import { vodContentPath, vodContentQueryOptions } from '../../features/catalog/api/get-vod-content.ts';
import { DASHBOARD_CAROUSEL_LIMIT } from '../../features/catalog/lib/categories.ts';
import { userChannelsPath, userChannelsQueryOptions } from '../../features/live/api/get-user-channels.ts';
import { userPackagesPath, userPackagesQueryOptions } from '../../features/packages/api/get-user-packages.ts';
import { isLanguage, type Language } from '../../lib/i18n.ts';
import { wideSlides } from '../../lib/slides-per-view.ts';

/**
 * Everything the dashboard's first screen asks the API for, answered by the server inside the dashboard's HTML
 * (a `<script type="application/json">`), so the app starts with it instead of asking again.
 */
export interface DashboardFirstView {
  language: Language;
  me: Me;
  banners: Banner[];
  /** The first of the dashboard's carousels, with its first titles only. */
  vodContent: VodCategoryContent[];
  channels: UserChannel[];
  packages: UserPackage[];
}

/** The ids of the server's markup of the first view and of its data in the dashboard's HTML. */
export const firstViewElementId = 'first-view';
export const firstViewDataElementId = 'first-view-data';

export const dashboardVodRequest = { dashboard: true, limit: DASHBOARD_CAROUSEL_LIMIT } as const;
/**
 * The first view's carousel: the first one the server lists for the dashboard, with a screenful of titles on the
 * widest layout. The app asks for the others and the rest of the titles itself.
 */
const firstViewVodRequest = { dashboard: true, limit: wideSlides } as const;

/** A GET of the API as the signed-in subscriber; answers the body or throws. */
export type ApiGet = (path: string) => Promise<unknown>;

const dataOf = <T>(body: unknown) => (body as { data: T }).data;

/**
 * Asks for the first view's data the way the app would: who is signed in, then the rest at once. The server
 * calls it with its own requests carrying the visitor's cookies.
 */
export async function fetchDashboardFirstView(get: ApiGet, language: Language): Promise<DashboardFirstView> {
  const me = dataOf<Me>(await get('/api/client/v1/global/me'));
  const [banners, vodContent, channels, packages] = await Promise.all([
    get(bannersPath(language)).then(dataOf<Banner[]>),
    get(vodContentPath({ ...firstViewVodRequest, translation: language }))
      .then(dataOf<VodCategoryContent[]>)
      .then((carousels) => carousels.slice(0, 1)),
    get(userChannelsPath(me.user_id)).then(dataOf<UserChannel[]>),
    get(userPackagesPath(me.user_id, language)).then(dataOf<UserPackage[]>),
  ]);
  return { language, me, banners, vodContent, channels, packages };
}

/** Puts the first view's answers into the query cache under the keys the pages' queries use. */
export function seedDashboardFirstView(client: QueryClient, view: DashboardFirstView): void {
  client.setQueryData(sessionQueryKey, view.me);
  client.setQueryData(bannersQueryOptions(view.language).queryKey, view.banners);
  // Only the first carousel's first titles: shown at once, and stale, so the app fetches every carousel.
  client.setQueryData(
    vodContentQueryOptions({ ...dashboardVodRequest, translation: view.language }).queryKey,
    view.vodContent,
    {
      updatedAt: 0,
    },
  );
  client.setQueryData(userChannelsQueryOptions(view.me.user_id).queryKey, view.channels);
  client.setQueryData(userPackagesQueryOptions(view.me.user_id, view.language).queryKey, view.packages);
}

/** The first view the server put into this page, if any (checked for shape only as far as the app relies on it). */
export function readDashboardFirstView(doc: Document): DashboardFirstView | null {
  const text = doc.getElementById(firstViewDataElementId)?.textContent;
  if (!text) return null;
  try {
    const view = JSON.parse(text) as Partial<DashboardFirstView> | null;
    const complete =
      view !== null &&
      isLanguage(view.language) &&
      typeof view.me?.user_id === 'string' &&
      [view.banners, view.vodContent, view.channels, view.packages].every(Array.isArray);
    return complete ? (view as DashboardFirstView) : null;
  } catch {
    return null;
  }
}
