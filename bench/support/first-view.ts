import { apiClientBasic, type Identity } from '@glotv/testing/portal-api';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The cheap phone on the slow link: 360×740 CSS px at DPR 2, 1 Mbit/s down, 512 kbit/s up, 300 ms. */
export const phoneScreen = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 } as const;
const slowLink = {
  offline: false,
  latency: 300,
  downloadThroughput: 1_000_000 / 8,
  uploadThroughput: 512_000 / 8,
} as const;

/** Milliseconds after navigation start; null when it did not happen within the wait. */
export interface FirstViewTimes {
  /** The document's first contentful paint. */
  firstPaintMs: number | null;
  /** Every box of the banner and the first posters shows something other than its empty grey. */
  placeholdersMs: number | null;
  /** The first banner's picture is decoded and painted. */
  bannerMs: number | null;
  /** The first row's posters (as many as fit the width) are decoded and painted. */
  postersMs: number | null;
  /** Both: the figure that counts. */
  firstViewMs: number | null;
  /** When the page's HTML had arrived (its response's end). */
  htmlMs: number | null;
  /** Both, counted from the HTML's arrival: what the page itself costs, apart from the server's answer. */
  firstViewAfterHtmlMs: number | null;
}

/**
 * Runs in the page before its scripts (plain JavaScript: the page must not depend on this file's compilation):
 * on every frame, notes when the banner and the first poster row first show a placeholder and first have their
 * pictures loaded (the frame after is the one that paints them).
 */
const watchFirstView = (postersInRow: number) => `
  const times = { placeholders: undefined, banner: undefined, posters: undefined };
  window.firstView = times;
  const painted = (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0;
  const placeheld = (image) =>
    image instanceof HTMLImageElement && (painted(image) || getComputedStyle(image).backgroundImage !== 'none');
  const check = () => {
    const now = performance.now();
    const banner = document.querySelector('.banner-carousel img') ?? undefined;
    const posters = [...document.querySelectorAll('.carousel img.catalog-image--poster')].slice(0, ${postersInRow});
    const row = posters.length === ${postersInRow} ? posters : [];
    if (times.placeholders === undefined && placeheld(banner) && row.length && row.every(placeheld))
      times.placeholders = now;
    if (times.banner === undefined && painted(banner)) times.banner = now;
    if (times.posters === undefined && row.length && row.every(painted)) times.posters = now;
    if (times.banner === undefined || times.posters === undefined) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
`;

/** A context signed in as `who` the way the web app signs in (the login call in cookie mode). */
export async function signedInPhone(
  browser: Browser,
  baseUrl: string,
  who: Identity,
  password: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...phoneScreen, baseURL: baseUrl });
  const response = await context.request.post('/api/client/v1/global/login', {
    headers: { Authorization: apiClientBasic, 'X-Session-Mode': 'cookie' },
    data: {
      username: 'number' in who ? `g${who.number}` : who.email,
      password,
      device: `bench-first-view-${Math.random().toString(36).slice(2, 10)}`,
      device_class: 'mobile',
    },
  });
  if (!response.ok()) throw new Error(`signing in answered ${response.status()}`);
  return context;
}

async function throttled(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  await session.send('Network.emulateNetworkConditions', slowLink);
  return page;
}

const rounded = (value: number | undefined | null) => (value == null ? null : Math.round(value));

/** One cold load of the dashboard (nothing cached) on the slow link, timed until both are painted. */
export async function timeDashboard(context: BrowserContext, waitMs = 30_000): Promise<FirstViewTimes> {
  const page = await throttled(context);
  try {
    await page.addInitScript({ content: watchFirstView(3) });
    await page.goto('/play/newdashboard', { waitUntil: 'commit' });
    await page
      .waitForFunction(
        () => {
          const times = (window as unknown as { firstView?: Record<string, number | undefined> }).firstView;
          return times?.banner !== undefined && times.posters !== undefined;
        },
        undefined,
        { timeout: waitMs, polling: 100 },
      )
      .catch(() => undefined);
    type Noted = Record<'placeholders' | 'banner' | 'posters' | 'firstPaint' | 'html', number | undefined>;
    const times = await page.evaluate(
      (): Noted => ({
        ...(window as unknown as { firstView: Omit<Noted, 'firstPaint' | 'html'> }).firstView,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        html: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
          ?.responseEnd,
      }),
    );
    const both =
      times.banner !== undefined && times.posters !== undefined
        ? Math.max(times.banner, times.posters)
        : null;
    return {
      firstPaintMs: rounded(times.firstPaint),
      placeholdersMs: rounded(times.placeholders),
      bannerMs: rounded(times.banner),
      postersMs: rounded(times.posters),
      firstViewMs: rounded(both),
      htmlMs: rounded(times.html),
      firstViewAfterHtmlMs: both !== null && times.html !== undefined ? rounded(both - times.html) : null,
    };
  } finally {
    await page.close();
  }
}

