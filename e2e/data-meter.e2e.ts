import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktop, phone, type Viewport } from './support/browser.ts';
import {
  grantPackage,
  openPlayerBrowser,
  playedPast,
  registerViewer,
  type ViewerCatalog,
  viewerContext,
} from './support/player.ts';

const baseUrl = inject('portalUrl');
/** The 3-day VOD data bundle for Glo subscribers: 500 MB. */
const DATA_BUNDLE = 1;
const shots = '/tmp/shots-data-meter';
let browser: Browser;
let catalog: ViewerCatalog;

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  ({ browser, catalog } = await openPlayerBrowser(baseUrl, desktop));
}, 300_000);
afterAll(async () => {
  await browser?.close();
});

/** A new subscriber holding the data bundle, on a page of their own; closed whatever happens. */
async function withBundle(
  viewport: Viewport,
  test: (page: Page, context: BrowserContext, userId: string) => Promise<void>,
) {
  const context = await viewerContext(browser, baseUrl, await registerViewer(baseUrl), viewport);
  try {
    await grantPackage(context, DATA_BUNDLE);
    const me = (await (await context.request.get('/api/client/v1/global/me')).json()) as {
      data: { user_id: string };
    };
    await test(await context.newPage(), context, me.data.user_id);
  } finally {
    await context.close();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const withinFivePercent = (value: number, reference: number) =>
  reference > 0 && Math.abs(value - reference) / reference <= 0.05;
const playMovie = (page: Page) => page.goto(`/play/moviestreampage?movieID=${catalog.movie.id}`);

/** The megabytes the player shows for this viewing, as bytes. */
async function shownBytes(page: Page): Promise<number> {
  const text = (await page.getByTestId('viewing-data').textContent()) ?? '';
  const match = /([\d.]+)\s*(MB|GB)/.exec(text);
  if (!match) return Number.NaN;
  return Number(match[1]) * (match[2] === 'GB' ? 1e9 : 1e6);
}

describe('data meter', () => {
  it("shows the viewing's megabytes, and the server counts them, within 5% of the bytes the browser received", async () => {
    await withBundle(desktop, async (page, context, userId) => {
      let received = 0;
      const reading: Promise<void>[] = [];
      let viewing = '';
      page.on('response', (response) => {
        const path = new URL(response.url()).pathname;
        if (!path.startsWith('/media/s/')) return;
        viewing ||= /~m\.\d+\.([0-9a-f]{16})\//.exec(path)?.[1] ?? '';
        reading.push(
          response.body().then(
            (body) => {
              received += body.byteLength;
            },
            () => undefined,
          ),
        );
      });
      await playMovie(page);
      await playedPast(page, 4, 90_000);
      await page.evaluate(() => document.querySelector('video')?.pause());

      // Paused, the player still fills its buffer: wait until no more arrives and every count has caught up.
      let shown = 0;
      let counted = 0;
      let before = -1;
      for (let attempt = 0; attempt < 45; attempt++) {
        await sleep(2000);
        await Promise.all(reading);
        const answer = await context.request.get(
          `/api/client/v1/glotv/users/${userId}/data-use?viewing=${viewing}`,
        );
        counted = ((await answer.json()) as { data: { viewing: { bytes: number } } }).data.viewing.bytes;
        shown = await shownBytes(page);
        const settled = received === before;
        before = received;
        if (settled && withinFivePercent(shown, received) && withinFivePercent(counted, received)) break;
      }
      expect(viewing).toMatch(/^[0-9a-f]{16}$/);
      expect(received).toBeGreaterThan(100_000);
      expect(withinFivePercent(counted, received), `server ${counted} vs browser ${received}`).toBe(true);
      expect(withinFivePercent(shown, received), `shown ${shown} vs browser ${received}`).toBe(true);
      await page.screenshot({ path: `${shots}/player-1280.png`, fullPage: true });
    });
  });

  it('warns once when the bundle is nearly used, with what each quality costs per hour', async () => {
    await withBundle(phone, async (page, context) => {
      const set = await context.request.post('/dev/data-use', { data: { today_bytes: 460_000_000 } });
      expect(set.ok()).toBe(true);
      await playMovie(page);
      const warning = page.getByRole('alertdialog', { name: 'Your data bundle is running out' });
      await warning.waitFor({ timeout: 60_000 });
      expect(await warning.textContent()).toContain('You have used 460 MB of 500 MB.');
      expect(await warning.getByRole('listitem').first().textContent()).toMatch(/^Data Saver: \d+ MB\/h$/);
      await page.screenshot({ path: `${shots}/warning-360.png`, fullPage: true });
      await warning.getByRole('button', { name: 'OK' }).click();
      await warning.waitFor({ state: 'hidden' });

      await page.goto('/play/purchasehistory');
      await page.getByRole('heading', { name: 'Data use' }).waitFor();
      await page.getByText('Today: 460', { exact: false }).waitFor();
      await page.getByText('of 500 MB used', { exact: false }).waitFor();
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      await page.screenshot({ path: `${shots}/account-360.png`, fullPage: true });
      await page.setViewportSize(desktop);
      await page.screenshot({ path: `${shots}/account-1280.png`, fullPage: true });

      await playMovie(page);
      await playedPast(page, 1, 90_000);
      await page.getByTestId('viewing-data').waitFor();
      expect(await page.getByRole('alertdialog').count()).toBe(0);
    });
  });

  it("plays at the device's mobile-data quality on mobile data, capped in the signed address", async () => {
    await withBundle(phone, async (page) => {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'connection', {
          value: { type: 'cellular', effectiveType: '4g', addEventListener() {}, removeEventListener() {} },
        });
      });
      const masters: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/master.m3u8')) masters.push(request.url());
      });
      await playMovie(page);
      await playedPast(page, 1, 90_000);
      expect(masters.length).toBeGreaterThan(0);
      expect(masters.every((url) => url.includes('~data_saver~m.'))).toBe(true);
      await page.getByText("Mobile data: this device's quality on mobile data.").waitFor();
      const menu = page.getByLabel('Video quality');
      expect(await menu.inputValue()).toBe('data_saver');
      expect(await menu.locator('option').first().textContent()).toMatch(/^Data Saver · \d+ MB\/h$/);
      await page.screenshot({ path: `${shots}/player-360.png`, fullPage: true });
    });
  });
});
