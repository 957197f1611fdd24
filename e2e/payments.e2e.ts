import { apiClientBasic, PortalApi, randomEmail, randomGloNumber } from '@glotv/testing/portal-api';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktop, phone, throttleToSlowLink, type Viewport } from './support/browser.ts';
import {
  grantPackage,
  launchPlayerBrowser,
  playedPast,
  viewerCatalog,
  waitForMedia,
  waitForStream,
} from './support/player.ts';

const payTitle = 'Data Bundle or Access Pack required';
const success = 'Payment successful. Your package is now active.';
const password = 'Secret-123';

/** Every package unlocks every movie: the pay prompt offers the subscriber's five, cheapest first. */
const offersCheapestFirst = [
  'Buy 3-day VOD for ₦150',
  'Buy 7-day VOD for ₦450',
  'Buy Lite for ₦900',
  'Buy 30-day VOD for ₦1,400',
  'Buy Max for ₦3,200',
];

const CARD_3_DAY = 6;

const baseUrl = inject('portalUrl');
let browser: Browser;
let serial = 0;
/** A movie whose media is linked, so that buying it leads straight to playback. */
let movieId: number;

beforeAll(async () => {
  browser = await launchPlayerBrowser();
  // The demo media is made in the background on first start: wait until the movie plays for a buyer.
  const context = await newSubscriber('email', desktop);
  try {
    const { userId, movie } = await viewerCatalog(context);
    await waitForMedia(context, userId, movie.id);
    await grantPackage(context, CARD_3_DAY);
    await waitForStream(context, `/api/client/v1/glotv/users/${userId}/vod/movies/${movie.id}`);
    movieId = movie.id;
  } finally {
    await context.close();
  }
}, 300_000);
afterAll(async () => {
  await browser?.close();
});

