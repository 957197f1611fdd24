import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modal } from './support/accounts.ts';
import { desktop, launchBrowser, phone, throttleToSlowLink, type Viewport } from './support/browser.ts';
import {
  asSubscriber,
  carousel,
  carouselGeometry,
  registerSubscriber,
  type Subscriber,
  signedInContext,
} from './support/catalog.ts';

const wide480: Viewport = { width: 480, height: 800 };
const tablet600: Viewport = { width: 600, height: 900 };

const payTitle = 'Data Bundle or Access Pack required';
const dataBundle = 'GLO-TV Data Bundle required. Click OK to get.';
const accessPack = 'GLO-TV Access Pack required. Click OK to get.';
const nigeriaOnly = 'This content is only available in Nigeria.';

let browser: Browser;
/** New subscribers own no package: everything that is not free to air is unbought. */
let glo: Subscriber;
let other: Subscriber;

beforeAll(async () => {
  browser = await launchBrowser();
  [glo, other] = await Promise.all([registerSubscriber('glo'), registerSubscriber('email')]);
});
afterAll(() => browser.close());

const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};
const heading = (page: Page, name: string, level = 1) =>
  page.getByRole('heading', { name, level, exact: true });

describe('dashboard', () => {
  it('shows the banner, the packages, Free to Air and the five carousels in the spec order', async () => {
    await asSubscriber(browser, glo, desktop, '/play/newdashboard', async (page) => {
      await carousel(page, 'Drama').getByRole('link').first().waitFor();
      await carousel(page, 'Free to Air').getByRole('link').first().waitFor();
      await carousel(page, 'Featured').getByRole('link').first().waitFor();
      const titles = await page.locator('main h2').allTextContents();
      expect(titles).toEqual([
        'Featured',
        'GLO-TV Bundles',
        'Free to Air',
        'Recently Added',
        'Top Ranked',
        'Bollywood',
        'International',
        'Drama',
      ]);

      // The subscriber's packages: Glo data bundles, with price, validity and data, each to buy.
      const bundles = page
        .getByRole('region', { name: 'GLO-TV Bundles' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: /^Buy / }) });
      expect(await bundles.count()).toBe(5);
      const first = (await bundles.first().textContent()) ?? '';
      expect(first).toContain('3-day VOD');
      expect(first).toContain('₦150');
      expect(first).toContain('Valid for 3 days');
      expect(first).toContain('500 MB of data');

      // Free to Air: only free channels, by position.
      const free = await carousel(page, 'Free to Air').getByRole('link').allTextContents();
      const channels = await page.request.get('/api/client/v1/glotv/categories/channels');
      const all = ((await channels.json()) as { data: { channels: ChannelRow[] }[] }).data.flatMap(
        (c) => c.channels,
      );
      const expected = all
        .filter((channel) => channel.free_to_air)
        .sort((a, b) => a.position - b.position)
        .map((channel) => channel.name);
      expect(free).toEqual(expected);

      // Images at the size shown: the first banner at once, posters lazily, space reserved.
      const banner = carousel(page, 'Featured').locator('img').first();
      expect(await banner.getAttribute('loading')).toBe('eager');
      const poster = carousel(page, 'Drama').locator('img').last();
      expect(await poster.getAttribute('loading')).toBe('lazy');
      // Far from the viewport it has no address yet: nothing is fetched for it.
      expect(await poster.getAttribute('src')).toBeNull();
      expect(await poster.getAttribute('srcset')).toBeNull();
      await poster.scrollIntoViewIfNeeded();
      await expect.poll(() => poster.getAttribute('srcset')).toMatch(/\?width=\d+ \d+w/);
      expect(await poster.getAttribute('sizes')).toContain('/ 8');
      expect(Number(await poster.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(await poster.getAttribute('height'))).toBeGreaterThan(0);
      expect(await poster.evaluate((img) => getComputedStyle(img).aspectRatio.replace(/\s/g, ''))).toBe(
        '2/3',
      );
    });
  });

  it('sends a movie banner to the detail page and a live banner through the channel check', async () => {
    await asSubscriber(browser, glo, desktop, '/play/newdashboard', async (page) => {
      const banners = carousel(page, 'Featured');
      await banners.getByRole('link', { name: 'Matchday Live' }).click();
      await modal(page, payTitle).getByText(dataBundle, { exact: true }).waitFor();
      await modal(page, payTitle).getByRole('button', { name: 'Cancel' }).click();

      await banners.getByRole('link', { name: 'Shadows of Ikoyi' }).click();
      await page.waitForURL('**/play/moviesdetailpage?movieID=15');
      await heading(page, 'Shadows of Ikoyi').waitFor();
    });
  });
});

