import { apiClientBasic, PortalApi, randomEmail, randomGloNumber } from '@glotv/testing/portal-api';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktop, phone, type Viewport } from './support/browser.ts';
import {
  launchPlayerBrowser,
  playedPast,
  viewerCatalog,
  waitForMedia,
  waitForStream,
} from './support/player.ts';

const payTitle = 'Data Bundle or Access Pack required';
const success = 'Payment successful. Your package is now active.';
const password = 'Secret-123';

const baseUrl = inject('portalUrl');
let browser: Browser;
let serial = 0;

beforeAll(async () => {
  browser = await launchPlayerBrowser();
  // The demo media is made in the background on first start: wait until titles play.
  const context = await newSubscriber('email', desktop);
  try {
    const { userId, movie } = await viewerCatalog(context);
    await waitForMedia(context, userId, movie.id);
  } finally {
    await context.close();
  }
}, 300_000);
afterAll(async () => {
  await browser?.close();
});

/** A new subscriber registered through the API (OTP from the outbox), signed in in a browser context of its own. */
async function newSubscriber(kind: 'glo' | 'email', viewport: Viewport): Promise<BrowserContext> {
  serial += 1;
  const number = randomGloNumber();
  const email = randomEmail('pay');
  await new PortalApi(baseUrl).signUp(kind === 'glo' ? { number } : { email }, password);

  const context = await browser.newContext({ viewport, baseURL: baseUrl });
  const login = await context.request.post('/api/client/v1/global/login', {
    headers: {
      Authorization: apiClientBasic,
      'X-Session-Mode': 'cookie',
    },
    data: {
      username: kind === 'glo' ? number : email,
      password,
      device: `e2e-pay-${serial}`,
      device_class: 'desktop',
    },
  });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()} ${await login.text()}`);
  return context;
}

const CARD_3_DAY = 6;

/** A movie of the demo catalog that the package includes. */
async function movieInPackage(context: BrowserContext, packageId: number) {
  const response = await context.request.get('/api/client/v1/glotv/categories/vod/content');
  const categories = (await response.json()) as {
    data: { content: { id: number; type: string; packages: { id: number }[] }[] }[];
  };
  const movie = categories.data
    .flatMap((category) => category.content)
    .find((item) => item.type === 'movie' && item.packages.some((pack) => pack.id === packageId));
  if (!movie) throw new Error(`no movie in package ${packageId}`);
  return movie;
}

function dialog(page: Page, title: string) {
  return page.getByRole('dialog', { name: title, exact: true });
}

/** Presses a package card and goes through the payment option step of modal 12. */
async function choosePackage(page: Page, packageTitle: string, method: 'Pay with airtime' | 'Pay with card') {
  await page.getByRole('button', { name: new RegExp(`^Buy ${packageTitle} for`) }).click();
  await dialog(page, 'Choose how to pay').getByRole('button', { name: method }).click();
  return dialog(page, method);
}

async function okAfterSuccess(page: Page) {
  await dialog(page, success).getByRole('button', { name: 'OK' }).click();
  await page.waitForURL('**/play/newdashboard');
}

describe('buying a package', () => {
  it('lets a Glo subscriber buy Lite by airtime and then watch a paid channel without the pay prompt', async () => {
    const context = await newSubscriber('glo', phone);
    try {
      const page = await context.newPage();
      await page.goto('/play/channelspage');
      await page
        .getByRole('tabpanel')
        .getByRole('link', { name: /Naija Business Live/ })
        .click();
      await dialog(page, payTitle).getByRole('button', { name: 'OK' }).click();
      await page.waitForURL('**/play/packagespage');

      const confirm = await choosePackage(page, 'Lite', 'Pay with airtime');
      await confirm.getByText('Pay ₦900 for Lite from your airtime?').waitFor();
      await confirm.getByRole('button', { name: 'Continue' }).click();
      await okAfterSuccess(page);
      await page
        .getByText(/^Active until/)
        .first()
        .waitFor();

      await page.goto('/play/channelspage');
      const address = page.waitForResponse((response) =>
        /\/live\/channels\/[^/]+$/.test(new URL(response.url()).pathname),
      );
      await page
        .getByRole('tabpanel')
        .getByRole('link', { name: /Naija Business Live/ })
        .click();
      await page.waitForURL('**/play/channelsplayer?**');
      expect((await address).status()).toBe(200);
      expect(await playedPast(page, 1, 60_000)).toBeGreaterThan(1);
      expect(await page.getByRole('dialog').count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('charges a double-clicked airtime confirmation once', async () => {
    const context = await newSubscriber('glo', desktop);
    try {
      const page = await context.newPage();
      await page.goto('/play/packagespage');
      const confirm = await choosePackage(page, 'Lite', 'Pay with airtime');
      await confirm.getByRole('button', { name: 'Continue' }).dblclick();
      await okAfterSuccess(page);

      const me = (await (await context.request.get('/api/client/v1/global/me')).json()) as {
        data: { user_id: string };
      };
      const history = await context.request.get(`/api/client/v1/glotv/users/${me.data.user_id}/purchases`);
      expect(history.status()).toBe(200);
      const purchases = ((await history.json()) as { data: { package_title: string }[] }).data;
      expect(purchases.filter((purchase) => purchase.package_title === 'Lite')).toHaveLength(1);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('lets any other subscriber buy the 3-day access pack through the card checkout, watch a movie, and be asked again after expiry', async () => {
    const context = await newSubscriber('email', desktop);
    try {
      const { userId } = await viewerCatalog(context);
      const movie = await movieInPackage(context, CARD_3_DAY);
      const page = await context.newPage();
      await page.goto('/play/packagespage');

      const form = await choosePackage(page, '3-day VOD', 'Pay with card');
      await form.getByLabel('Name').fill('Ada Obi');
      expect(await form.getByRole('button', { name: 'Continue' }).count()).toBe(0);
      await form.getByLabel('Phone').fill('8091234567');
      await form.getByRole('button', { name: 'Continue' }).click();

      // The card provider's hosted checkout (the simulator), then back to the packages page.
      await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
      await page.getByText('₦150').waitFor();
      await page.getByRole('button', { name: 'Pay now' }).click();
      await page.waitForURL('**/play/packagespage**');
      await okAfterSuccess(page);

      await waitForStream(context, `/api/client/v1/glotv/users/${userId}/vod/movies/${movie.id}`);
      await page.goto(`/play/moviesdetailpage?movieID=${movie.id}`);
      await page.getByRole('link', { name: 'Play Movie' }).click();
      await page.waitForURL('**/play/moviestreampage**');
      expect(await playedPast(page, 1, 60_000)).toBeGreaterThan(1);
      expect(await page.getByRole('dialog').count()).toBe(0);

      await page.goto('/play/newdashboard');
      await page.getByRole('button', { name: 'Main menu' }).click();
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Purchase history' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Purchase history' }).waitFor();
      const bought = page.getByRole('listitem').filter({ hasText: '3-day VOD' });
      await bought.getByText('Paid by card').waitFor();
      await bought.getByText('Active', { exact: true }).waitFor();
      await bought.getByText(/^Active until/).waitFor();

      const expired = await context.request.post('/dev/packages/expire');
      expect(expired.ok()).toBe(true);
      await page.goto(`/play/moviesdetailpage?movieID=${movie.id}`);
      await page.getByRole('link', { name: 'Play Movie' }).click();
      await dialog(page, payTitle).getByText('GLO-TV Access Pack required. Click OK to get.').waitFor();
    } finally {
      await context.close();
    }
  }, 120_000);

  it('pays ₦1 on the test payment page through the checkout, and shows a sample virtual card', async () => {
    const context = await newSubscriber('email', phone);
    try {
      const page = await context.newPage();
      await page.goto('/play/testflutterwave');
      await page.getByRole('heading', { level: 1, name: 'Test payment' }).waitFor();
      await page.getByRole('button', { name: 'Create a sample virtual card' }).click();
      await page.getByText('Masked number').waitFor();
      expect(await page.getByText(/^5366\d{2}\*{5}\d{4}$/).count()).toBe(1);

      await page.getByRole('button', { name: 'Pay now' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
      await page.getByText(/^₦1 NGN$/).waitFor();
      await page.getByRole('button', { name: 'Pay now' }).click();
      await page.waitForURL('**/play/testflutterwave?**');
      await page.getByRole('status').getByText('Payment successful: ₦1').waitFor();
    } finally {
      await context.close();
    }
  }, 120_000);
});
