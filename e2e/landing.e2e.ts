import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, launchBrowser, openPage, phone } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function expectLanding(path: string, viewport = phone) {
  const { context, page } = await openPage(browser, path, viewport);
  try {
    await page.getByRole('button', { name: 'Register', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign In', exact: true }).first().isVisible()).toBe(true);
    expect(
      await page
        .getByRole('link', { name: /App Store/i })
        .first()
        .isVisible(),
    ).toBe(true);
    expect(
      await page
        .getByRole('link', { name: /Google Play/i })
        .first()
        .isVisible(),
    ).toBe(true);
    return new URL(page.url()).pathname;
  } finally {
    await context.close();
  }
}

describe('the login landing', () => {
  it('renders at /play/ on a phone', async () => {
    expect(await expectLanding('/play/')).toBe('/play/');
  });

  it('renders at /newloginpath and /newregisterpath on a desktop', async () => {
    expect(await expectLanding('/play/newloginpath', desktop)).toBe('/play/newloginpath');
    expect(await expectLanding('/play/newregisterpath', desktop)).toBe('/play/newregisterpath');
  });

  it('is what an unknown path shows', async () => {
    expect(await expectLanding('/play/no/such/page')).toBe('/play/no/such/page');
  });

  it('is reached from the bare host, which redirects to /play/', async () => {
    expect(await expectLanding('/')).toBe('/play/');
  });

  it('switches to Portuguese and remembers it', async () => {
    const { context, page } = await openPage(browser, '/play/');
    try {
      await page.getByRole('button', { name: 'Register', exact: true }).waitFor();
      await page.getByRole('combobox', { name: 'Language' }).selectOption('pt');
      await page.getByRole('button', { name: 'Registar', exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt');
      await page.reload();
      await page.getByRole('button', { name: 'Registar', exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });
});
