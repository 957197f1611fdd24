import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktop, launchBrowser, phone } from './support/browser.ts';
import { signedInStaff } from './support/console.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Puts the limit back through the console's API, so that later test files meet the one they started with. */
async function restoreLimit(admin: Page, limit: number): Promise<void> {
  const restored = await admin.request.put('/api/console/v1/settings', {
    data: { stream_limit: limit },
    headers: { origin: new URL(inject('portalUrl')).origin },
  });
  if (!restored.ok()) throw new Error(`restoring the stream limit answered ${restored.status()}`);
}

describe("the admin's settings", () => {
  it('change the stream limit to 1 and back, refuse 21 on the field, and show both changes in the audit log', async () => {
    const { page, email } = await signedInStaff(browser, desktop, 'admin');
    const field = page.getByRole('spinbutton', { name: 'Devices that may play at once, per subscriber' });
    let before: number | undefined;
    try {
      await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      before = Number(await field.inputValue());
      expect(before).toBeGreaterThanOrEqual(2);

      await field.fill('21');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Enter a whole number from 1 to 20.').waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');

      await field.fill('1');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('status').getByText('Saved.').waitFor();
      await page.getByText(`Last changed by ${email}`, { exact: false }).waitFor();
      await page.screenshot({ path: '/tmp/console-settings-1280.png', fullPage: true });
      await page.setViewportSize(phone);
      await page.screenshot({ path: '/tmp/console-settings-360.png', fullPage: true });
      await page.setViewportSize(desktop);

      await field.fill(String(before));
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('status').getByText('Saved.').waitFor();
      expect(await field.inputValue()).toBe(String(before));

      await page.getByRole('navigation').getByRole('link', { name: 'Audit log' }).click();
      const changes = page.locator('.console-audit[data-action="settings.change"]', { hasText: email });
      await changes.first().waitFor();
      expect(await changes.count()).toBe(2);
      await changes.first().getByText('Before and after').click();
      expect(await changes.first().locator('pre').allTextContents()).toEqual([
        JSON.stringify({ stream_limit: 1 }, null, 2),
        JSON.stringify({ stream_limit: before }, null, 2),
      ]);
    } finally {
      if (before !== undefined) await restoreLimit(page, before);
      await page.context().close();
    }
  });
});