/** A new subscriber registered through the API (OTP from the outbox), signed in in a browser context of its own. */
async function newSubscriber(
  kind: 'glo' | 'email',
  viewport: Viewport,
  number = randomGloNumber(),
): Promise<BrowserContext> {
  serial += 1;
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

/** Presses Play Movie on a movie not bought yet: the pay prompt, with the packages that unlock the movie. */
async function openPayPrompt(page: Page, text: string) {
  await page.goto(`/play/moviesdetailpage?movieID=${movieId}`);
  await page.getByRole('link', { name: 'Play Movie' }).click();
  const prompt = dialog(page, payTitle);
  await prompt.getByText(text).waitFor();
  const offers = prompt.getByRole('button', { name: /^Buy / });
  await offers.first().waitFor();
  expect(await offers.evaluateAll((buttons) => buttons.map((button) => button.ariaLabel))).toEqual(
    offersCheapestFirst,
  );
  await prompt.getByText('All movies · Valid for 3 days').waitFor();
  return prompt;
}

/** After 'Payment successful', OK leads to the player of the movie the prompt was for, and it plays. */
async function okToPlayback(page: Page) {
  await dialog(page, success).getByRole('button', { name: 'OK' }).click();
  await page.waitForURL(`**/play/moviestreampage?movieID=${movieId}`);
  expect(await playedPast(page, 1, 90_000)).toBeGreaterThan(1);
  expect(await page.getByRole('dialog').count()).toBe(0);
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

      // All five bundles are on the 360 px page, none pushed off to the side; each card is a button to buy.
      const cards = page.getByRole('button', { name: /^Buy .+ for ₦[\d,]+$/ });
      await page.getByRole('button', { name: 'Buy 30-day VOD for ₦1,400' }).waitFor();
      expect(await cards.count()).toBe(5);
      for (const card of await cards.all()) {
        const box = await card.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= phone.width).toBe(true);
        expect(await card.getByText('Buy', { exact: true }).isVisible()).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        phone.width,
      );

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

  it('lets a Glo subscriber on a slow phone pay by airtime from the pay prompt of a locked movie and land on it playing', async () => {
    const context = await newSubscriber('glo', phone);
    try {
      const page = await context.newPage();
      await page.goto('/play/newdashboard');
      await throttleToSlowLink(page);
      const prompt = await openPayPrompt(page, 'GLO-TV Data Bundle required. Click OK to get.');
      await prompt.getByText('You pay from your airtime.').waitFor();

      await prompt.getByRole('button', { name: 'Buy 3-day VOD for ₦150' }).click();
      const confirm = dialog(page, 'Pay with airtime');
      await confirm.getByText('Pay ₦150 for 3-day VOD from your airtime?').waitFor();
      await confirm.getByRole('button', { name: 'Continue' }).click();
      await okToPlayback(page);
    } finally {
      await context.close();
    }
  }, 180_000);

  it('keeps a Glo subscriber without airtime on the movie, with the reason, when paying from the pay prompt fails', async () => {
    // The charging gateway's 08050000001 has no airtime.
    const context = await newSubscriber('glo', phone, '8050000001');
    try {
      const page = await context.newPage();
      const prompt = await openPayPrompt(page, 'GLO-TV Data Bundle required. Click OK to get.');
      await prompt.getByRole('button', { name: 'Buy 3-day VOD for ₦150' }).click();
      await dialog(page, 'Pay with airtime').getByRole('button', { name: 'Continue' }).click();
      const failure = dialog(page, 'Insufficient funds. Please top up and try again.');
      await failure.getByRole('button', { name: 'OK' }).click();
      await failure.waitFor({ state: 'detached' });
      const url = new URL(page.url());
      expect(`${url.pathname}${url.search}`).toBe(`/play/moviesdetailpage?movieID=${movieId}`);
      expect(await page.getByRole('dialog').count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('lets any other subscriber pay by card from the pay prompt, through the checkout back to the playing movie, and be asked again after expiry', async () => {
    const context = await newSubscriber('email', desktop);
    try {
      const page = await context.newPage();
      const prompt = await openPayPrompt(page, 'GLO-TV Access Pack required. Click OK to get.');
      await prompt.getByText('You pay by card.').waitFor();
      await prompt.getByRole('button', { name: 'Buy 3-day VOD for ₦150' }).click();

      // The card form says what it still needs where Continue would be (the e-mail is the account's).
      const form = dialog(page, 'Pay with card');
      const missing = form.getByRole('status').filter({ hasText: 'Still needed to continue:' });
      await missing.getByText('Name: at least 3 characters').waitFor();
      await missing.getByText('Phone: at least 3 digits').waitFor();
      expect(await missing.getByText(/^E-mail/).count()).toBe(0);
      await form.getByLabel('Name').fill('Ada Obi');
      expect(await missing.getByText(/^Name/).count()).toBe(0);
      expect(await form.getByRole('button', { name: 'Continue' }).count()).toBe(0);
      await form.getByLabel('Phone').fill('8091234567');
      expect(await missing.count()).toBe(0);
      await form.getByRole('button', { name: 'Continue' }).click();

      // The card provider's hosted checkout (the simulator), then back through the packages page to the movie.
      await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
      await page.getByText('₦150').waitFor();
      await page.getByRole('button', { name: 'Pay now' }).click();
      await page.waitForURL('**/play/packagespage**');
      await okToPlayback(page);

      await page.goto('/play/newdashboard');
      await page.getByRole('button', { name: 'Main menu' }).click();
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Purchase history' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Purchase history' }).waitFor();
      const bought = page.getByRole('listitem').filter({ hasText: '3-day VOD' });
      await bought.getByText('₦150', { exact: true }).waitFor();
      await bought.getByText('Paid by card').waitFor();
      await bought.getByText('Active', { exact: true }).waitFor();
      await bought.getByText(/^Active until/).waitFor();

      const expired = await context.request.post('/dev/packages/expire');
      expect(expired.ok()).toBe(true);
      await page.goto(`/play/moviesdetailpage?movieID=${movieId}`);
      await page.getByRole('link', { name: 'Play Movie' }).click();
      await dialog(page, payTitle).getByText('GLO-TV Access Pack required. Click OK to get.').waitFor();
    } finally {
      await context.close();
    }
  }, 180_000);

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
