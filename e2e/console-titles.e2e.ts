import { crc32, deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, launchBrowser, phone } from './support/browser.ts';
import { asSubscriber, registerSubscriber } from './support/catalog.ts';
import { signedInStaff } from './support/console.ts';

const stamp = Date.now().toString(36);
const title = `Harbour Lights ${stamp}`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A solid-colour PNG, `width` × `height`, made here so the test needs no picture on disk. */
function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).fill(Buffer.from(rgb))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Waits for the demo clips, encoded in the background when the portal starts, to be ready to pick. */
async function readyVideos(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 180; attempt++) {
    const answer = await page.request.get('/api/console/v1/media/assets');
    if (!answer.ok()) throw new Error(`media assets: ${answer.status()} ${await answer.text()}`);
    if (((await answer.json()) as { data: unknown[] }).data.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('no ready video after 3 minutes');
}

/** The subscriber's Movies & Shows page, loaded: whether it links to the title. */
async function moviesPageShows(page: Page): Promise<boolean> {
  await page.getByRole('heading', { name: 'Movies & Shows' }).waitFor();
  await page.getByRole('region', { name: 'Top Ranked', exact: true }).getByRole('link').first().waitFor();
  // Carousels below the first screen fill in when the page is idle: every one must hold its titles.
  await expect.poll(() => page.locator('section.carousel[aria-busy]').count(), { timeout: 15_000 }).toBe(0);
  return (await page.getByRole('link', { name: new RegExp(title) }).count()) > 0;
}

describe('titles in the console', () => {
  it('an editor makes a draft movie with a poster, a category and a ready video, publishes it, and a subscriber finds it', async () => {
    const { page } = await signedInStaff(browser, desktop, 'editor');
    await readyVideos(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Titles' }).click();
    await page.getByRole('heading', { name: 'Titles', level: 1 }).waitFor();
    await page.locator('.console-rows li').first().waitFor();
    await page.screenshot({ path: '/tmp/console-titles-list-1280.png', fullPage: true });

    await page.getByRole('link', { name: 'New movie' }).click();
    await page.getByLabel(/^Identifier/).fill(`harbour-lights-${stamp}`);
    await page.getByLabel(/^Title \(English\)/).fill(title);
    await page.getByLabel(/^Title \(Portuguese\)/).fill(`Luzes do Porto ${stamp}`);
    await page.getByLabel(/^Description \(English\)/).fill('Night shifts at the Apapa docks.');
    await page.getByLabel(/^Duration/).fill('abc');
    await page.getByRole('button', { name: 'Create' }).click();
    // The server's answer lands on the field, and what was typed stays.
    await page.getByText('Please correct the fields marked below.').waitFor();
    expect(await page.getByLabel(/^Duration/).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel(/^Title \(English\)/).inputValue()).toBe(title);

    await page.getByLabel(/^Duration/).fill('94');
    await page.getByLabel(/^Year/).fill('2024');
    await page.getByRole('checkbox', { name: 'Nollywood' }).check();
    await page.getByLabel('Poster').setInputFiles({
      name: 'poster.png',
      mimeType: 'image/png',
      buffer: solidPng(80, 120, [200, 60, 20]),
    });
    await page.locator('img[data-image-id]').waitFor();
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/console\/titles\/movies\/\d+$/);
    const movieId = Number(page.url().split('/').pop());
    await page.getByText('Saved.').waitFor();

    // No video yet: the server refuses to publish and says why.
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText(/video is not ready/).waitFor();

    const subscriber = await registerSubscriber('glo');
    await asSubscriber(browser, subscriber, desktop, '/play/moviespage', async (viewer) => {
      expect(await moviesPageShows(viewer)).toBe(false);
      const detail = await viewer.request.get(`/api/client/v1/glotv/movies/${movieId}`);
      expect(detail.status()).toBe(404);
    });

    const video = page.getByLabel('Video', { exact: true });
    await expect.poll(() => video.locator('option').count()).toBeGreaterThan(1);
    await video.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('button', { name: 'Unpublish' }).waitFor();
    await page.screenshot({ path: '/tmp/console-titles-movie-1280.png', fullPage: true });
    await page.setViewportSize(phone);
    await page.screenshot({ path: '/tmp/console-titles-movie-360.png', fullPage: true });

    await asSubscriber(browser, subscriber, desktop, '/play/moviespage', async (viewer) => {
      expect(await moviesPageShows(viewer)).toBe(true);
    });
    // A published movie keeps its video; unpublished, its video can be taken away.
    await page.setViewportSize(desktop);
    await video.selectOption('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('a published title keeps its video').waitFor();
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await page.getByRole('button', { name: 'Publish' }).waitFor();
    await video.selectOption('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    const movieVideo = await page.request.get(`/api/console/v1/catalog/movies/${movieId}`);
    expect(((await movieVideo.json()) as { data: { video: unknown } }).data.video).toBeNull();

    // The movie goes again, so later files see the demo catalog as it was.
    const deleted = await page.request.delete(`/api/console/v1/catalog/movies/${movieId}`, {
      headers: { origin: new URL(page.url()).origin },
    });
    expect(deleted.ok()).toBe(true);
    await page.context().close();
  });
});
