import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktop, phone, type Viewport } from './support/browser.ts';
import {
  grantPackage,
  launchPlayerBrowser,
  playedPast,
  registerViewer,
  viewerContext,
  waitForStream,
} from './support/player.ts';
import {
  demoSeriesWithTwoEpisodes,
  type LongMovie,
  publishLongMovie,
  shotsFolder,
} from './support/watching.ts';

const baseUrl = inject('portalUrl');
const stamp = Date.now().toString(36).slice(-5);
let browser: Browser;
let movie: LongMovie;

beforeAll(async () => {
  browser = await launchPlayerBrowser();
  fs.mkdirSync(shotsFolder, { recursive: true });
  movie = await publishLongMovie(browser, `Harbour Lights ${stamp}`);
}, 300_000);
afterAll(async () => {
  await browser?.close();
});

/** A device of the subscriber `email`: a browser context of its own, signed in, with a package. */
async function device(
  email: string,
  viewport: Viewport,
): Promise<{ context: BrowserContext; userId: string }> {
  const context = await viewerContext(browser, baseUrl, email, viewport);
  await grantPackage(context, 10);
  const me = (await (await context.request.get('/api/client/v1/global/me')).json()) as {
    data: { user_id: string };
  };
  return { context, userId: me.data.user_id };
}

const currentTime = (page: Page) => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0);

