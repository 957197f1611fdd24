import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, launchBrowser, phone } from './support/browser.ts';
import { asSubscriber, registerSubscriber, type Subscriber, signedInContext } from './support/catalog.ts';

const shots = '/tmp/shots-search';
let browser: Browser;
let viewer: Subscriber;

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  browser = await launchBrowser();
  viewer = await registerSubscriber('glo');
});
afterAll(() => browser.close());

const searchField = (page: Page, name = 'Search') => page.getByRole('searchbox', { name, exact: true });
const group = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const searchScriptsFetched = (page: Page) =>
  page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/search-field-[^/]*\.js$/.test(new URL(entry.name).pathname)).length,
  );
/** The results shown are the answer to the query in the field, not the previous one kept while it loads. */
const settled = (page: Page) => page.locator('.search-results[aria-busy="false"]').waitFor();
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

describe('search', () => {
  it("finds a film from the navigation's magnifier despite a typing mistake, opens it, and Back returns to the results", async () => {
    await asSubscriber(browser, viewer, desktop, '/play/newdashboard', async (page) => {
      const searches: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/client/v1/glotv/search?')) searches.push(request.url());
      });
      await page.screenshot({ path: `${shots}/dashboard-1280.png` });
      // Beside the navigation the field is a magnifier; pressed with nothing typed, it opens the field.
      const width = () =>
        searchField(page).evaluate((input) => input.closest('form')!.getBoundingClientRect().width);
      expect(await width()).toBeLessThan(50);
      await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
      await expect
        .poll(() => searchField(page).evaluate((input) => input === document.activeElement))
        .toBe(true);
      await expect.poll(width).toBeGreaterThan(150);
      expect(pathAndQuery(page)).toBe('/play/newdashboard');
      await page.keyboard.type('shadws of ikoy', { delay: 60 });
      await page.waitForURL('**/play/search?q=shadws+of+ikoy');
      const film = group(page, 'Movies').getByRole('link', { name: 'Shadows of Ikoyi' });
      await film.waitFor();
      // The right film first, not a title that merely shares letters (those of the first letter's answer).
      await expect
        .poll(() => group(page, 'Movies').getByRole('link').first().textContent(), { timeout: 20_000 })
        .toBe('Shadows of Ikoyi');
      await settled(page);
      // The field kept the focus across the change of page, and every letter typed.
      await expect.poll(() => searchField(page).inputValue(), { timeout: 10_000 }).toBe('shadws of ikoy');
      // Asked while typing paused, not once a letter: fewer requests than letters, the last one the whole query.
      expect(searches.length).toBeLessThan('shadws of ikoy'.length / 2);
      expect(new URL(searches.at(-1)!).searchParams.get('q')).toBe('shadws of ikoy');
      await page.screenshot({ path: `${shots}/results-1280.png`, fullPage: true });

      await film.click();
      await page.getByRole('heading', { name: 'Shadows of Ikoyi', level: 1 }).waitFor();
      expect(pathAndQuery(page)).toMatch(/^\/play\/moviesdetailpage\?movieID=\d+$/);
      await page.goBack();
      await group(page, 'Movies').getByRole('link', { name: 'Shadows of Ikoyi' }).waitFor();
      expect(await searchField(page).inputValue()).toBe('shadws of ikoy');
      await page.goBack();
      await page.waitForURL('**/play/newdashboard');
    });
  });

  it("searches from the side drawer's field on a phone", async () => {
    await asSubscriber(browser, viewer, phone, '/play/newdashboard', async (page) => {
      // On a phone the bar has no field: the drawer has it, and its script is fetched when the drawer opens.
      await page.waitForLoadState('networkidle');
      expect(await searchField(page).count()).toBe(0);
      expect(await searchScriptsFetched(page)).toBe(0);
      await page.getByRole('button', { name: 'Main menu' }).click();
      const drawer = page.getByRole('navigation', { name: 'Main menu' });
      await drawer.getByRole('searchbox', { name: 'Search' }).fill('ikoyi');
      expect(await searchScriptsFetched(page)).toBe(1);
      await page.screenshot({ path: `${shots}/drawer-360.png` });
      await drawer.getByRole('searchbox', { name: 'Search' }).press('Enter');
      await page.waitForURL('**/play/search?q=ikoyi');
      await group(page, 'Movies').getByRole('link', { name: 'Shadows of Ikoyi' }).waitFor();
      await expect.poll(() => drawer.isVisible(), { timeout: 10_000 }).toBe(false);
      // The page's own field goes on from there.
      expect(await searchField(page).inputValue()).toBe('ikoyi');
      await page.screenshot({ path: `${shots}/results-360.png`, fullPage: true });

      await searchField(page).fill('amaka');
      await page.waitForURL('**/play/search?q=amaka');
      await settled(page);
      await group(page, 'People').getByRole('heading', { level: 3 }).first().waitFor();
      await page.screenshot({ path: `${shots}/people-360.png`, fullPage: true });
    });
  });

  it("opens a series found by an episode's title on that episode", async () => {
    for (const viewport of [desktop, phone]) {
      await asSubscriber(browser, viewer, viewport, '/play/search?q=flood%20seasn', async (page) => {
        const series = group(page, 'Series').getByRole('link', { name: /^The Estate/ });
        await series.waitFor();
        expect(await series.textContent()).toContain('S2 E3: Flood Season');
        await series.click();
        await page.getByRole('heading', { name: 'The Estate', level: 1 }).waitFor();
        expect(pathAndQuery(page)).toMatch(/^\/play\/series\?seriesID=\d+&season=2&episode=\d+$/);
        expect(await page.getByRole('combobox', { name: 'Select season' }).inputValue()).toBe('2');
        const found = page.locator('.episode--found');
        expect(await found.textContent()).toContain('Flood Season');
        await expect.poll(() => found.isVisible(), { timeout: 10_000 }).toBe(true);
        await page.screenshot({ path: `${shots}/series-episode-${viewport.width}.png` });
      });
    }
  });

  it('finds a Portuguese title typed without accents, and names it in Portuguese', async () => {
    const context = await signedInContext(browser, viewer, desktop);
    await context.addInitScript(() => localStorage.setItem('glotv.lang', 'pt'));
    try {
      const page = await context.newPage();
      await page.goto('/play/search?q=coracoes%20de%20harmattan');
      await group(page, 'Filmes').getByRole('link', { name: 'Corações de Harmattan' }).waitFor();
      expect(await searchField(page, 'Pesquisar').inputValue()).toBe('coracoes de harmattan');
      await page.screenshot({ path: `${shots}/portuguese-1280.png`, fullPage: true });
    } finally {
      await context.close();
    }
  });

  it('says when nothing was found and suggests titles that lead to their pages', async () => {
    for (const viewport of [phone, desktop]) {
      await asSubscriber(browser, viewer, viewport, '/play/search?q=xqzwv', async (page) => {
        await page.getByText('No results for “xqzwv”.').waitFor();
        const suggestions = page.getByRole('region', { name: 'No results for “xqzwv”.' }).getByRole('link');
        await suggestions.first().waitFor();
        expect(await suggestions.count()).toBeGreaterThan(0);
        expect(await page.getByRole('heading', { name: 'You might be looking for' }).count()).toBe(1);
        await page.screenshot({ path: `${shots}/empty-${viewport.width}.png`, fullPage: true });
        const title = (await suggestions.first().textContent()) ?? '';
        await suggestions.first().click();
        await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      });
    }
  });
});
