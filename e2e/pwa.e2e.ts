import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { allStrings } from '../apps/web/src/locales/all-strings.ts';
import { desktop, launchBrowser, phone, type Viewport } from './support/browser.ts';
import { registerViewer, viewerCatalog, viewerContext } from './support/player.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const offline = { gb: allStrings.gb.pwa.offline, pt: allStrings.pt.pwa.offline };
const update = { gb: allStrings.gb.pwa.update, pt: allStrings.pt.pwa.update };

async function newContext(viewport: Viewport = phone): Promise<BrowserContext> {
  return browser.newContext({ viewport, baseURL: inject('portalUrl') });
}

/** The built worker the portal serves, with the compressed copies it sends in its place. */
const workerFile = path.resolve(import.meta.dirname, '../apps/web/dist/service-worker.js');
const workerFiles = [workerFile, `${workerFile}.br`, `${workerFile}.gz`];
let releasedWorker: Buffer[] | undefined;

/** Serves a worker one line longer than the built one: to the browser, a new version. */
function releaseNextWorker(): void {
  releasedWorker = workerFiles.map((file) => fs.readFileSync(file));
  const next = Buffer.concat([releasedWorker[0]!, Buffer.from('\n// the next release\n')]);
  fs.writeFileSync(workerFiles[0]!, next);
  fs.writeFileSync(workerFiles[1]!, zlib.brotliCompressSync(next));
  fs.writeFileSync(workerFiles[2]!, zlib.gzipSync(next));
}

function restoreWorker(): void {
  if (!releasedWorker) return;
  for (const [index, file] of workerFiles.entries()) fs.writeFileSync(file, releasedWorker[index]!);
  releasedWorker = undefined;
}

/**
 * Waits until the demo media is encoded and linked (the trailer of `movieId` has an address): on a busy machine
 * the portal's first encode can take several minutes, so this waits longer than the player's files do.
 */
async function waitForTrailer(context: BrowserContext, userId: string, movieId: number): Promise<void> {
  const address = `/api/client/v1/glotv/users/${userId}/vod/trailers/movies/${movieId}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    const response = await context.request.get(address);
    if (response.ok()) return;
    if (response.status() !== 404)
      throw new Error(`${address}: ${response.status()} ${await response.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the demo media was not ready after 10 minutes');
}

/** Opens /play/ and waits until the service worker, registered once the page is idle, controls it. */
async function controlledPage(context: BrowserContext, language: 'gb' | 'pt' = 'gb'): Promise<Page> {
  const page = await context.newPage();
  if (language === 'pt') {
    await page.addInitScript(() => localStorage.setItem('glotv.lang', 'pt'));
  }
  await page.goto('/play/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 45_000,
  });
  return page;
}

/** Every address in every cache the page's origin holds. */
const cachedAddresses = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        addresses.push(new URL(request.url).pathname + new URL(request.url).search);
    }
    return addresses;
  });