async function savedPosition(context: BrowserContext, userId: string, kind: string, id: number) {
  const answer = await context.request.get(`/api/client/v1/glotv/users/${userId}/positions/${kind}/${id}`);
  return ((await answer.json()) as { data: { position: number; duration: number } | null }).data;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${shotsFolder}/${name}.png` });
}

describe('continue watching', () => {
  it('a movie left at 3 minutes on one device resumes there on another; Start over starts at 0', async () => {
    const email = await registerViewer(baseUrl);
    const first = await device(email, desktop);
    const second = await device(email, phone);
    try {
      await waitForStream(first.context, `/api/client/v1/glotv/users/${first.userId}/vod/movies/${movie.id}`);
      const page = await first.context.newPage();
      await page.goto(`/play/moviestreampage?movieID=${movie.id}`);
      await playedPast(page, 0.5);
      await page.evaluate(() => {
        const video = document.querySelector('video');
        if (video) video.currentTime = 180;
      });
      await playedPast(page, 181);
      // Closing the tab: the position leaves by sendBeacon as the page goes, with the session cookie. Nothing
      // else could carry it: the movie played under 15 s and was never paused.
      await page.close({ runBeforeUnload: true });

      let saved = await savedPosition(second.context, second.userId, 'movie', movie.id);
      for (let attempt = 0; attempt < 50 && (saved?.position ?? 0) < 180; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        saved = await savedPosition(second.context, second.userId, 'movie', movie.id);
      }
      expect(saved?.position).toBeGreaterThanOrEqual(180);
      expect(saved?.position).toBeLessThan(200);
      expect(saved?.duration).toBeCloseTo(movie.seconds, -1);

      // The other device: the dashboard's Continue watching holds the movie, with its progress.
      const phonePage = await second.context.newPage();
      await phonePage.goto('/play/newdashboard');
      const carousel = phonePage.getByRole('region', { name: 'Continue watching' });
      const card = carousel.getByRole('link', { name: new RegExp(movie.title) });
      await card.waitFor();
      expect(await card.textContent()).toMatch(/7[5-9]% watched/);
      expect(await card.getAttribute('href')).toMatch(new RegExp(`movieID=${movie.id}&t=18\\d`));
      await card.scrollIntoViewIfNeeded();
      await shoot(phonePage, 'dashboard-continue-watching-360');
      await phonePage.setViewportSize(desktop);
      await card.scrollIntoViewIfNeeded();
      await shoot(phonePage, 'dashboard-continue-watching-1280');
      // Movies & Shows opens with it too.
      await phonePage.goto('/play/moviespage');
      await phonePage.getByRole('region', { name: 'Continue watching' }).getByRole('link').waitFor();
      await shoot(phonePage, 'movies-continue-watching-1280');
      await phonePage.setViewportSize(phone);
      await shoot(phonePage, 'movies-continue-watching-360');

      // The detail page offers Resume, which starts at about 3 minutes.
      await phonePage.goto(`/play/moviesdetailpage?movieID=${movie.id}`);
      const resume = phonePage.getByRole('link', { name: /^Resume from 3:0\d$/ });
      await resume.waitFor();
      await shoot(phonePage, 'detail-resume-360');
      await phonePage.setViewportSize(desktop);
      await shoot(phonePage, 'detail-resume-1280');
      await phonePage.setViewportSize(phone);
      await resume.click();
      const resumedAt = await playedPast(phonePage, 179);
      expect(resumedAt).toBeLessThan(200);

      // Start over starts at the beginning.
      await phonePage.goBack();
      await phonePage.getByRole('link', { name: 'Start over' }).click();
      await playedPast(phonePage, 0.2);
      expect(await currentTime(phonePage)).toBeLessThan(15);
    } finally {
      await first.context.close();
      await second.context.close();
    }
  }, 150_000);

  it('a player opened on a title begun before asks Resume or Start over', async () => {
    const email = await registerViewer(baseUrl);
    const { context, userId } = await device(email, desktop);
    try {
      const saved = await context.request.post(`/api/client/v1/glotv/users/${userId}/positions`, {
        headers: { origin: new URL(baseUrl).origin },
        data: { kind: 'movie', id: movie.id, position: 120, duration: movie.seconds },
      });
      expect(saved.status()).toBe(200);
      const page = await context.newPage();
      await page.goto(`/play/moviestreampage?movieID=${movie.id}`);
      await page.getByRole('heading', { name: 'Pick up where you left off?' }).waitFor();
      expect(await page.getByText('You stopped at 2:00.').isVisible()).toBe(true);
      await shoot(page, 'player-resume-prompt-1280');
      await page.getByRole('button', { name: 'Resume' }).click();
      expect(await playedPast(page, 119)).toBeLessThan(140);
    } finally {
      await context.close();
    }
  });

  it('at the end of an episode the next one is counted down, announced, and Cancel stops it', async () => {
    const email = await registerViewer(baseUrl);
    const { context, userId } = await device(email, desktop);
    try {
      const page = await context.newPage();
      await page.goto('/play/newdashboard');
      const { series, first, second } = await demoSeriesWithTwoEpisodes(page);
      await waitForStream(context, `/api/client/v1/glotv/users/${userId}/vod/episodes/${first.id}`);
      // The demo episodes play a 24 s clip: start near its end.
      await page.goto(`/play/episodestream?id=${first.id}&seriesID=${series.id}&t=18`);
      const countdown = page.getByRole('region', { name: 'Next episode' });
      await countdown.waitFor({ timeout: 30_000 });
      const live = countdown.locator('[aria-live="polite"]');
      expect(await live.textContent()).toMatch(/^Next episode in \d+ seconds$/);
      expect(await countdown.getByText(/Up next: Season 1 · Episode 2/).isVisible()).toBe(true);
      await shoot(page, 'episode-countdown-1280');
      await page.setViewportSize(phone);
      await shoot(page, 'episode-countdown-360');
      await countdown.getByRole('button', { name: 'Cancel' }).click();
      await countdown.waitFor({ state: 'detached' });
      const url = page.url();
      await page.waitForTimeout(11_000);
      expect(page.url()).toBe(url);
      expect(page.url()).toContain(`id=${first.id}`);

      // The finished episode hands Continue watching on to the next one.
      const list = await context.request.get(`/api/client/v1/glotv/users/${userId}/continue-watching`);
      const items = ((await list.json()) as { data: { id: number; episode: { id: number } | null }[] }).data;
      expect(items.find((item) => item.id === series.id)?.episode?.id).toBe(second.id);

      // Play now, on a second ending, goes straight to the next episode.
      await page.goto(`/play/episodestream?id=${first.id}&seriesID=${series.id}&t=20`);
      await countdown.waitFor({ timeout: 30_000 });
      await countdown.getByRole('button', { name: 'Play now' }).click();
      await page.waitForURL(new RegExp(`id=${second.id}`));
      await playedPast(page, 0.2);
    } finally {
      await context.close();
    }
  }, 150_000);
});

describe('My List', () => {
  it('adds from the detail page and from a card, shows the carousel newest first, and removes', async () => {
    const email = await registerViewer(baseUrl);
    const { context } = await device(email, desktop);
    try {
      const page = await context.newPage();
      await page.goto(`/play/moviesdetailpage?movieID=${movie.id}`);
      const toggle = page.getByRole('button', { name: 'My List' });
      await toggle.waitFor();
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      await toggle.click();
      await page.getByRole('button', { name: 'My List', pressed: true }).waitFor();
      await shoot(page, 'detail-my-list-1280');

      await page.goto('/play/newdashboard');
      const myList = page.getByRole('region', { name: 'My List' });
      await myList.getByRole('link', { name: movie.title }).waitFor();

      // A card's button follows its link in the tab order, and adds the title.
      const carousel = page.getByRole('region', { name: 'Bollywood' });
      const cardLink = carousel.getByRole('link').first();
      const cardTitle = (await cardLink.textContent())?.trim() ?? '';
      await cardLink.focus();
      await page.keyboard.press('Tab');
      const focusedName = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      expect(focusedName).toBe(`Add ${cardTitle} to My List`);
      await page.keyboard.press('Enter');
      await carousel.getByRole('button', { name: `Remove ${cardTitle} from My List` }).waitFor();
      const names = async () => (await myList.getByRole('link').allTextContents()).map((text) => text.trim());
      await expect.poll(names).toEqual([cardTitle, movie.title]);
      await myList.scrollIntoViewIfNeeded();
      await shoot(page, 'dashboard-my-list-1280');
      await page.setViewportSize(phone);
      await shoot(page, 'dashboard-my-list-360');

      // Removing both hides the carousel.
      await myList.getByRole('button', { name: `Remove ${cardTitle} from My List` }).click();
      await expect.poll(names).toEqual([movie.title]);
      const removed = page.waitForResponse((response) => response.request().method() === 'DELETE');
      await myList.getByRole('button', { name: `Remove ${movie.title} from My List` }).click();
      await myList.waitFor({ state: 'detached' });
      expect((await removed).status()).toBe(200);
      await page.reload();
      await page.getByRole('region', { name: 'Bollywood' }).getByRole('link').first().waitFor();
      expect(await page.getByRole('region', { name: 'My List' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
