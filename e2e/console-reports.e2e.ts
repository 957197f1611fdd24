import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, launchBrowser, phone } from './support/browser.ts';
import { registerSubscriber, signedInContext } from './support/catalog.ts';
import { signedInStaff } from './support/console.ts';
import { downloadCsv, lagosToday, openReports, revenueShownToday, revenueToday } from './support/reports.ts';

/** Set it to a folder to keep pictures of the reports page at 360 and 1280 px. */
const screenshots = process.env.REPORTS_SCREENSHOTS_DIR;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function buyLiteByAirtime(page: Page): Promise<void> {
  const dialog = (title: string) => page.getByRole('dialog', { name: title, exact: true });
  await page.goto('/play/packagespage');
  await page.getByRole('button', { name: 'Buy Lite for ₦900' }).click();
  await dialog('Choose how to pay').getByRole('button', { name: 'Pay with airtime' }).click();
  await dialog('Pay with airtime').getByRole('button', { name: 'Continue' }).click();
  await dialog('Payment successful. Your package is now active.').getByRole('button', { name: 'OK' }).click();
}

describe('the console reports', () => {
  it("show an analyst the day's revenue and the minutes streamed, as the page and as CSV", async () => {
    const { page: analyst } = await signedInStaff(browser, desktop, 'analyst');
    const subscriber = await signedInContext(browser, await registerSubscriber('glo'), desktop);
    try {
      const before = await revenueToday(analyst);
      await buyLiteByAirtime(await subscriber.newPage());
      // The player's logs: a full hour of a channel twice, and the rest on leaving it.
      const channel = { uid: `e2e-reports-${Date.now()}`, name: `Reports channel ${Date.now()}` };
      for (const duration of [1440, 1440, 17]) {
        const logged = await subscriber.request.post('/cm/api/logs/?operator_uid=glotv', {
          data: {
            action: 'Video Played',
            content_type: 'channel',
            content_uid: channel.uid,
            content_name: channel.name,
            duration,
          },
        });
        expect(logged.status()).toBe(200);
      }

      const { sales, streaming } = await openReports(analyst);
      // Today's row counts the ₦900 just paid (and whatever else was sold today meanwhile).
      expect(await revenueShownToday(sales)).toBeGreaterThanOrEqual(before + 90_000);

      const topChannels = streaming.getByRole('table', { name: 'Top channels' });
      const row = topChannels.getByRole('row').filter({ hasText: channel.name });
      await row.waitFor();
      expect(await row.locator('td').last().textContent()).toBe('2,897');
      expect(await streaming.locator('canvas').count()).toBeGreaterThan(0);

      const { csv, filename } = await downloadCsv(analyst, streaming, 'Top channels');
      expect(csv.startsWith('\uFEFFcontent_uid,name,minutes\r\n')).toBe(true);
      expect(csv).toContain(`\r\n${channel.uid},${channel.name},2897\r\n`);
      expect(filename).toMatch(
        new RegExp(`^glotv-streaming-channels-\\d{4}-\\d{2}-\\d{2}-${lagosToday()}\\.csv$`),
      );

      if (screenshots) {
        fs.mkdirSync(screenshots, { recursive: true });
        await analyst.screenshot({ path: path.join(screenshots, 'reports-1280.png'), fullPage: true });
        await analyst.setViewportSize(phone);
        await analyst.reload();
        await topChannels.waitFor();
        await analyst.screenshot({ path: path.join(screenshots, 'reports-360.png'), fullPage: true });
      }
    } finally {
      await subscriber.close();
      await analyst.context().close();
    }
  }, 180_000);
});
