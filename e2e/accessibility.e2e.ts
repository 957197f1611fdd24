import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AccessibilityAudit } from './support/accessibility-audit.ts';
import { modal, uniqueGloNumber } from './support/accounts.ts';
import { desktop, openPage, phone, type Viewport } from './support/browser.ts';
import { registerSubscriber, type Subscriber, signedInContext } from './support/catalog.ts';
import {
  grantPackage,
  launchPlayerBrowser,
  playedPast,
  type ViewerCatalog,
  viewerCatalog,
  waitForMedia,
  waitForStream,
} from './support/player.ts';

const _baseUrl = inject('portalUrl');
/** The card 3-day VOD package: every movie, for an e-mail subscriber. */
const CARD_3_DAY = 6;
const password = 'Secret-123';

let browser: Browser;
/** A Glo subscriber who owns nothing yet. */
let gloSubscriber: Subscriber;

beforeAll(async () => {
  browser = await launchPlayerBrowser();
  gloSubscriber = await registerSubscriber('glo');
});
afterAll(() => browser?.close());

/**
 * What the viewer plays, once the demo media (made in the background on first start) is linked to it and the
 * viewer owns every movie.
 */
async function playableCatalog(viewer: Subscriber): Promise<ViewerCatalog> {
  const context = await signedInContext(browser, viewer, desktop);
  try {
    const found = await viewerCatalog(context);
    await waitForMedia(context, found.userId, found.movie.id);
    await grantPackage(context, CARD_3_DAY);
    await waitForStream(context, `/api/client/v1/glotv/users/${found.userId}/vod/movies/${found.movie.id}`);
    return found;
  } finally {
    await context.close();
  }
}

/** The dashboard's server-rendered first view is a picture of the page until the app takes it over. */
async function appReady(page: Page): Promise<void> {
  await page.locator('#first-view').waitFor({ state: 'detached' });
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 30_000 })
    .catch(() => {});
}

async function visit(page: Page, path: string, ready: (page: Page) => Promise<unknown>): Promise<void> {
  await page.goto(path);
  await appReady(page);
  await ready(page);
}

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { name }).first().waitFor();

