import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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
  it('shows what there is to watch, light posters lazily past the first few, and the store badges once', async () => {
    const { context, page } = await openPage(browser, '/play/', phone);
    const posterFetches: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/client/v1/global/images/')) {
        posterFetches.push(`${response.status()} ${response.headers()['content-type']}`);
      }
    });
    try {
      const strip = page.getByRole('region', { name: 'Now on GLO-TV' });
      const posters = strip.getByRole('listitem');
      await posters.first().locator('img').waitFor();
      expect(await posters.count()).toBeGreaterThanOrEqual(4);
      expect(await posters.first().locator('img').getAttribute('alt')).not.toBe('');
      await page.waitForFunction(() => {
        const first = document.querySelector<HTMLImageElement>('.landing-posters img');
        return first?.complete && first.naturalWidth > 0;
      });
      const first = posters.first().locator('img');
      expect(await first.getAttribute('loading')).toBe('eager');
      expect(await first.getAttribute('srcset')).toMatch(/width=120 120w/);
      expect(await posters.nth(5).locator('img').getAttribute('loading')).toBe('lazy');
      // The 96 px poster of a phone comes at a served width, as AVIF or WebP.
      expect(await first.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/width=(120|240)$/);
      expect(posterFetches.length).toBeGreaterThan(0);
      for (const fetched of posterFetches) expect(fetched).toMatch(/^200 image\/(avif|webp)$/);

      expect(await page.getByRole('link', { name: /App Store/i }).count()).toBe(1);
      expect(await page.getByRole('link', { name: /Google Play/i }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('shows each poster as a blur of its colours until the picture arrives', async () => {
    const context = await browser.newContext({ viewport: phone, baseURL: inject('portalUrl') });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      const page = await context.newPage();
      await page.route('**/api/client/v1/global/images/**', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/play/');
      const first = page
        .getByRole('region', { name: 'Now on GLO-TV' })
        .getByRole('listitem')
        .first()
        .locator('img');
      await first.waitFor();
      expect(await first.evaluate((image: HTMLImageElement) => image.style.backgroundImage)).toMatch(
        /^url\("data:image\/webp;base64,/,
      );
      release();
      await expect
        .poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      await expect
        .poll(() => first.evaluate((image: HTMLImageElement) => image.style.backgroundImage))
        .toBe('');
    } finally {
      release();
      await context.close();
    }
  });

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