interface ChannelRow {
  id: number;
  name: string;
  position: number;
  free_to_air: boolean;
}

describe('carousels', () => {
  const expectations: [Viewport, number][] = [
    [phone, 3],
    [wide480, 3],
    [{ width: 540, height: 800 }, 6],
    [tablet600, 8],
    [desktop, 8],
  ];

  for (const [viewport, count] of expectations) {
    it(`show ${count} slides per view at ${viewport.width} px`, async () => {
      await asSubscriber(browser, glo, viewport, '/play/newdashboard', async (page) => {
        const region = carousel(page, 'Recently Added');
        await region.getByRole('link').first().waitFor();
        const geometry = await carouselGeometry(region);
        expect(geometry.slidesPerView).toBe(count);
        const filled = geometry.slideWidth * count + geometry.gap * (count - 1);
        expect(Math.abs(filled - geometry.trackWidth)).toBeLessThan(1.5);
      });
    });
  }

  it('page with the arrow buttons and move between titles with the arrow keys', async () => {
    await asSubscriber(browser, glo, phone, '/play/newdashboard', async (page) => {
      const region = carousel(page, 'Drama');
      await region.getByRole('link').first().waitFor();
      const scrollLeft = () => region.locator('ul').evaluate((track) => track.scrollLeft);
      const previous = region.getByRole('button', { name: 'Previous in Drama' });
      expect(await previous.getAttribute('aria-disabled')).toBe('true');
      await region.getByRole('button', { name: 'Next in Drama' }).click();
      await expect.poll(scrollLeft).toBeGreaterThan(100);
      await expect.poll(() => previous.getAttribute('aria-disabled')).toBe('false');

      // One tab stop per carousel; the arrow keys move between its titles.
      const links = region.getByRole('link');
      expect(await links.evaluateAll((all) => all.filter((a) => a.tabIndex === 0).length)).toBe(1);
      await links.first().focus();
      await page.keyboard.press('ArrowRight');
      const focused = await page.evaluate(() => document.activeElement?.textContent);
      expect(focused).toBe(await links.nth(1).textContent());
      expect(await links.nth(1).getAttribute('tabindex')).toBe('0');
    });
  });

  it('render only the slides near the view, the next page before it shows, and reach the last title with End', async () => {
    await asSubscriber(browser, glo, phone, '/play/newdashboard', async (page) => {
      const region = carousel(page, 'Drama');
      const links = region.getByRole('link');
      await links.first().waitFor();
      const slides = region.locator('ul > li');
      const total = await slides.count();
      expect(total).toBeGreaterThan(12);
      // Three slides to a view on a phone: the page in view and the two after it.
      expect(await links.count()).toBe(9);
      await region.getByRole('button', { name: 'Next in Drama' }).click();
      await expect.poll(() => links.count()).toBe(12);

      await links.first().focus();
      await page.keyboard.press('End');
      const focusedSlide = () => page.evaluate(() => document.activeElement?.closest('li')?.dataset.slide);
      await expect.poll(focusedSlide).toBe(String(total - 1));
      expect(await slides.last().getByRole('link').getAttribute('tabindex')).toBe('0');
      await expect.poll(() => slides.first().getByRole('link').count()).toBe(0);
      await page.keyboard.press('Home');
      await expect.poll(focusedSlide).toBe('0');
    });
  });
});