describe('the installable app', () => {
  it('links a manifest that names the app, starts and stays under /play/ and has icons that load', async () => {
    const context = await newContext();
    try {
      const page = await context.newPage();
      await page.goto('/play/');
      const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(manifestHref).toBe('/play/manifest.webmanifest');
      expect(await page.locator('meta[name="apple-mobile-web-app-capable"]').getAttribute('content')).toBe(
        'yes',
      );
      const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');

      const response = await context.request.get(manifestHref!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
      const manifest = (await response.json()) as {
        name: string;
        short_name: string;
        start_url: string;
        scope: string;
        display: string;
        theme_color: string;
        icons: { src: string; sizes: string; type: string; purpose: string }[];
      };
      expect(manifest).toMatchObject({
        name: 'GLO-TV',
        short_name: 'GLO-TV',
        start_url: '/play/',
        scope: '/play/',
        display: 'standalone',
        theme_color: await page.locator('meta[name="theme-color"]').getAttribute('content'),
      });
      const declared = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
      expect(declared).toEqual(
        expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable', '180x180 any']),
      );
      expect(manifest.icons.map((icon) => icon.src)).toContain(appleIcon);
      // What Chromium itself checks before it offers to install (Lighthouse 12 no longer audits it). A test
      // context is off the record, which alone would stop an install; every other check must pass.
      const session = await context.newCDPSession(page);
      const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
      expect(
        installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito'),
      ).toEqual([]);
      for (const icon of manifest.icons) {
        const image = await context.request.get(icon.src);
        expect(image.status(), icon.src).toBe(200);
        expect(image.headers()['content-type']).toBe('image/png');
        // A PNG's width and height sit at bytes 16–23 of its header.
        const bytes = await image.body();
        expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
      }
    } finally {
      await context.close();
    }
  });

  it('registers its service worker after the page loads, and the worker controls the page', async () => {
    const context = await newContext();
    try {
      const page = await controlledPage(context);
      const worker = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return { scope: registration.scope, script: registration.active?.scriptURL };
      });
      expect(new URL(worker.scope).pathname).toBe('/play/');
      expect(new URL(worker.script!).pathname).toBe('/play/service-worker.js');
      const precached = await cachedAddresses(page);
      expect(precached.some((address) => /^\/play\/assets\/index-[\w-]+\.js/.test(address))).toBe(true);
      expect(precached.some((address) => address.startsWith('/play/offline.html'))).toBe(true);
    } finally {
      await context.close();
    }
  });

  for (const language of ['gb', 'pt'] as const) {
    it(`shows the offline page in ${language} when a page is opened with no network`, async () => {
      const context = await newContext(language === 'gb' ? phone : desktop);
      try {
        const page = await controlledPage(context, language);
        await context.setOffline(true);
        await page.goto('/play/newdashboard');
        await page.getByRole('heading', { name: offline[language].title }).waitFor();
        expect(await page.getByText(allStrings[language].errors.network, { exact: true }).isVisible()).toBe(
          true,
        );
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(
          language === 'pt' ? 'pt' : 'en',
        );
        await page.screenshot({ path: `/tmp/glotv-pwa-offline-${language}.png` });

        // Back online, "Try again" reloads the page from the server.
        await context.setOffline(false);
        await page.getByRole('button', { name: offline[language].retry }).click();
        await page.waitForFunction(() => document.getElementById('root')?.childElementCount);
      } finally {
        await context.close();
      }
    });
  }

  it('offers the new version when one is waiting, and runs it after "Reload"', async () => {
    const context = await newContext();
    try {
      const page = await controlledPage(context, 'pt');
      const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
      // A new release of the worker on the server, as a deploy leaves it: the browser's update check finds it.
      releaseNextWorker();
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      const prompt = page.getByRole('status').filter({ hasText: update.pt.available });
      await prompt.waitFor({ timeout: 45_000 });
      await page.screenshot({ path: '/tmp/glotv-pwa-update-pt.png' });
      expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting !== null)).toBe(
        true,
      );
      const reloaded = page.waitForEvent('load', { timeout: 45_000 });
      await prompt.getByRole('button', { name: update.pt.reload }).click();
      await reloaded;
      const after = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return {
          waiting: registration.waiting !== null,
          controller: navigator.serviceWorker.controller?.scriptURL,
        };
      });
      // The page now runs under the new worker (same address, new script), with nothing left waiting.
      expect(after).toEqual({ waiting: false, controller: firstWorker });
      expect(await page.getByRole('status').filter({ hasText: update.pt.available }).count()).toBe(0);
    } finally {
      restoreWorker();
      await context.close();
    }
  });

  it('never keeps an API answer, a stream address, a playlist or a segment; keeps the pictures it has shown', async () => {
    const base = inject('portalUrl');
    const context = await viewerContext(browser, base, await registerViewer(base), phone);
    try {
      const { userId, movie } = await viewerCatalog(context);
      await waitForTrailer(context, userId, movie.id);
      const page = await controlledPage(context);
      // The first visit's pictures came before the worker took over; from now on the pictures shown pass through it.
      await page.reload();
      const trailer = `/api/client/v1/glotv/users/${userId}/vod/trailers/movies/${movie.id}`;
      const fetched = await page.evaluate(async (addressCall) => {
        const get = async (address: string) => (await fetch(address)).text();
        await get('/api/client/v1/global/me');
        const { data } = JSON.parse(await get(addressCall)) as { data: { url: string } };
        const master = await get(data.url);
        const renditionUrl = new URL(
          master.split('\n').find((line) => line && !line.startsWith('#'))!,
          new URL(data.url, location.href),
        ).href;
        const playlist = await get(renditionUrl);
        const segmentUrl = new URL(
          playlist.split('\n').find((line) => line && !line.startsWith('#'))!,
          renditionUrl,
        ).href;
        await (await fetch(segmentUrl)).arrayBuffer();
        return [data.url, renditionUrl, segmentUrl];
      }, trailer);
      expect(fetched.every((address) => new URL(address, base).pathname.startsWith('/media/s/'))).toBe(true);
      const isPicture = (address: string) => address.startsWith('/api/client/v1/global/images/');
      // The dashboard's pictures are kept once shown.
      await expect
        .poll(async () => (await cachedAddresses(page)).filter(isPicture).length, { timeout: 30_000 })
        .toBeGreaterThan(0);
      const kept = (await cachedAddresses(page)).filter((address) => !isPicture(address));
      expect(kept.filter((address) => /^\/(api|media|live|console)\//.test(address))).toEqual([]);
      expect(kept.filter((address) => /\.(m3u8|m4s|ts|mp4)(\?|$)/.test(address))).toEqual([]);
    } finally {
      await context.close();
    }
  }, 720_000);
});
