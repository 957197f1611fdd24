import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { AccessibilityAudit } from './support/accessibility-audit.ts';
import { desktop, launchBrowser, phone, type Viewport } from './support/browser.ts';
import { newConsolePage, signedInStaff } from './support/console.ts';

/** The console's sections an admin sees, by their path under /console/. */
const sections = [
  'staff',
  'settings',
  'audit',
  'packages',
  'live',
  'titles',
  'video',
  'categories',
  'banners',
  'purchases',
  'subscribers',
  'reports',
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each([
  ['a 360 px phone', phone],
  ['a 1280 px desktop', desktop],
] as [string, Viewport][])('the console on %s', (_, viewport) => {
  it('its sign-in and every section have no serious WCAG 2.1 AA violation', async () => {
    const audit = new AccessibilityAudit();
    const visitor = await newConsolePage(browser, viewport);
    try {
      await visitor.goto('/console/');
      await visitor.getByRole('button').first().waitFor();
      await audit.check(visitor, 'console sign-in');
    } finally {
      await visitor.context().close();
    }

    const { page } = await signedInStaff(browser, viewport, 'admin');
    try {
      await audit.check(page, 'console home');
      for (const section of sections) {
        await page.goto(`/console/${section}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page
          .locator('[aria-busy="true"]')
          .first()
          .waitFor({ state: 'detached', timeout: 30_000 })
          .catch(() => undefined);
        await audit.check(page, `console ${section}`);
      }
    } finally {
      await page.context().close();
    }
    audit.assertClean();
  }, 300_000);
});