describe('movies pages', () => {
  it('show movie carousels with Science Fiction on mobile only, and series carousels under them', async () => {
    await asSubscriber(browser, glo, phone, '/play/moviespage', async (page) => {
      await heading(page, 'Movies & Shows').waitFor();
      await carousel(page, 'Top Ranked').getByRole('link').first().waitFor();
      expect(await carousel(page, 'Science Fiction').count()).toBe(1);
      const headings = await page.locator('main h2, main h3').allTextContents();
      expect(headings.slice(0, 4)).toEqual(['Movies', 'Top Ranked', 'Nollywood', 'Recently Added']);
      const series = page.getByRole('region', { name: 'TV Shows', exact: true });
      await series.getByRole('link').first().waitFor();
      expect(await series.getByRole('link').first().getAttribute('href')).toMatch(
        /\/play\/series\?seriesID=\d+$/,
      );
    });
    await asSubscriber(browser, glo, desktop, '/play/moviespage', async (page) => {
      await carousel(page, 'Thriller').getByRole('link').first().waitFor();
      expect(await carousel(page, 'Science Fiction').count()).toBe(0);
    });
  });

  it('TV Shows lists series carousels', async () => {
    await asSubscriber(browser, other, tablet600, '/play/tvshowspage', async (page) => {
      await heading(page, 'TV Shows').waitFor();
      const first = page.locator('main section').first().getByRole('link').first();
      await first.waitFor();
      expect(await first.getAttribute('href')).toMatch(/\/play\/series\?seriesID=\d+$/);
    });
  });
});

describe('movie detail', () => {
  it('shows the movie from a carousel, cut to 67 characters on mobile with Read..., and related movies', async () => {
    await asSubscriber(browser, glo, phone, '/play/newdashboard', async (page) => {
      const card = carousel(page, 'Top Ranked').getByRole('link').first();
      const title = ((await card.textContent()) ?? '').trim();
      await card.click();
      await page.waitForURL(/\/play\/moviesdetailpage\?movieID=\d+$/);
      await heading(page, title).waitFor();

      const description = page.locator('.detail__description span').first();
      const short = (await description.textContent()) ?? '';
      expect(short.length).toBeLessThanOrEqual(67);
      const read = page.getByRole('button', { name: 'Read...' });
      expect(await read.getAttribute('aria-expanded')).toBe('false');
      await read.click();
      await expect.poll(async () => ((await description.textContent()) ?? '').length).toBeGreaterThan(67);
      const full = (await description.textContent()) ?? '';
      expect(full.length).toBeGreaterThan(67);
      expect(full.startsWith(short)).toBe(true);
      // Cut between words: what follows the short text starts with a space or punctuation, not a letter.
      expect(full.slice(short.length)).toMatch(/^[\s,;:\-–—]/u);

      await page.getByText('Starring', { exact: true }).waitFor();
      await page.getByText('Director', { exact: true }).waitFor();
      await page.getByRole('link', { name: 'Watch Trailer' }).waitFor();
      await page.getByRole('link', { name: 'Play Movie' }).waitFor();

      const related = carousel(page, 'Related movies').getByRole('link');
      await related.first().waitFor();
      const count = await related.count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(20);
    });
  });

  it('shows the whole description on wide screens', async () => {
    await asSubscriber(browser, glo, desktop, '/play/moviesdetailpage?movieID=1', async (page) => {
      await heading(page, 'Eko Blues').waitFor();
      expect(((await page.locator('.detail__description').textContent()) ?? '').length).toBeGreaterThan(67);
      expect(await page.getByRole('button', { name: 'Read...' }).count()).toBe(0);
    });
  });

  it('works from the URL alone and after a reload; the trailer is open to every subscriber', async () => {
    await asSubscriber(browser, other, wide480, '/play/moviesdetailpage?movieID=1', async (page) => {
      await heading(page, 'Eko Blues').waitFor();
      await page.reload();
      await heading(page, 'Eko Blues').waitFor();
      await page.getByRole('link', { name: 'Watch Trailer' }).click();
      await page.waitForURL('**/play/moviestrailer?movieID=1');
    });
  });

  it('without a movie goes to the login landing (and on to the dashboard when signed in)', async () => {
    await asSubscriber(browser, glo, phone, '/play/newdashboard', async (page) => {
      const visited: string[] = [];
      page.on('framenavigated', (frame) => visited.push(new URL(frame.url()).pathname));
      await page.goto('/play/moviesdetailpage');
      await page.waitForURL('**/play/newdashboard');
      expect(visited).toContain('/play/newloginpath');
    });
  });

  it("says 'Select movie detail from Home ...' for an unknown movie, then opens the error page", async () => {
    await asSubscriber(browser, glo, phone, '/play/moviesdetailpage?movieID=999999', async (page) => {
      await page.getByText('Select movie detail from Home ...', { exact: true }).waitFor();
      await page.waitForURL('**/play/errorpage', { timeout: 15_000 });
    });
  });
});

