import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readOtp, smsTo, uniqueGloNumber } from './support/accounts.ts';
import { desktop } from './support/browser.ts';
import { focusedElement, named, tabTo } from './support/keyboard.ts';
import { openPlayerBrowser, playedPast, type ViewerCatalog } from './support/player.ts';

const password = 'Secret-123';
const baseUrl = inject('portalUrl');

let browser: Browser;
let catalog: ViewerCatalog;

beforeAll(async () => {
  // The demo media is made in the background on first start: the journey ends playing a movie.
  ({ browser, catalog } = await openPlayerBrowser(baseUrl, desktop));
}, 300_000);
afterAll(() => browser?.close());

async function expectFocusIn(page: Page, title: string): Promise<void> {
  await page.getByRole('dialog', { name: title, exact: true }).waitFor();
  await page.waitForFunction((name) => {
    const dialog = document.activeElement?.closest('dialog');
    const id = dialog?.getAttribute('aria-labelledby');
    return id ? document.getElementById(id)?.textContent === name : false;
  }, title);
}

describe('the keyboard alone', () => {
  it('signs up with a Glo number and OTP, buys a package from a movie and plays it', async () => {
    const context = await browser.newContext({ viewport: desktop, baseURL: baseUrl });
    try {
      const page = await context.newPage();
      await page.goto('/play/newloginpath');
      await page.getByRole('button', { name: 'Register', exact: true }).first().waitFor();

      // A modal takes the focus, keeps it inside however far one tabs, closes on Escape and gives it back.
      await tabTo(page, named('Sign In'), 'the Sign In button');
      await page.keyboard.press('Enter');
      await expectFocusIn(page, 'Sign In');
      for (let press = 0; press < 12; press++) {
        await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
        expect((await focusedElement(page)).dialog).toBe('Sign In');
      }
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect((await focusedElement(page)).name).toBe('Sign In');

      await tabTo(page, named('Register'), 'the Register button');
      await page.keyboard.press('Enter');
      await expectFocusIn(page, 'Click to Register');
      await tabTo(page, named('GLO'), 'GLO', { limit: 6 });
      await page.keyboard.press('Enter');

      const number = uniqueGloNumber();
      await expectFocusIn(page, 'Create your account');
      // The first field takes the focus when the modal opens.
      await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
      expect(await focusedElement(page)).toMatchObject({
        name: expect.stringMatching(/^Mobile number\b/),
        indicated: true,
      });
      await page.keyboard.type(number);
      await tabTo(page, named(/^Password\b/), 'the password field', { limit: 6 });
      await page.keyboard.type(password);
      await tabTo(page, named(/^Confirm password\b/), 'the confirmation field', { limit: 6 });
      await page.keyboard.type(password);
      await tabTo(page, named('Show Password'), 'Show Password', { limit: 6 });
      await page.keyboard.press('Space');
      await tabTo(page, named('Continue'), 'Continue', { limit: 6 });
      await page.keyboard.press('Enter');

      // The OTP boxes: the focus starts in the first and moves on with each digit typed.
      await expectFocusIn(page, 'Enter your OTP');
      await page.waitForFunction(
        () => document.activeElement?.getAttribute('autocomplete') === 'one-time-code',
      );
      const code = await readOtp(smsTo(number));
      await page.keyboard.type(code, { delay: 30 });
      expect((await focusedElement(page)).name).toBe('Digit 6 of 6');
      await tabTo(page, named('Submit'), 'Submit', { limit: 6 });
      await page.keyboard.press('Enter');

      const done = 'Registration completed successfully. Sign in or download the GLO-TV app.';
      await expectFocusIn(page, done);
      if ((await focusedElement(page)).name !== 'Sign In') {
        await tabTo(page, named('Sign In'), 'Sign In', { limit: 10 });
      }
      await page.keyboard.press('Enter');
      await page.waitForURL('**/play/newdashboard');
      await page.locator('#first-view').waitFor({ state: 'detached' });

      // Carousels are one tab stop each: Tab into one that holds the movie, then the arrows walk to it.
      const movieHref = `/play/moviesdetailpage?movieID=${catalog.movie.id}`;
      const movieCarousel = page
        .getByRole('region')
        .filter({ has: page.locator(`a[href="${movieHref}"]`) })
        .first();
      await movieCarousel.waitFor();
      const carouselName = await movieCarousel.evaluate((region) => {
        const id = region.getAttribute('aria-labelledby');
        return id ? (document.getElementById(id)?.textContent ?? '') : '';
      });
      // Its arrow buttons come first; the slides are the one stop after them.
      await tabTo(
        page,
        (focused) => focused.region === carouselName && focused.href !== null,
        `the carousel ${carouselName}`,
        { limit: 150 },
      );
      for (let press = 0; press < 40; press++) {
        if ((await focusedElement(page)).href === movieHref) break;
        await page.keyboard.press('ArrowRight');
      }
      expect((await focusedElement(page)).href).toBe(movieHref);
      await page.keyboard.press('Enter');
      await page.waitForURL(`**${movieHref}`);
      // As a keyboard user does, wait for the movie's page to show before tabbing through it.
      await page.getByRole('link', { name: 'Watch Trailer' }).waitFor();

      await tabTo(page, named('Play Movie'), 'Play Movie');
      await page.keyboard.press('Enter');
      const prompt = 'Data Bundle or Access Pack required';
      await expectFocusIn(page, prompt);
      await page
        .getByRole('dialog', { name: prompt })
        .getByRole('button', { name: /^Buy / })
        .first()
        .waitFor();
      const offer = await tabTo(page, named(/^Buy .+ for ₦/), 'a package offer', { limit: 12 });
      // A Glo subscriber pays from airtime: the prompt goes straight to its confirmation.
      await page.keyboard.press('Enter');
      await expectFocusIn(page, 'Pay with airtime');
      await tabTo(page, named('Continue'), 'Continue', { limit: 6 });
      await page.keyboard.press('Enter');
      const success = 'Payment successful. Your package is now active.';
      await expectFocusIn(page, success);
      await tabTo(page, named('OK'), 'OK', { limit: 4, backwards: true }).catch(async () => {
        expect((await focusedElement(page)).name).toBe('OK');
      });
      expect(offer.name).toMatch(/^Buy /);
      await page.keyboard.press('Enter');
      await page.waitForURL(`**/play/moviestreampage?movieID=${catalog.movie.id}`);
      await playedPast(page, 1, 90_000);

      // The player's own controls and the quality menu are reached by Tab, each showing the focus.
      await tabTo(page, named('Video quality'), 'the quality menu', { limit: 20 });
      // Auto is the last option: Home chooses the first, Data Saver; the picture goes on at 240p and the
      // menu keeps the focus while the choice is saved.
      await page.keyboard.press('Home');
      const menu = page.getByLabel('Video quality');
      expect(await menu.inputValue()).toBe('data_saver');
      await page.getByTestId('playing-height').filter({ hasText: '240p' }).waitFor({ timeout: 60_000 });
      expect(await focusedElement(page)).toMatchObject({ name: 'Video quality', indicated: true });
      expect(await menu.inputValue()).toBe('data_saver');
      const atDataSaver = await playedPast(page, 0, 60_000);
      expect(await playedPast(page, atDataSaver + 1, 60_000)).toBeGreaterThan(atDataSaver + 1);
    } finally {
      await context.close();
    }
  }, 360_000);
});
