import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, launchBrowser, phone } from './support/browser.ts';
import { signedInStaff } from './support/console.ts';
import {
  grantPackage,
  launchPlayerBrowser,
  playedPast,
  registerViewer,
  viewerContext,
} from './support/player.ts';

const run = promisify(execFile);
const CHUNK = 5 * 1024 * 1024;
const stamp = Date.now().toString(36);
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-console-media-'));
const fileName = `harmattan-${stamp}.mp4`;
let browser: Browser;
let editor: Page;

/**
 * A test pattern at 320×180, lossless. The noisy one (8 s) spans several 5 MiB chunks (about 16 MB); the clean
 * one (60 s, about 12 MB) takes long enough to encode to be cancelled while it runs.
 */
async function makeSourceVideo(file: string, { seconds = 8, noisy = true } = {}): Promise<void> {
  const picture = `testsrc2=size=320x180:rate=25${noisy ? ',noise=alls=20:allf=t' : ''}`;
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-t', String(seconds), '-i', picture],
    ...['-f', 'lavfi', '-t', String(seconds), '-i', 'sine=frequency=440:sample_rate=48000'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '64k', '-shortest', file],
  ]);
}

beforeAll(async () => {
  browser = await launchBrowser();
  await makeSourceVideo(path.join(folder, fileName));
  editor = (await signedInStaff(browser, desktop, 'editor')).page;
});
afterAll(async () => {
  await browser.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('video, categories and banners in the console', () => {
  it('an upload cut off half-way resumes from where it stopped, and its encode reaches ready', async () => {
    const patchOffsets: number[] = [];
    const headOffsets: number[] = [];
    let patches = 0;
    await editor.route('**/api/console/v1/uploads/*', async (route) => {
      const request = route.request();
      if (request.method() !== 'PATCH') return route.continue();
      patchOffsets.push(Number(request.headers()['upload-offset']));
      patches += 1;
      // The connection drops during the second chunk.
      if (patches === 2) return route.abort('connectionreset');
      return route.continue();
    });
    editor.on('response', (response) => {
      if (response.request().method() === 'HEAD' && response.url().includes('/api/console/v1/uploads/')) {
        headOffsets.push(Number(response.headers()['upload-offset']));
      }
    });

    await editor.getByRole('navigation').getByRole('link', { name: 'Video' }).click();
    await editor.getByRole('heading', { name: 'Video', level: 1 }).waitFor();
    await editor.getByLabel('Source video file').setInputFiles(path.join(folder, fileName));
    const progress = editor.getByTestId('upload-progress');
    await progress.waitFor();
    // Every value the progress bar shows, as it changes.
    await editor.evaluate(() => {
      const bar = document.querySelector<HTMLProgressElement>('[data-testid="upload-progress"] progress');
      const seen: number[] = [];
      (window as unknown as { seenBytes: number[] }).seenBytes = seen;
      if (!bar) return;
      new MutationObserver(() => seen.push(Number(bar.dataset.bytesSent))).observe(bar, { attributes: true });
    });
    await editor.locator('[data-testid="upload-progress"][data-phase="done"]').waitFor({ timeout: 60_000 });

    const size = fs.statSync(path.join(folder, fileName)).size;
    expect(patchOffsets.slice(0, 3)).toEqual([0, CHUNK, CHUNK]);
    expect(patchOffsets.at(-1)).toBe(Math.floor((size - 1) / CHUNK) * CHUNK);
    expect(headOffsets).toContain(CHUNK);
    const seen = await editor.evaluate(() => (window as unknown as { seenBytes: number[] }).seenBytes);
    const firstChunkDone = seen.findIndex((bytes) => bytes >= CHUNK);
    expect(firstChunkDone).toBeGreaterThanOrEqual(0);
    expect(Math.min(...seen.slice(firstChunkDone))).toBeGreaterThanOrEqual(CHUNK);
    expect(await progress.textContent()).toContain('100 %');

    const row = editor.locator('.encode-row', { hasText: fileName });
    await row
      .getByTestId('encode-progress')
      .or(row.getByRole('list', { name: 'Renditions' }))
      .waitFor();
    await editor.screenshot({ path: '/tmp/console-video-1280.png', fullPage: true });
    await row.and(editor.locator('[data-status="ready"]')).waitFor({ timeout: 90_000 });
    const renditions = await row
      .getByRole('list', { name: 'Renditions' })
      .getByRole('listitem')
      .allTextContents();
    expect(renditions.length).toBeGreaterThan(0);
    for (const line of renditions) expect(line).toMatch(/peak \d[\d.,]* (kbit|Mbit)\/s/);
    await editor.setViewportSize(phone);
    await editor.screenshot({ path: '/tmp/console-video-360.png', fullPage: true });
    await editor.setViewportSize(desktop);
    await editor.unroute('**/api/console/v1/uploads/*');
  }, 150_000);

  it('the editor publishes a new movie playing that video, with a poster, in a new category; a subscriber finds it there and plays it', async () => {
    const category = {
      uid: `journey-${stamp}`,
      gb: `Harmattan nights ${stamp}`,
      pt: `Noites de harmatão ${stamp}`,
    };
    const movie = { uid: `harmattan-${stamp}`, gb: `Harmattan ${stamp}`, pt: `Harmatão ${stamp}` };
    await editor.getByRole('navigation').getByRole('link', { name: 'Categories' }).click();
    await editor.getByRole('heading', { name: 'Categories', level: 1 }).waitFor();
    await editor.getByRole('button', { name: 'New category' }).click();
    await editor.getByLabel(/^Uid/).fill(category.uid);
    await editor.getByLabel(/^Name in English/).fill(category.gb);
    await editor.getByLabel(/^Name in Portuguese/).fill(category.pt);
    await editor.getByRole('button', { name: 'Create the category' }).click();
    await editor.locator(`[data-uid="${category.uid}"]`).waitFor();

    await editor.getByRole('navigation').getByRole('link', { name: 'Titles' }).click();
    await editor.getByRole('link', { name: 'New movie' }).click();
    await editor.getByLabel(/^Identifier/).fill(movie.uid);
    await editor.getByLabel(/^Title \(English\)/).fill(movie.gb);
    await editor.getByLabel(/^Title \(Portuguese\)/).fill(movie.pt);
    await editor
      .getByLabel(/^Description \(English\)/)
      .fill('Dust over Kano, and a radio that will not stop.');
    await editor
      .getByLabel(/^Description \(Portuguese\)/)
      .fill('Poeira sobre Kano e um rádio que não se cala.');
    await editor.getByLabel(/^Duration/).fill('1');
    await editor.getByRole('checkbox', { name: category.gb }).check();
    // Package 1, the 3-day VOD data bundle bought with airtime.
    await editor.getByRole('checkbox', { name: '3-day VOD · Airtime (Glo)', exact: true }).check();
    const poster = path.join(folder, 'poster.png');
    await run('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=400x600', '-frames:v', '1', poster],
    ]);
    await editor.getByLabel('Poster').setInputFiles(poster);
    await editor.locator('img[data-image-id]').waitFor();
    // The video this file's test uploaded and encoded, by its file's name.
    const video = editor.getByLabel('Video', { exact: true });
    const uploaded = video.locator('option', { hasText: fileName });
    await uploaded.waitFor({ state: 'attached' });
    await video.selectOption({ value: (await uploaded.getAttribute('value')) ?? '' });
    await editor.getByRole('button', { name: 'Create' }).click();
    await editor.waitForURL(/\/console\/titles\/movies\/\d+$/);
    const movieId = Number(editor.url().split('/').pop());
    await editor.getByText('Saved.').waitFor();
    await editor.getByRole('button', { name: 'Publish' }).click();
    await editor.getByRole('button', { name: 'Unpublish' }).waitFor();

    // A new subscriber with a package that gives every movie finds it under the new category, and plays it.
    const viewerBrowser = await launchPlayerBrowser();
    const base = new URL(editor.url()).origin;
    const viewer = await viewerContext(viewerBrowser, base, await registerViewer(base), desktop);
    try {
      await grantPackage(viewer, 1);
      const page = await viewer.newPage();
      await page.goto('/play/moviespage');
      const carousel = page.getByRole('region', { name: category.gb, exact: true });
      await carousel.getByRole('link', { name: new RegExp(movie.gb) }).click();
      await page.waitForURL(`**/play/moviesdetailpage?movieID=${movieId}`);
      await page.getByRole('link', { name: 'Play Movie' }).click();
      await page.waitForURL(`**/play/moviestreampage?movieID=${movieId}`);
      expect(await playedPast(page, 2)).toBeGreaterThan(2);
    } finally {
      await viewerBrowser.close();
    }

    // What the test made goes, so later files see the demo catalog as it was.
    const origin = { origin: base };
    expect(
      (await editor.request.delete(`/api/console/v1/catalog/movies/${movieId}`, { headers: origin })).ok(),
    ).toBe(true);
    const categories = (await (await editor.request.get('/api/console/v1/catalog/categories')).json()) as {
      data: { id: number; uid: string }[];
    };
    const made = categories.data.find((entry) => entry.uid === category.uid);
    expect(made).toBeDefined();
    expect(
      (
        await editor.request.delete(`/api/console/v1/catalog/categories/${made!.id}`, { headers: origin })
      ).ok(),
    ).toBe(true);
  }, 120_000);

  it('after a closed tab, choosing the same file again resumes at the offset the server holds; an encode can be cancelled', async () => {
    const again = `closed-tab-${stamp}.mp4`;
    await makeSourceVideo(path.join(folder, again), { seconds: 60, noisy: false });
    const context = editor.context();
    const first = await context.newPage();
    let secondChunk: () => void = () => undefined;
    const cutOff = new Promise<void>((resolve) => {
      secondChunk = resolve;
    });
    let patches = 0;
    await first.route('**/api/console/v1/uploads/*', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      patches += 1;
      // The tab is closed while its second chunk is on the way.
      if (patches === 2) return secondChunk();
      return route.continue();
    });
    await first.goto('/console/video/');
    await first.getByLabel('Source video file').setInputFiles(path.join(folder, again));
    await cutOff;
    await first.close();

    const patchOffsets: number[] = [];
    const heldOffsets: number[] = [];
    const noteOffsets = (request: Request) => {
      if (!request.url().includes('/api/console/v1/uploads/')) return;
      if (request.method() === 'PATCH') patchOffsets.push(Number(request.headers()['upload-offset']));
    };
    const noteHeld = (response: Response) => {
      if (response.request().method() === 'HEAD' && response.url().includes('/api/console/v1/uploads/')) {
        heldOffsets.push(Number(response.headers()['upload-offset']));
      }
    };
    editor.on('request', noteOffsets);
    editor.on('response', noteHeld);
    await editor.goto('/console/video/');
    await editor.getByLabel('Source video file').setInputFiles(path.join(folder, again));
    await editor.getByText('resuming an earlier upload of this file').waitFor();
    await editor.locator('[data-testid="upload-progress"][data-phase="done"]').waitFor({ timeout: 60_000 });
    editor.off('request', noteOffsets);
    editor.off('response', noteHeld);
    // The first request of the new tab asks the server where the upload is, and the bytes go on from there.
    expect(heldOffsets[0]).toBeGreaterThanOrEqual(CHUNK);
    expect(patchOffsets[0]).toBe(heldOffsets[0]);

    const row = editor.locator('.encode-row', { hasText: again });
    editor.once('dialog', (dialog) => dialog.accept());
    await row.getByRole('button', { name: `Cancel the encode of ${again}` }).click();
    await row.and(editor.locator('[data-status="cancelled"]')).waitFor({ timeout: 30_000 });
  }, 120_000);

  it('a paused upload stops sending and goes on from its offset when resumed', async () => {
    const paused = `paused-${stamp}.mp4`;
    fs.copyFileSync(path.join(folder, fileName), path.join(folder, paused));
    const patchOffsets: number[] = [];
    let held: () => void = () => undefined;
    const secondChunkSent = new Promise<void>((resolve) => {
      held = resolve;
    });
    await editor.route('**/api/console/v1/uploads/*', async (route) => {
      const request = route.request();
      if (request.method() !== 'PATCH') return route.continue();
      patchOffsets.push(Number(request.headers()['upload-offset']));
      // The second chunk hangs until the editor pauses; the pause abandons it.
      if (patchOffsets.length === 2) return held();
      return route.continue();
    });
    await editor.goto('/console/video/');
    await editor.getByLabel('Source video file').setInputFiles(path.join(folder, paused));
    await secondChunkSent;
    await editor.getByRole('button', { name: 'Pause' }).click();
    await editor.locator('[data-testid="upload-progress"][data-phase="paused"]').waitFor();
    await editor.getByRole('button', { name: 'Resume' }).click();
    await editor.locator('[data-testid="upload-progress"][data-phase="done"]').waitFor({ timeout: 60_000 });
    await editor.unroute('**/api/console/v1/uploads/*');
    expect(patchOffsets.slice(0, 3)).toEqual([0, CHUNK, CHUNK]);
    await editor.locator('.encode-row', { hasText: paused }).waitFor();
  });

  it('the editor creates a category, renames it in both languages and deletes it', async () => {
    const uid = `weekend-${stamp}`;
    await editor.getByRole('navigation').getByRole('link', { name: 'Categories' }).click();
    await editor.getByRole('heading', { name: 'Categories', level: 1 }).waitFor();
    await editor.getByRole('button', { name: 'New category' }).click();
    await editor.getByLabel(/^Uid/).fill(uid);
    await editor.getByLabel(/^Name in English/).fill(`Weekend ${stamp}`);
    await editor.getByLabel(/^Name in Portuguese/).fill(`Fim de semana ${stamp}`);
    await editor.getByRole('button', { name: 'Create the category' }).click();
    const row = editor.locator(`[data-uid="${uid}"]`);
    await row.waitFor();

    await row.getByRole('button', { name: `Rename Weekend ${stamp}` }).click();
    await row.getByLabel(/^Name in English/).fill(`Weekend picks ${stamp}`);
    await row.getByLabel(/^Name in Portuguese/).fill(`Escolhas ${stamp}`);
    await row.getByRole('button', { name: 'Save the name' }).click();
    await editor
      .getByRole('status')
      .filter({ hasText: `Category renamed to Weekend picks ${stamp}.` })
      .waitFor();
    await row.filter({ hasText: `Weekend picks ${stamp} · Escolhas ${stamp}` }).waitFor();

    await row.getByRole('button', { name: `Order the titles of Weekend picks ${stamp}` }).click();
    await row.getByLabel('Add a title: search movies and series').fill('a');
    await row.locator('.carousel-search-results button').first().click();
    await editor.screenshot({ path: '/tmp/console-category-titles-1280.png', fullPage: true });
    await row.getByRole('button', { name: 'Save the titles' }).click();
    await editor.getByRole('status').filter({ hasText: 'titles of' }).waitFor();
    await editor.screenshot({ path: '/tmp/console-categories-1280.png', fullPage: true });
    await editor.setViewportSize(phone);
    await editor.screenshot({ path: '/tmp/console-categories-360.png', fullPage: true });
    await editor.setViewportSize(desktop);

    editor.once('dialog', (dialog) => dialog.accept());
    await row.getByRole('button', { name: `Delete Weekend picks ${stamp}` }).click();
    await row.waitFor({ state: 'detached' });
  });

  it('the editor creates a banner that starts tomorrow, sees it listed with its picture, and deletes it', async () => {
    const picture = path.join(folder, 'banner.png');
    await run('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720', '-frames:v', '1', picture],
    ]);
    const title = `Coming soon ${stamp}`;
    await editor.getByRole('navigation').getByRole('link', { name: 'Banners' }).click();
    await editor.getByRole('heading', { name: 'Banners', level: 1 }).waitFor();
    await editor.getByRole('button', { name: 'New banner' }).click();
    await editor.getByLabel('Opens a').selectOption('series');
    const target = editor.getByLabel('Movie, series or channel');
    await target.locator('option').nth(1).waitFor({ state: 'attached' });
    await target.selectOption({ index: 1 });
    await editor.getByLabel(/^Title/).fill(title);
    await editor.getByLabel('Banner picture').setInputFiles(picture);
    await editor.locator('.image-upload img[data-image-id]').waitFor();
    await editor.getByLabel('Shown to').selectOption('pt');
    const tomorrow = new Date(Date.now() + 86_400_000);
    const local = (at: Date) =>
      new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await editor.getByLabel('Starts (optional)').fill(local(tomorrow));
    // The server's rule, checked in the page: it must end after it starts.
    await editor.getByLabel('Ends (optional)').fill(local(new Date(tomorrow.getTime() - 3_600_000)));
    await editor.getByRole('button', { name: 'Create the banner' }).click();
    await editor.getByText('It must end after it starts.').waitFor();
    await editor.screenshot({ path: '/tmp/console-banner-form-1280.png', fullPage: true });
    await editor.getByLabel('Ends (optional)').fill(local(new Date(tomorrow.getTime() + 7 * 86_400_000)));
    await editor.getByRole('button', { name: 'Create the banner' }).click();

    const row = editor.locator('.banner-row', { hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toContain('Series: ');
    expect(await row.textContent()).toContain('Portuguese only');
    expect(await row.locator('img').getAttribute('src')).toMatch(/\/images\//);
    await editor.screenshot({ path: '/tmp/console-banners-1280.png', fullPage: true });
    await editor.setViewportSize(phone);
    await editor.screenshot({ path: '/tmp/console-banners-360.png', fullPage: true });
    await editor.setViewportSize(desktop);

    editor.once('dialog', (dialog) => dialog.accept());
    await row.getByRole('button', { name: `Delete the banner ${title}` }).click();
    await row.waitFor({ state: 'detached' });
  });
});