describe('series', () => {
  it('switches seasons and lists the episodes with number, title and minutes', async () => {
    await asSubscriber(browser, glo, wide480, '/play/series?seriesID=1', async (page) => {
      await heading(page, 'The Estate').waitFor();
      await page.getByText('Cast', { exact: true }).waitFor();
      await page.getByText('Director', { exact: true }).waitFor();
      const season = page.getByRole('combobox', { name: 'Select season' });
      expect(await season.locator('option').allTextContents()).toEqual(['Season 1', 'Season 2']);

      const episodes = page.locator('.episode-list').getByRole('link');
      await episodes.first().waitFor();
      expect(await episodes.count()).toBe(4);
      const first = (await episodes.first().textContent()) ?? '';
      expect(first).toContain('Episode 1');
      expect(first).toContain('Welcome to Palm Court');
      expect(first).toContain('45 min');

      await season.selectOption({ label: 'Season 2' });
      await page.getByText('New Neighbours', { exact: true }).waitFor();
      expect(await page.getByText('Welcome to Palm Court').count()).toBe(0);
      expect(new URL(page.url()).searchParams.get('season')).toBe('2');

      // Not bought: an episode opens the pay prompt; the trailer stays available.
      await episodes.first().click();
      await modal(page, payTitle).getByText(dataBundle, { exact: true }).waitFor();
      await modal(page, payTitle).getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('link', { name: 'Watch Trailer' }).click();
      await page.waitForURL('**/play/moviestrailer?seriesID=1');
    });
  });

  it("says 'No Episodes... Select Season from Dropdown' for a season without episodes", async () => {
    await asSubscriber(browser, other, phone, '/play/newdashboard', async (page) => {
      await page.route(
        (url) => url.pathname === '/api/client/v1/glotv/series' && url.searchParams.get('series_id') === '2',
        async (route) => {
          const response = await route.fetch();
          const body = (await response.json()) as { data: { seasons: { episodes: unknown[] }[] } };
          const [first, second] = body.data.seasons;
          if (second) second.episodes = [];
          await route.fulfill({ response, json: { data: { ...body.data, seasons: [first, second] } } });
        },
      );
      await page.goto('/play/series?seriesID=2');
      await page.locator('.episode-list').getByRole('link').first().waitFor();
      await page.getByRole('combobox', { name: 'Select season' }).selectOption({ label: 'Season 2' });
      await page.getByText('No Episodes... Select Season from Dropdown', { exact: true }).waitFor();
    });
  });

  it('works from the URL after a reload, and without a series opens the error page after 5 s', async () => {
    await asSubscriber(browser, glo, desktop, '/play/series?seriesID=2', async (page) => {
      await heading(page, 'Enugu Boys').waitFor();
      await page.reload();
      await heading(page, 'Enugu Boys').waitFor();
      const started = Date.now();
      await page.goto('/play/series');
      await page.waitForURL('**/play/errorpage', { timeout: 10_000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
    });
  });
});

describe('live TV', () => {
  it('filters the channel list with the category tabs', async () => {
    await asSubscriber(browser, glo, desktop, '/play/channelspage', async (page) => {
      const response = await page.request.get('/api/client/v1/glotv/categories/channels');
      const categories = ((await response.json()) as { data: { name: string; channels: ChannelRow[] }[] })
        .data;
      const tabs = page.getByRole('tablist', { name: 'Live TV' }).getByRole('tab');
      await tabs.nth(1).waitFor();
      expect(await tabs.allTextContents()).toEqual(['All', ...categories.map((c) => c.name)]);

      const panel = page.getByRole('tabpanel');
      const rows = panel.getByRole('link');
      await rows.first().waitFor();
      const total = new Set(categories.flatMap((c) => c.channels.map((channel) => channel.id))).size;
      expect(await rows.count()).toBe(total);
      expect(await page.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');

      const news = categories[0]!;
      await page.getByRole('tab', { name: news.name }).click();
      await expect
        .poll(() => page.getByRole('tab', { name: news.name }).getAttribute('aria-selected'))
        .toBe('true');
      expect(await panel.getAttribute('aria-labelledby')).toBe(
        await page.getByRole('tab', { name: news.name }).getAttribute('id'),
      );
      await expect.poll(() => rows.count()).toBe(news.channels.length);
      const firstRow = (await rows.first().textContent()) ?? '';
      expect(firstRow).toContain(news.channels[0]!.name);

      // Keyboard: the arrow keys move to the next tab and select it.
      await page.getByRole('tab', { name: news.name }).focus();
      await page.keyboard.press('ArrowRight');
      const next = categories[1]!;
      await expect
        .poll(() => page.getByRole('tab', { name: next.name }).getAttribute('aria-selected'))
        .toBe('true');
      await expect.poll(() => rows.count()).toBe(next.channels.length);
      expect(new URL(page.url()).searchParams.get('category')).not.toBeNull();

      await page.getByRole('tab', { name: 'All' }).click();
      await expect.poll(() => rows.count()).toBe(total);
    });
  });
});

describe('entitlement prompts', () => {
  it('asks a Glo subscriber for a data bundle for an unbought movie and channel', async () => {
    await asSubscriber(browser, glo, phone, '/play/moviesdetailpage?movieID=1', async (page) => {
      await page.getByRole('link', { name: 'Play Movie' }).click();
      const prompt = modal(page, payTitle);
      await prompt.getByText(dataBundle, { exact: true }).waitFor();
      expect(pathAndQuery(page)).toBe('/play/moviesdetailpage?movieID=1');
      await prompt.getByRole('button', { name: 'Cancel' }).click();
      await prompt.waitFor({ state: 'detached' });

      await page.getByRole('link', { name: 'Play Movie' }).click();
      await modal(page, payTitle).getByRole('button', { name: 'OK' }).click();
      await page.waitForURL('**/play/packagespage');
      await heading(page, 'GLO-TV Bundles').waitFor();

      await page.goto('/play/channelspage');
      const paid = page.getByRole('tabpanel').getByRole('link', { name: /Naija Business Live/ });
      await paid.click();
      await modal(page, payTitle).getByText(dataBundle, { exact: true }).waitFor();
      await modal(page, payTitle).getByRole('button', { name: 'Cancel' }).click();

      // A free-to-air channel plays without a package.
      await page
        .getByRole('tabpanel')
        .getByRole('link', { name: /GLO News 24/ })
        .click();
      await page.waitForURL('**/play/channelsplayer?uid=glo-news-24&id=1');
    });
  });

  it('asks any other subscriber for an access pack', async () => {
    await asSubscriber(browser, other, desktop, '/play/moviesdetailpage?movieID=1', async (page) => {
      await page.getByRole('link', { name: 'Play Movie' }).click();
      await modal(page, payTitle).getByText(accessPack, { exact: true }).waitFor();
      await modal(page, payTitle).getByRole('button', { name: 'Cancel' }).click();

      await page.goto('/play/channelspage');
      await page
        .getByRole('tabpanel')
        .getByRole('link', { name: /Naija Business Live/ })
        .click();
      await modal(page, payTitle).getByText(accessPack, { exact: true }).waitFor();
    });
  });

  it('shows the Nigeria-only alert outside Nigeria, for paid and free content alike', async () => {
    await asSubscriber(browser, glo, phone, '/play/newdashboard', async (page) => {
      await page.route('**/cm/api/auth/**', (route) => route.fulfill({ json: { valid: 0 } }));
      await page.goto('/play/moviesdetailpage?movieID=1');
      await page.getByRole('link', { name: 'Play Movie' }).click();
      const alert = modal(page, nigeriaOnly);
      await alert.waitFor();
      expect(await page.getByText(dataBundle).count()).toBe(0);
      await alert.getByRole('button', { name: 'Close' }).click();
      await alert.waitFor({ state: 'detached' });

      await page.getByRole('link', { name: 'Watch Trailer' }).click();
      await alert.waitFor();
      await alert.getByRole('button', { name: 'Close' }).click();

      await page.goto('/play/channelspage');
      await page
        .getByRole('tabpanel')
        .getByRole('link', { name: /GLO News 24/ })
        .click();
      await alert.waitFor();
      expect(new URL(page.url()).pathname).toBe('/play/channelspage');
    });
  });
});

describe('packages page', () => {
  it("shows 'GLO-TV Bundles', the subscriber's packages and at most 15 titles per category", async () => {
    await asSubscriber(browser, other, desktop, '/play/packagespage', async (page) => {
      await heading(page, 'GLO-TV Bundles').waitFor();
      await page.getByText('Select your preferred GLO-TV package.', { exact: true }).waitFor();
      const cards = page.locator('.package-cards').getByRole('button', { name: /^Buy / });
      await cards.first().waitFor();
      expect(await cards.count()).toBe(5);
      // Access packs for card payers: no data allowance.
      expect(
        await page
          .locator('.package-cards')
          .getByText(/of data/)
          .count(),
      ).toBe(0);

      const nollywood = carousel(page, 'Nollywood').getByRole('link');
      await nollywood.first().waitFor();
      expect(await nollywood.count()).toBe(15);
      for (const region of await page.locator('main section').all()) {
        expect(await region.getByRole('link').count()).toBeLessThanOrEqual(15);
      }
    });
  });
});

describe('navigation', () => {
  it('the top navigation and the drawer lead to the catalog pages', async () => {
    await asSubscriber(browser, glo, desktop, '/play/newdashboard', async (page) => {
      const nav = page.getByRole('navigation', { name: 'Sections' });
      await nav.getByRole('link').first().waitFor();
      expect(await nav.getByRole('link').allTextContents()).toEqual([
        'Live TV',
        'TV Shows',
        'Movies',
        'Sport',
        'TV Guide',
      ]);
      await nav.getByRole('link', { name: 'Sport' }).click();
      await page.waitForURL('**/play/channelspage?category=sports');
      await expect
        .poll(() => page.getByRole('tab', { name: 'Sports' }).getAttribute('aria-selected'))
        .toBe('true');
      expect(await nav.getByRole('link', { name: 'Sport' }).getAttribute('aria-current')).toBe('page');
      expect(await nav.getByRole('link', { name: 'Live TV' }).getAttribute('aria-current')).toBeNull();

      await nav.getByRole('link', { name: 'TV Guide' }).click();
      await heading(page, 'TV Guide').waitFor();
      await nav.getByRole('link', { name: 'TV Shows' }).click();
      await heading(page, 'TV Shows').waitFor();

      await page.getByRole('button', { name: 'Main menu' }).click();
      const drawer = page.getByRole('navigation', { name: 'Main menu' });
      await drawer.getByText('Support line: 121').waitFor();
      await drawer.getByRole('link', { name: 'Movies & Shows' }).click();
      await heading(page, 'Movies & Shows').waitFor();
      await page.getByRole('button', { name: 'Main menu' }).click();
      await drawer.getByRole('link', { name: 'Live TV' }).click();
      await page.waitForURL('**/play/channelspage');
      await page.getByRole('button', { name: 'Main menu' }).click();
      await drawer.getByRole('link', { name: 'Home' }).click();
      await page.waitForURL('**/play/newdashboard');
    });
  });
});

describe('language', () => {
  it('shows the catalog pages in Portuguese and asks for the banners in Portuguese', async () => {
    await asSubscriber(browser, glo, tablet600, '/play/newdashboard', async (page) => {
      await carousel(page, 'Recently Added').getByRole('link').first().waitFor();
      const banners = page.waitForRequest((request) => request.url().includes('/banners?translation=pt'));
      await page.getByRole('combobox', { name: 'Language' }).selectOption('pt');
      await banners;
      await carousel(page, 'Adicionados recentemente').waitFor();
      await carousel(page, 'Canais abertos').waitFor();
      await page.getByRole('heading', { name: 'Pacotes GLO-TV' }).waitFor();
      await page
        .getByRole('navigation', { name: 'Secções' })
        .getByRole('link', { name: 'Filmes', exact: true })
        .waitFor();

      await page.goto('/play/moviesdetailpage?movieID=1');
      await page.getByText('Realizador', { exact: true }).waitFor();
      await page.getByRole('link', { name: 'Ver filme' }).click();
      await modal(page, 'É necessário um pacote de dados ou de acesso')
        .getByText('É necessário um pacote de dados GLO-TV. Clique em OK para o obter.', { exact: true })
        .waitFor();
    });
  });
});

/**
 * Notes, for every catalog image the page adds, whether it already showed a placeholder (its blurred
 * background) at that moment and whether its picture was already there. Plain JavaScript: it runs in the page.
 */
const noteAddedImages = `
  window.addedImages = [];
  new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of change.addedNodes) {
        if (!(node instanceof Element)) continue;
        const images = node.matches('img.catalog-image') ? [node] : [...node.querySelectorAll('img.catalog-image')];
        for (const image of images)
          window.addedImages.push({
            src: image.getAttribute('src'),
            placeheld: image.style.backgroundImage.startsWith('url("data:image/webp;base64,'),
            painted: image.complete && image.naturalWidth > 0,
          });
      }
  }).observe(document, { childList: true, subtree: true });
`;

interface AddedImage {
  src: string;
  placeheld: boolean;
  painted: boolean;
}

/** A signed-in phone page on the slow link (1 Mbit/s, 300 ms) that notes the images it adds. */
async function onSlowPhone(test: (page: Page) => Promise<void>): Promise<void> {
  const context = await signedInContext(browser, glo, phone);
  try {
    const page = await context.newPage();
    await throttleToSlowLink(page);
    await page.addInitScript({ content: noteAddedImages });
    await test(page);
  } finally {
    await context.close();
  }
}

/** Waits until the image is loaded and decoded, then checks it is painted inside the viewport. */
async function expectPaintedInView(image: Locator): Promise<void> {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      timeout: 30_000,
    })
    .toBe(true);
  await image.evaluate((img: HTMLImageElement) => img.decode());
  // The same picture may be between the server's first view and the app's page for a frame: its box is read
  // once it is laid out.
  const seen: { box: Awaited<ReturnType<Locator['boundingBox']>> } = { box: null };
  await expect
    .poll(async () => {
      seen.box = await image.boundingBox();
      return seen.box;
    })
    .not.toBeNull();
  const box = seen.box!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
  // The placeholder is dropped once the page has seen the picture decoded (it would show through
  // transparent parts); the page learns that a moment after this test does.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.style.backgroundImage), { timeout: 5_000 })
    .toBe('');
}

/** The image as it was when the page added it. */
async function whenAdded(page: Page, image: Locator): Promise<AddedImage | undefined> {
  const src = await image.getAttribute('src');
  const added = await page.evaluate(() => (window as unknown as { addedImages: AddedImage[] }).addedImages);
  return added.find((entry) => entry.src === src);
}

describe('first views on a phone over the slow link', () => {
  it('show the banner and the first row of posters: their placeholders at once, then the pictures', async () => {
    await onSlowPhone(async (page) => {
      await page.goto('/play/newdashboard');
      const banner = carousel(page, 'Featured').locator('img').first();
      await banner.waitFor({ state: 'attached', timeout: 30_000 });
      expect(await banner.getAttribute('loading')).toBe('eager');
      expect(await banner.getAttribute('fetchpriority')).toBe('high');
      expect(await whenAdded(page, banner)).toEqual(
        expect.objectContaining({ placeheld: true, painted: false }),
      );
      await expectPaintedInView(banner);

      const row = carousel(page, 'Recently Added');
      await row.locator('img').first().waitFor({ state: 'attached', timeout: 30_000 });
      await row.scrollIntoViewIfNeeded();
      const posters = row.locator('img');
      for (let index = 0; index < 3; index++) {
        const poster = posters.nth(index);
        expect(await poster.getAttribute('loading')).toBe('eager');
        expect(await poster.getAttribute('fetchpriority')).toBeNull();
        expect(await whenAdded(page, poster)).toEqual(expect.objectContaining({ placeheld: true }));
        await expectPaintedInView(poster);
      }
      // Past the first row's view, and further down the page, images wait until they are near.
      expect(await posters.nth(3).getAttribute('loading')).toBe('lazy');
      expect(await carousel(page, 'Drama').locator('img').first().getAttribute('loading')).toBe('lazy');
      expect(await carousel(page, 'Featured').locator('img').nth(1).getAttribute('loading')).toBe('lazy');
      // Meanwhile such an image has no address, and is drawn as a transparent pixel over its box and
      // placeholder: Chromium would draw it as a broken image (a frame and an icon).
      const waiting = page.locator('img.catalog-image:not([src])').first();
      await waiting.waitFor({ state: 'attached' });
      expect(await waiting.evaluate((img) => getComputedStyle(img).content)).toContain('data:image/gif');
    });
  });

  it('show Play Movie and Watch Trailer without scrolling at 360×740, beside the painted poster', async () => {
    await onSlowPhone(async (page) => {
      await page.goto('/play/moviesdetailpage?movieID=15');
      await heading(page, 'Shadows of Ikoyi').waitFor({ timeout: 30_000 });
      for (const name of ['Play Movie', 'Watch Trailer']) {
        const box = await page.getByRole('link', { name, exact: true }).boundingBox();
        expect(box).not.toBeNull();
        expect(box!.y + box!.height).toBeLessThanOrEqual(phone.height);
      }
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const poster = page.locator('img.detail__poster');
      expect(await whenAdded(page, poster)).toEqual(expect.objectContaining({ placeheld: true }));
      await expectPaintedInView(poster);

      await page.goto('/play/series?seriesID=1');
      await heading(page, 'The Estate').waitFor({ timeout: 30_000 });
      const trailer = await page.getByRole('link', { name: 'Watch Trailer', exact: true }).boundingBox();
      expect(trailer!.y + trailer!.height).toBeLessThanOrEqual(phone.height);
    });
  });
});

describe('network errors', () => {
  it('show the network-error page when the API cannot be reached', async () => {
    await asSubscriber(browser, glo, phone, '/play/newdashboard', async (page) => {
      await carousel(page, 'Drama').getByRole('link').first().waitFor();
      await page.route('**/api/client/**', (route) => route.abort());
      await page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('link', { name: 'Movies', exact: true })
        .click();
      await heading(page, 'Please check your internet connection').waitFor({ timeout: 15_000 });
      expect(await page.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe(
        '/play/newloginpath',
      );

      // Loaded afresh while the API is unreachable, a signed-in page shows it too.
      await page.goto('/play/moviesdetailpage?movieID=1');
      await heading(page, 'Please check your internet connection').waitFor({ timeout: 15_000 });
    });
  });
});
