import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, launchBrowser, openPage, phone } from './support/browser.ts';
import { asSubscriber, registerSubscriber, type Subscriber, signedInContext } from './support/catalog.ts';
import { itemsCutWhenScrolledTo } from './support/side-scroll.ts';

let browser: Browser;
let subscriber: Subscriber;

beforeAll(async () => {
  browser = await launchBrowser();
  subscriber = await registerSubscriber('glo');
});
afterAll(() => browser.close());

/** The header bar's controls, each with its box in CSS px. */
function headerBoxes(page: Page) {
  return page.locator('.site-header__bar').evaluate((bar) =>
    [...bar.querySelectorAll<HTMLElement>('button, select, .brand')].map((control) => {
      const box = control.getBoundingClientRect();
      return {
        text: control.textContent ?? '',
        left: box.left,
        right: box.right,
        top: box.top,
        width: box.width,
      };
    }),
  );
}

async function expectPhoneHeader(page: Page, logout: string, sections: string, tabs: string[]) {
  const button = page.getByRole('button', { name: logout, exact: true });
  await button.waitFor();
  const boxes = await headerBoxes(page);
  for (const box of boxes) {
    expect(box.left, box.text).toBeGreaterThanOrEqual(0);
    expect(box.right, box.text).toBeLessThanOrEqual(phone.width);
  }
  // Logout is a button on the first row beside the menu, not a bar across the page.
  const menu = boxes[0]!;
  const logoutBox = boxes.find((box) => box.text === logout)!;
  expect(logoutBox.width).toBeLessThan(phone.width / 3);
  expect(Math.abs(logoutBox.top - menu.top)).toBeLessThan(8);

  const nav = page.getByRole('navigation', { name: sections });
  expect(await nav.getByRole('link').allTextContents()).toEqual(tabs);
  const list = nav.locator('ul');
  expect(await itemsCutWhenScrolledTo(list, 'a')).toEqual([]);
  // The row is wider than the phone, and the fade with its arrow says so.
  const hint = nav.locator('.side-scroll');
  await expect.poll(() => hint.evaluate((element) => getComputedStyle(element, '::after').opacity)).toBe('1');
  expect(await hint.evaluate((element) => getComputedStyle(element, '::after').content)).toBe('"›"');
}

describe('header and top navigation', () => {
  it('fit a 360 px phone in English and Portuguese, on several pages, with no tab cut', async () => {
    await asSubscriber(browser, subscriber, phone, '/play/newdashboard', async (page) => {
      const english = ['Live TV', 'TV Shows', 'Movies', 'Sport', 'TV Guide'];
      await expectPhoneHeader(page, 'Logout', 'Sections', english);
      await page.goto('/play/tvguide');
      // The current page's tab is in view when the page opens, even though it is the last one.
      const current = page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('link', { name: 'TV Guide' });
      await current.waitFor();
      expect(await current.getAttribute('aria-current')).toBe('page');
      await expect
        .poll(async () => {
          const place = await current.boundingBox();
          return place!.x + place!.width;
        })
        .toBeLessThanOrEqual(phone.width);
      await expectPhoneHeader(page, 'Logout', 'Sections', english);

      // The drawer says 'Live TV' too.
      await page.getByRole('button', { name: 'Main menu' }).click();
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Live TV' })
        .waitFor();
      await page.keyboard.press('Escape');
      // Closing slides the drawer away: its Logout is hidden once it has gone.
      await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ state: 'hidden' });

      await page.getByRole('combobox', { name: 'Language' }).selectOption('pt');
      const portuguese = ['TV em direto', 'Séries de TV', 'Filmes', 'Desporto', 'Guia de TV'];
      await expectPhoneHeader(page, 'Sair', 'Secções', portuguese);
      await page.goto('/play/moviespage');
      await expectPhoneHeader(page, 'Sair', 'Secções', portuguese);
    });
  });

  it('keep the navigation on one row without a scroll hint on a desktop, down to 1024 px, in both languages', async () => {
    for (const { language, live } of [
      { language: 'gb', live: 'Live TV' },
      { language: 'pt', live: 'TV em direto' },
    ]) {
      for (const width of [1024, desktop.width]) {
        const context = await signedInContext(browser, subscriber, { ...desktop, width });
        try {
          await context.addInitScript((chosen) => localStorage.setItem('glotv.lang', chosen), language);
          const page = await context.newPage();
          await page.goto('/play/channelspage');
          const nav = page.locator('nav.top-nav');
          await nav.getByRole('link', { name: live }).waitFor();
          const where = `${language} at ${width} px`;
          const scroller = nav.locator('.side-scroll__track');
          expect(
            await scroller.evaluate((element) => element.scrollWidth <= element.clientWidth),
            where,
          ).toBe(true);
          expect(await nav.locator('.side-scroll').getAttribute('data-more-after'), where).toBeNull();
          const header = await page.locator('.site-header').boundingBox();
          expect(header!.height, where).toBeLessThan(80);
        } finally {
          await context.close();
        }
      }
    }
  });

  it('gives a visitor on a phone Register and Sign In inside the screen', async () => {
    const { context, page } = await openPage(browser, '/play/newloginpath', phone);
    try {
      await page.getByRole('button', { name: 'Register', exact: true }).waitFor();
      for (const box of await headerBoxes(page)) {
        expect(box.left, box.text).toBeGreaterThanOrEqual(0);
        expect(box.right, box.text).toBeLessThanOrEqual(phone.width);
      }
    } finally {
      await context.close();
    }
  });
});
