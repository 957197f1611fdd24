import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type i18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { type AccountActions, AccountActionsContext } from '../../components/layout/account-actions.ts';
import { basename, paths } from '../../config/paths.ts';
import { DashboardPage } from '../../features/catalog/components/dashboard-page.tsx';
import { i18nOptions, type Language } from '../../lib/i18n.ts';
import { carouselSteps, wideSlides } from '../../lib/slides-per-view.ts';
import { allStrings } from '../../locales/all-strings.ts';
import {
  type ApiGet,
  fetchDashboardFirstView,
  firstViewDataElementId,
  firstViewElementId,
  seedDashboardFirstView,
} from './dashboard-first-view.ts';

/**
 * The server's side of the dashboard's first view (built by `vite build --ssr` into dist-ssr/, loaded by the
 * server): the dashboard page rendered by the app's own components into HTML, with its data for the app.
 */

/** The dashboard page's module, as the build manifest names it (its chunk, imports and styles). */
export const dashboardSource = 'src/features/catalog/components/dashboard-page.tsx';
export const dashboardPath = `${basename}${paths.dashboard}`;
export { firstViewDataElementId, firstViewElementId };

const translations = new Map<Language, Promise<i18n>>();
function translationsFor(language: Language): Promise<i18n> {
  let ready = translations.get(language);
  if (!ready) {
    const instance = i18next.createInstance();
    ready = instance
      .init({
        ...i18nOptions,
        lng: language,
        resources: { gb: { translation: allStrings.gb }, pt: { translation: allStrings.pt } },
      })
      .then(() => instance);
    translations.set(language, ready);
  }
  return ready;
}

const nothing = () => undefined;
const signedIn: AccountActions = { signedIn: true, register: nothing, signIn: nothing, logout: nothing };

/**
 * Until the app runs, the server's markup cannot ask the window how many slides fit: the slide widths come
 * from the same steps in CSS. The app's own markup waits, laid out but unseen, until it replaces this one.
 */
const firstViewCss = [
  `#${firstViewElementId} + #root { position: absolute; top: 0; right: 0; left: 0; visibility: hidden; }`,
  `#${firstViewElementId} .carousel:not(.banner-carousel) { --slides-per-view: ${wideSlides} !important; }`,
  ...[...carouselSteps]
    .reverse()
    .map(
      (step) =>
        `@media (max-width: ${step.maxWidth}px) { #${firstViewElementId} .carousel:not(.banner-carousel) { --slides-per-view: ${step.slides} !important; } }`,
    ),
].join('\n');

/** JSON safe inside a `<script>` element (no `</script>`, no HTML comment openers). */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Pictures outside the first screen (`loading="lazy"`) keep their blurred placeholder in the server's markup
 * but lose their address: on a slow link they would share it with the first screen's pictures. The app's
 * page, which replaces this markup, loads them as usual.
 */
export function withoutLazyPictures(markup: string): string {
  return markup.replace(/<img\b[^>]*\bloading="lazy"[^>]*>/g, (image) =>
    image.replace(/ (?:src|srcSet|sizes)="[^"]*"/g, ''),
  );
}

export interface RenderedFirstView {
  /** The page's markup, to go before the app's `#root`. */
  markup: string;
  /** Styles the markup needs beyond the page's own stylesheets. */
  css: string;
  /** The first view's data as JSON for a `<script type="application/json">`. */
  json: string;
}

/** The signed-in dashboard's first view: its data fetched through `get` (as the subscriber), then rendered. */
export async function renderDashboard({
  language,
  get,
}: {
  language: Language;
  get: ApiGet;
}): Promise<RenderedFirstView> {
  const [view, translation] = await Promise.all([
    fetchDashboardFirstView(get, language),
    translationsFor(language),
  ]);
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  seedDashboardFirstView(client, view);
  const markup = renderToString(
    <I18nextProvider i18n={translation}>
      <QueryClientProvider client={client}>
        <StaticRouter basename={basename} location={dashboardPath}>
          <AccountActionsContext value={signedIn}>
            <DashboardPage />
          </AccountActionsContext>
        </StaticRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { markup: withoutLazyPictures(markup), css: firstViewCss, json: scriptSafeJson(view) };
}
