import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktop, launchBrowser } from './support/browser.ts';
import { registerSubscriber, signedInContext } from './support/catalog.ts';
import { signedInStaff } from './support/console.ts';

const baseUrl = inject('portalUrl');
const LITE = { uid: 'glo-glotvlite', title: 'Lite', price: '₦900', priceKobo: 90_000 };
const NEW_PRICE = { naira: '950', shown: '₦950' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title, exact: true });

async function buyLiteByAirtime(page: Page): Promise<void> {
  await page.goto('/play/packagespage');
  await page.getByRole('button', { name: `Buy ${LITE.title} for ${LITE.price}` }).click();
  await dialog(page, 'Choose how to pay').getByRole('button', { name: 'Pay with airtime' }).click();
  await dialog(page, 'Pay with airtime').getByRole('button', { name: 'Continue' }).click();
  await dialog(page, 'Payment successful. Your package is now active.')
    .getByRole('button', { name: 'OK' })
    .click();
}

/** Puts a package's price back through the console's API, so that later test files meet the seeded one. */
async function restorePrice(editor: Page): Promise<void> {
  const origin = new URL(baseUrl).origin;
  const list = await editor.request.get('/api/console/v1/packages');
  const packages = ((await list.json()) as { data: { id: number; uid: string }[] }).data;
  const lite = packages.find((pack) => pack.uid === LITE.uid);
  if (!lite) throw new Error(`no package ${LITE.uid}`);
  const restored = await editor.request.patch(`/api/console/v1/packages/${lite.id}`, {
    data: { price_kobo: LITE.priceKobo },
    headers: { origin },
  });
  if (!restored.ok()) throw new Error(`restoring the price answered ${restored.status()}`);
}

describe('a package price changed in the console', () => {
  it("shows on the subscriber's packages page at once, while the purchase history keeps the price paid", async () => {
    const subscriber = await signedInContext(browser, await registerSubscriber('glo'), desktop);
    const { page: editor } = await signedInStaff(browser, desktop, 'editor');
    try {
      const page = await subscriber.newPage();
      await buyLiteByAirtime(page);

      await editor.getByRole('navigation').getByRole('link', { name: 'Packages' }).click();
      await editor.getByRole('button', { name: `Edit ${LITE.title} (Airtime (Glo))` }).click();
      await editor.getByLabel('Price (₦)').fill(NEW_PRICE.naira);
      await editor.getByRole('button', { name: 'Save changes' }).click();
      await editor.getByText(`${LITE.title} saved.`).waitFor();
      await editor.locator(`[data-uid="${LITE.uid}"]`).getByText(NEW_PRICE.shown).waitFor();

      await page.goto('/play/packagespage');
      await page.getByRole('button', { name: `Buy ${LITE.title} for ${NEW_PRICE.shown}` }).waitFor();
      expect(await page.getByRole('button', { name: `Buy ${LITE.title} for ${LITE.price}` }).count()).toBe(0);

      await page.goto('/play/purchasehistory');
      const bought = page.locator('.purchase-history__item').filter({ hasText: LITE.title });
      await bought.first().waitFor();
      expect(await bought.count()).toBe(1);
      expect(await bought.locator('.purchase-history__price').textContent()).toBe(LITE.price);

      // The same in Portuguese: the new price on the card, the old one in the history.
      await page.evaluate(() => localStorage.setItem('glotv.lang', 'pt'));
      await page.goto('/play/packagespage');
      await page.getByRole('button', { name: new RegExp(`^Comprar .+ por ${NEW_PRICE.shown}$`) }).waitFor();
      await page.goto('/play/purchasehistory');
      await page.getByRole('heading', { name: 'Histórico de compras' }).waitFor();
      expect(await page.locator('.purchase-history__price').first().textContent()).toBe(LITE.price);
    } finally {
      await restorePrice(editor).finally(async () => {
        await editor.context().close();
        await subscriber.close();
      });
    }
  }, 60_000);
});
