import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';

/** Today as the reports count days: in Lagos. */
export const lagosToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());

/** An amount as the reports show it: ₦150.00. */
export const naira = (kobo: number) =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'NGN',
    currencyDisplay: 'narrowSymbol',
  }).format(kobo / 100);

/** Today's figures of a report as the API answers them to this member of staff (an analyst or an admin). */
export async function reportToday<T>(page: Page, report: 'sales' | 'streaming'): Promise<T> {
  const today = lagosToday();
  const answer = await page.request.get(`/api/console/v1/reports/${report}?from=${today}&to=${today}`);
  if (!answer.ok()) throw new Error(`the ${report} report answered ${answer.status()}`);
  return ((await answer.json()) as { data: T }).data;
}

/** Today's revenue (kobo), from the API. */
export async function revenueToday(page: Page): Promise<number> {
  const sales = await reportToday<{ days: { revenue_kobo: number }[] }>(page, 'sales');
  return sales.days[0]!.revenue_kobo;
}

/** Opens Reports from the navigation; answers the sales and streaming sections of the page. */
export async function openReports(page: Page): Promise<{ sales: Locator; streaming: Locator }> {
  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
  await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
  return {
    sales: page.locator('[data-report="sales"]'),
    streaming: page.locator('[data-report="streaming"]'),
  };
}

/** The revenue (kobo) the sales section's 'Per day' table shows for today, its last row; checks its format. */
export async function revenueShownToday(sales: Locator): Promise<number> {
  const perDay = sales.getByRole('table', { name: 'Per day' });
  await perDay.waitFor();
  const cell = perDay.locator('tbody tr').last().locator('td').nth(2);
  const text = (await cell.textContent()) ?? '';
  const kobo = Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
  if (text !== naira(kobo)) throw new Error(`today's revenue reads ${text}, not ${naira(kobo)}`);
  return kobo;
}

/** Downloads the CSV of the table named `table` in a report section: its text and suggested file name. */
export async function downloadCsv(
  page: Page,
  section: Locator,
  table: string,
): Promise<{ csv: string; filename: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section
      .locator('.report-table')
      .filter({ has: page.getByRole('table', { name: table }) })
      .getByRole('link', { name: 'Download CSV' })
      .click(),
  ]);
  return { csv: fs.readFileSync((await download.path())!, 'utf8'), filename: download.suggestedFilename() };
}
