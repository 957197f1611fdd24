import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktop, launchBrowser, phone, type Viewport } from './support/browser.ts';
import { registerSubscriber, type Subscriber, signedInContext } from './support/catalog.ts';
import { inPortuguese, Walk } from './support/interface-language.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function closeModal(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.locator('dialog[open]').waitFor({ state: 'detached' });
}

async function walkSignedOut(viewport: Viewport): Promise<string[]> {
  const context = await browser.newContext({ viewport, baseURL: inject('portalUrl') });
  await inPortuguese(context);
  try {
    const page = await context.newPage();
    const walk = new Walk(page);
    await page.goto('/play/');
    await page.getByRole('button', { name: 'Registar', exact: true }).first().waitFor();
    await walk.check('landing');

    await page.getByRole('button', { name: 'Registar', exact: true }).first().click();
    await page.locator('dialog[open]').waitFor();
    await walk.check('registration choice');
    await page.getByRole('button', { name: 'GLO', exact: true }).click();
    await page.locator('dialog[open] input').first().waitFor();
    await walk.check('Glo sign-up');
    await page.locator('dialog[open] input').first().fill('805');
    await walk.check('Glo sign-up, half filled');
    await closeModal(page);

    await page.getByRole('button', { name: 'Registar', exact: true }).first().click();
    await page.getByRole('button', { name: 'OUTROS', exact: true }).click();
    await page.locator('dialog[open] input').first().waitFor();
    await walk.check('e-mail sign-up');
    await closeModal(page);

    await page.getByRole('button', { name: 'Entrar', exact: true }).first().click();
    await page.locator('dialog[open] input').first().waitFor();
    await walk.check('sign in');
    await page.getByRole('button', { name: 'Esqueceu-se da palavra-passe?' }).click();
    await page.locator('dialog[open] input').first().waitFor();
    await walk.check('forgotten password');
    return walk.found;
  } finally {
    await context.close();
  }
}

async function walkSignedIn(subscriber: Subscriber, viewport: Viewport): Promise<string[]> {
  const context = await signedInContext(browser, subscriber, viewport);
  await inPortuguese(context);
  try {
    const page = await context.newPage();
    const walk = new Walk(page);
    const open = async (path: string, screen: string) => {
      await page.goto(path);
      await page.locator('main').first().waitFor();
      await walk.check(screen);
    };

    await open('/play/newdashboard', 'dashboard');
    await page.locator('main a[href*="moviesdetailpage"]').first().click();
    await page.waitForURL('**/moviesdetailpage**');
    await walk.check('movie detail');
    await page
      .locator('main a[href*="moviestreampage"], main button')
      .filter({ hasText: /filme/i })
      .first()
      .click();
    await page.locator('dialog[open]').waitFor();
    await walk.check('pay prompt');
    await closeModal(page);

    await open('/play/moviespage', 'movies');
    await open('/play/tvshowspage', 'TV shows');
    await page.locator('main a[href*="/series"]').first().click();
    await page.waitForURL('**/series**');
    await walk.check('series detail');

    await open('/play/channelspage', 'channels');
    await page.locator('main a[href*="channelsplayer"], main li button').first().click();
    await page.waitForTimeout(1500);
    await walk.check('channel player');
    await open('/play/tvguide', 'TV guide');
    await open('/play/packagespage', 'packages');
    await page.locator('main').getByRole('button').first().click();
    await page.locator('dialog[open]').waitFor();
    await walk.check('payment');
    const method = subscriber.kind === 'glo' ? 'Pagar com saldo' : 'Pagar com cartão';
    await page.locator('dialog[open]').getByRole('button', { name: method }).click();
    await walk.check('payment, next step');
    if (subscriber.kind === 'glo') {
      await page.locator('dialog[open]').getByRole('button', { name: 'Continuar' }).click();
      await page
        .locator('dialog[open]')
        .getByText(/Pagamento efetuado|falhou|incompleta|confirmar/)
        .waitFor();
      await walk.check('payment result');
    }
    await closeModal(page);

    await open('/play/purchasehistory', 'purchase history');
    await open('/play/changepassword', 'change password');
    await open('/play/errorpage', 'error page');
    await page.goto('/play/newdashboard');
    await page.getByRole('button', { name: /menu/i }).first().click();
    await walk.check('side drawer');
    return walk.found;
  } finally {
    await context.close();
  }
}

describe('the Portuguese interface', () => {
  it('shows no English word when signed out, on a phone and a desktop', async () => {
    const found = [...(await walkSignedOut(phone)), ...(await walkSignedOut(desktop))];
    expect(found).toEqual([]);
  });

  it('shows no English word to a Glo subscriber on any page of a phone', async () => {
    const found = await walkSignedIn(await registerSubscriber('glo'), phone);
    expect(found).toEqual([]);
  }, 120_000);

  it('shows no English word to an e-mail subscriber paying by card on a desktop', async () => {
    const found = await walkSignedIn(await registerSubscriber('email'), desktop);
    expect(found).toEqual([]);
  }, 120_000);

  it('would notice an English word: the English dashboard is full of them', async () => {
    const context = await signedInContext(browser, await registerSubscriber('glo'), phone);
    try {
      const page = await context.newPage();
      const walk = new Walk(page);
      await page.goto('/play/newdashboard');
      await page.locator('main').first().waitFor();
      await walk.check('dashboard in English');
      expect(walk.found.length).toBeGreaterThan(5);
    } finally {
      await context.close();
    }
  });
});