describe.each([
  ['a 360 px phone', phone],
  ['a 1280 px desktop', desktop],
] as [string, Viewport][])('on %s', (_, viewport) => {
  it('the landing, its account modals and the error pages have no serious WCAG 2.1 AA violation', async () => {
    const audit = new AccessibilityAudit();
    const { context, page } = await openPage(browser, '/play/newloginpath', viewport);
    try {
      await page.getByRole('button', { name: 'Sign In', exact: true }).first().waitFor();
      await audit.check(page, 'landing');

      await page.getByRole('button', { name: 'Sign In', exact: true }).first().click();
      await modal(page, 'Sign In').waitFor();
      await audit.check(page, 'Sign In modal');
      await modal(page, 'Sign In').getByRole('button', { name: 'Forgot password?' }).click();
      await modal(page, 'Reset Password').waitFor();
      await audit.check(page, 'Reset Password modal');
      await page.keyboard.press('Escape');
      await modal(page, 'Reset Password').waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Register', exact: true }).first().click();
      await modal(page, 'Click to Register').waitFor();
      await audit.check(page, 'Click to Register modal');
      await modal(page, 'Click to Register').getByRole('button', { name: 'OTHERS', exact: true }).click();
      await modal(page, 'Create your account').getByLabel('E-mail').waitFor();
      await audit.check(page, 'e-mail sign-up modal');
      await page.keyboard.press('Escape');
      await modal(page, 'Create your account').waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Register', exact: true }).first().click();
      await modal(page, 'Click to Register').getByRole('button', { name: 'GLO', exact: true }).click();
      const form = modal(page, 'Create your account');
      await form.getByLabel('Mobile number').fill('0805');
      await page.getByText('Your number should not begin with 0').waitFor();
      await audit.check(page, 'Glo sign-up modal with an error');
      await form.getByLabel('Mobile number').fill(uniqueGloNumber());
      await form.getByLabel(/^Password\b/).fill(password);
      await form.getByLabel('Confirm password').fill(password);
      await form.getByRole('button', { name: 'Continue' }).click();
      const otp = modal(page, 'Enter your OTP');
      await otp.getByText(/^Resend OTP in \d+ seconds$/).waitFor({ timeout: 30_000 });
      await audit.check(page, 'OTP modal with its countdown');

      await page.goto('/play/errorpage');
      await heading(/./)(page);
      await audit.check(page, 'error page');
      await page.goto('/play/no-such-page');
      await heading(/./)(page);
      await audit.check(page, 'page not found');
    } finally {
      await context.close();
    }
    audit.assertClean();
  }, 300_000);

  /** Opens a page signed in as the Glo subscriber (who owns nothing), audits what `walk` visits, then reports. */
  async function auditSignedIn(
    walk: (page: Page, audit: AccessibilityAudit) => Promise<void>,
  ): Promise<void> {
    const audit = new AccessibilityAudit();
    const context = await signedInContext(browser, gloSubscriber, viewport);
    try {
      await walk(await context.newPage(), audit);
    } finally {
      await context.close();
    }
    audit.assertClean();
  }
  const carousels = (page: Page) => page.getByRole('region').first().waitFor();

  it('the dashboard, the catalog pages and the pay prompt have no serious WCAG 2.1 AA violation', async () => {
    await auditSignedIn(async (page, audit) => {
      const { movie } = await viewerCatalog(page.context());
      await visit(page, '/play/newdashboard', carousels);
      await audit.check(page, 'dashboard');
      if (viewport === phone) {
        await page.getByRole('button', { name: 'Main menu' }).first().click();
        await page.getByRole('button', { name: 'Close menu' }).first().waitFor();
        await audit.check(page, 'side drawer');
        await page.keyboard.press('Escape');
      }
      await visit(page, '/play/moviespage', carousels);
      await audit.check(page, 'movies');
      await visit(page, '/play/tvshowspage', carousels);
      await audit.check(page, 'TV shows');
      await visit(page, `/play/moviesdetailpage?movieID=${movie.id}`, heading(movie.title));
      await audit.check(page, "a movie's detail");
      await page.getByRole('link', { name: 'Play Movie' }).click();
      await modal(page, 'Data Bundle or Access Pack required')
        .getByRole('button', { name: /^Buy / })
        .first()
        .waitFor();
      await audit.check(page, 'pay prompt');
      await visit(page, '/play/series?seriesID=1', (page) => page.locator('#episodes-heading').waitFor());
      await audit.check(page, 'series detail');
    });
  }, 300_000);

  it('live TV and the TV guide have no serious WCAG 2.1 AA violation', async () => {
    await auditSignedIn(async (page, audit) => {
      await visit(page, '/play/channelspage', (page) =>
        page.getByRole('tabpanel').getByRole('link').first().waitFor(),
      );
      await audit.check(page, 'live TV');
      await visit(page, '/play/tvguide', (page) => page.locator('.tv-guide__scroll').waitFor());
      await audit.check(page, 'TV guide');
    });
  }, 300_000);

  it('the packages, the payment modals and the purchase history have no serious WCAG 2.1 AA violation', async () => {
    await auditSignedIn(async (page, audit) => {
      await visit(page, '/play/packagespage', (page) =>
        page
          .getByRole('button', { name: /^Buy .+ for ₦/ })
          .first()
          .waitFor(),
      );
      await audit.check(page, 'packages');
      await page.getByRole('button', { name: /^Buy Lite for/ }).click();
      await modal(page, 'Choose how to pay').waitFor();
      await audit.check(page, 'payment modal: choose how to pay');
      await modal(page, 'Choose how to pay').getByRole('button', { name: 'Pay with airtime' }).click();
      await modal(page, 'Pay with airtime').waitFor();
      await audit.check(page, 'payment modal: airtime');
      await page.keyboard.press('Escape');
      await visit(page, '/play/purchasehistory', heading(/./));
      await audit.check(page, 'purchase history');
    });
  }, 300_000);

  it('devices, change password and search have no serious WCAG 2.1 AA violation', async () => {
    await auditSignedIn(async (page, audit) => {
      await visit(page, '/play/devices', (page) => page.getByRole('listitem').first().waitFor());
      await audit.check(page, 'devices');
      await visit(page, '/play/changepassword', heading(/./));
      await audit.check(page, 'change password');
      await visit(page, '/play/search?q=harmattan', (page) =>
        page
          .getByRole('link', { name: /harmattan/i })
          .first()
          .waitFor(),
      );
      await audit.check(page, 'search results');
      await visit(page, '/play/search?q=zzqqxx', heading(/./));
      await audit.check(page, 'search without results');
    });
  }, 300_000);

  it('the card payment form and the players have no serious WCAG 2.1 AA violation', async () => {
    const audit = new AccessibilityAudit();
    // A viewer of its own: the streams the other width left open count against the two-device limit.
    const viewer = await registerSubscriber('email');
    const catalog = await playableCatalog(viewer);
    const context = await signedInContext(browser, viewer, viewport);
    try {
      const page = await context.newPage();
      await visit(page, '/play/packagespage', (page) =>
        page
          .getByRole('button', { name: /^Buy .+ for ₦/ })
          .first()
          .waitFor(),
      );
      await page.getByRole('button', { name: /^Buy Max for/ }).click();
      await modal(page, 'Choose how to pay').getByRole('button', { name: 'Pay with card' }).click();
      await modal(page, 'Pay with card').waitFor();
      await audit.check(page, 'payment modal: card');
      await page.keyboard.press('Escape');

      await page.goto(`/play/moviestreampage?movieID=${catalog.movie.id}`);
      expect(await playedPast(page, 1, 90_000)).toBeGreaterThan(1);
      await audit.check(page, 'movie player');
      await page.goto(`/play/channelsplayer?uid=${catalog.freeChannel.uid}&id=${catalog.freeChannel.id}`);
      expect(await playedPast(page, 1, 90_000)).toBeGreaterThan(1);
      await audit.check(page, 'live channel player');
    } finally {
      await context.close();
    }
    audit.assertClean();
  }, 420_000);
});
