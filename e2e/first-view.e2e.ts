import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, launchBrowser, openPage, phone, throttleToSlowLink } from './support/browser.ts';
import { registerSubscriber, type Subscriber, signedInContext } from './support/catalog.ts';

/**
 * The dashboard's first view arrives in its HTML (decision 023): the banner and the first posters are in the
 * page before any of the app's JavaScript, are fetched first, and the app takes the page over in place.
 * Timings belong in `npm run bench`; these tests check the structure that makes them.
 */

let browser: Browser;
let subscriber: Subscriber;

beforeAll(async () => {
  browser = await launchBrowser();
  subscriber = await registerSubscriber('glo');
});
afterAll(() => browser.close());

const dashboard = '/play/newdashboard';
const appScript = (url: string) => /\/play\/assets\/index-[\w-]+\.js$/.test(new URL(url).pathname);

interface Boxes {
  banner: DOMRect | null;
  poster: DOMRect | null;
}

const boxesOf = (page: Page): Promise<Boxes> =>
  page.evaluate(() => {
    const box = (selector: string) =>
      document.querySelector(selector)?.getBoundingClientRect().toJSON() ?? null;
    return { banner: box('.banner-carousel img'), poster: box('.carousel img.catalog-image--poster') };
  });

/** Whether every picture matching `selector` inside `root` has loaded and has pixels. */

describe('the dashboard first view', () => {
  it('is in the HTML: banner first and fetched first, posters, and the data the app would ask for', async () => {
    const context = await signedInContext(browser, subscriber, phone);
    try {
      const response = await context.request.get(dashboard);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('private, no-store');
      expect(response.headers()).toMatchObject({ vary: expect.stringMatching(/cookie/i) });
      const html = await response.text();
      const firstView = html.slice(html.indexOf('<div id="first-view">'), html.indexOf('<div id="root">'));
      const banner = /<img[^>]*>/.exec(firstView.slice(firstView.indexOf('banner-carousel')))?.[0] ?? '';
      expect(banner).toMatch(/fetchpriority="high"/i);
      expect(banner).toMatch(/srcSet="[^"]+ 720w/);
      expect(banner).toContain('background-image:url(&quot;data:image/');
      // The first screenful of the first carousel: each poster fetched at once (a title published without a
      // poster, as other tests make, holds an empty box instead).
      const slides = firstView.match(/<[a-z]+[^>]*catalog-image--poster[^>]*>/g) ?? [];
      expect(slides.length).toBeGreaterThanOrEqual(3);
      const posters = slides.slice(0, 3).filter((slide) => slide.startsWith('<img'));
      expect(posters.length).toBeGreaterThanOrEqual(1);
      for (const poster of posters) expect(poster).toMatch(/loading="eager"/);
      for (const poster of posters)
        expect(poster).toMatch(/sizes="\(max-width: 480px\) calc\(\(100vw - 2rem\) \/ 3\)/);
      // The app's scripts are not in the document: the loader at its end starts them.
      expect(html.slice(0, html.indexOf('first-view-data'))).not.toMatch(/<script[^>]*src=/);
      expect(html).toContain('<script type="application/json" id="first-view-data">');
    } finally {
      await context.close();
    }
  });

  it('paints the banner and first posters on the slow link before the app has loaded, then the app takes over in place', async () => {
    const context = await signedInContext(browser, subscriber, phone);
    try {
      const page = await context.newPage();
      await throttleToSlowLink(page);
      const requests: { url: string; at: number }[] = [];
      let appScriptDone: number | undefined;
      const started = Date.now();
      page.on('request', (request: Request) =>
        requests.push({ url: request.url(), at: Date.now() - started }),
      );
      page.on('requestfinished', (request: Request) => {
        if (appScript(request.url())) appScriptDone ??= Date.now() - started;
      });
      await page.goto(dashboard, { waitUntil: 'commit' });
      // The banner and the first posters, each painted from the server's markup (whichever comes first).
      const eagerPictures = await page.waitForFunction(() => {
        const pictures = [
          document.querySelector('#first-view .banner-carousel img'),
          ...document.querySelectorAll('#first-view .carousel img.catalog-image--poster[loading="eager"]'),
        ];
        const painted =
          pictures.length > 1 &&
          pictures.every(
            (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0,
          );
        return painted && pictures.length;
      });
      const firstPictureCount = (await eagerPictures.jsonValue()) as number;
      const before = await boxesOf(page);

      await page.locator('#first-view').waitFor({ state: 'detached' });
      expect(appScriptDone).toBeDefined();
      const firstPictures = requests.filter(({ url }) =>
        /\/images\/(banner-movie-shadows-of-ikoyi|(upload-)?poster-)/.test(new URL(url).pathname),
      );
      expect(firstPictures.length).toBeGreaterThanOrEqual(firstPictureCount);
      for (const picture of firstPictures.slice(0, firstPictureCount))
        expect(picture.at).toBeLessThan(appScriptDone!);
      // The app's own page sits exactly where the server's was, and asks for none of what the page held.
      expect(await boxesOf(page)).toEqual(before);
      const asked = requests.map(({ url }) => new URL(url).pathname);
      expect(asked).not.toContain('/api/client/v1/global/me');
      expect(asked.some((path) => path.endsWith('/banners'))).toBe(false);
      expect(asked.some((path) => path.endsWith('/channels'))).toBe(false);
      await expect.poll(() => page.locator('.carousel').count(), { timeout: 15_000 }).toBeGreaterThan(3);
    } finally {
      await context.close();
    }
  });

  it('has the same layout as the app on a desktop', async () => {
    const context = await signedInContext(browser, subscriber, desktop);
    try {
      const page = await context.newPage();
      await page.route('**/play/assets/*.js', (route) => route.abort());
      await page.goto(dashboard, { waitUntil: 'commit' });
      await page.waitForFunction(() => document.querySelectorAll('#first-view img').length > 0);
      const server = await boxesOf(page);
      const app = await context.newPage();
      await app.goto(dashboard, { waitUntil: 'commit' });
      await app.locator('#first-view').waitFor({ state: 'detached' });
      expect(await boxesOf(app)).toEqual(server);
    } finally {
      await context.close();
    }
  });

  it('is not rendered for a signed-out visit, which asks nothing bound to fail', async () => {
    const failed: string[] = [];
    const { context, page } = await openPage(browser, '/play/');
    try {
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      const response = await page.goto(dashboard);
      expect(response?.headers()['cache-control']).toBe('no-cache');
      expect(await response?.text()).not.toContain('first-view');
      await page.waitForURL(/\/play\/newloginpath$/);
      expect(failed).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