/** One cold load of a movie's detail page on the slow link: when its poster is painted. */
export async function timeDetailPoster(
  context: BrowserContext,
  movieId: number,
  waitMs = 30_000,
): Promise<{ firstPaintMs: number | null; posterMs: number | null }> {
  const page = await throttled(context);
  try {
    await page.goto(`/play/moviesdetailpage?movieID=${movieId}`, { waitUntil: 'commit' });
    const handle = await page
      .waitForFunction(
        () => {
          const poster = document.querySelector('img.detail__poster');
          return poster instanceof HTMLImageElement && poster.complete && poster.naturalWidth > 0
            ? performance.now()
            : undefined;
        },
        undefined,
        { timeout: waitMs, polling: 'raf' },
      )
      .catch(() => undefined);
    const posterMs = handle ? ((await handle.jsonValue()) as number) : null;
    const firstPaint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    );
    return { firstPaintMs: rounded(firstPaint), posterMs: rounded(posterMs) };
  } finally {
    await page.close();
  }
}

export interface FirstViewFigures {
  /** Medians over the measured loads, each figure its own median. */
  median: {
    dashboard: FirstViewTimes;
    detail: { firstPaintMs: number | null; posterMs: number | null };
  };
  runs: { dashboard: FirstViewTimes; detail: { firstPaintMs: number | null; posterMs: number | null } }[];
}

/** The median of the loads that reached the figure; null when none did. */
function medianOf(values: (number | null)[]): number | null {
  const reached = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (reached.length === 0) return null;
  const middle = Math.floor(reached.length / 2);
  return reached.length % 2 ? reached[middle]! : Math.round((reached[middle - 1]! + reached[middle]!) / 2);
}

/**
 * The signed-in dashboard and a movie's detail page, each loaded cold `rounds` times on the slow link after
 * one unmeasured load of each (the server encodes an image variant on its first request).
 */
export async function measureFirstView(
  browser: Browser,
  baseUrl: string,
  who: Identity,
  password: string,
  rounds: number,
): Promise<FirstViewFigures> {
  const context = await signedInPhone(browser, baseUrl, who, password);
  try {
    const movieId = 15;
    await timeDashboard(context);
    await timeDetailPoster(context, movieId);
    const runs: FirstViewFigures['runs'] = [];
    for (let round = 0; round < rounds; round++) {
      runs.push({
        dashboard: await timeDashboard(context),
        detail: await timeDetailPoster(context, movieId),
      });
    }
    const dashboard = (pick: (times: FirstViewTimes) => number | null) =>
      medianOf(runs.map((run) => pick(run.dashboard)));
    return {
      median: {
        dashboard: {
          firstPaintMs: dashboard((times) => times.firstPaintMs),
          placeholdersMs: dashboard((times) => times.placeholdersMs),
          bannerMs: dashboard((times) => times.bannerMs),
          postersMs: dashboard((times) => times.postersMs),
          firstViewMs: dashboard((times) => times.firstViewMs),
          htmlMs: dashboard((times) => times.htmlMs),
          firstViewAfterHtmlMs: dashboard((times) => times.firstViewAfterHtmlMs),
        },
        detail: {
          firstPaintMs: medianOf(runs.map((run) => run.detail.firstPaintMs)),
          posterMs: medianOf(runs.map((run) => run.detail.posterMs)),
        },
      },
      runs,
    };
  } finally {
    await context.close();
  }
}
