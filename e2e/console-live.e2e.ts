import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktop, launchBrowser, phone, type Viewport } from './support/browser.ts';
import { asSubscriber, registerSubscriber } from './support/catalog.ts';

const stamp = Date.now().toString(36);
const title = `Editor's Special ${stamp}`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

function authenticatorCode(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
}

async function newPage(viewport: Viewport): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: inject('portalUrl') });
  return context.newPage();
}

/** Finishes a set-up link in the page; the member is then signed in. */
async function setUp(page: Page, link: string, password: string): Promise<void> {
  await page.goto(link);
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(password);
  await page.getByLabel(/^6-digit code from the app/).fill(authenticatorCode(secret));
  await page.getByRole('button', { name: 'Finish set-up' }).click();
  await page.getByRole('heading', { name: 'Welcome' }).waitFor();
}

/** XMLTV time, in UTC+01:00. */
function xmltvTime(at: number): string {
  const local = new Date(at + 3_600_000).toISOString();
  return `${local.slice(0, 4)}${local.slice(5, 7)}${local.slice(8, 10)}${local.slice(11, 13)}${local.slice(14, 16)}00 +0100`;
}

describe('Live TV in the console', () => {
  it("the editor imports an XMLTV file and the subscriber's TV guide shows it", async () => {
    const made = await fetch(new URL('/dev/console/add-admin', inject('portalUrl')), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `admin-live-${stamp}@staff.example.com` }),
    });
    const { setup_url } = ((await made.json()) as { data: { setup_url: string } }).data;
    const admin = await newPage(desktop);
    await setUp(admin, setup_url, 'admin-pass-1');
    await admin.getByRole('navigation').getByRole('link', { name: 'Staff' }).click();
    await admin.getByLabel(/^E-mail address/).fill(`editor-live-${stamp}@staff.example.com`);
    await admin.locator('select[name="invite-role"]').selectOption('editor');
    await admin.getByRole('button', { name: 'Create set-up link' }).click();
    const editorLink = (await admin.getByTestId('setup-link').locator('code').textContent()) ?? '';
    await admin.context().close();

    const editor = await newPage(desktop);
    await setUp(editor, editorLink, 'editor-pass-1');
    await editor.getByRole('navigation').getByRole('link', { name: 'Live TV' }).click();
    await editor.getByRole('heading', { name: 'Live TV', level: 1 }).waitFor();
    await editor.locator('[data-uid="glo-news-24"]').waitFor();

    const start = Math.floor(Date.now() / 1_800_000) * 1_800_000;
    const guide = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<tv>',
      `<programme channel="glo-news-24" start="${xmltvTime(start)}" stop="${xmltvTime(start + 3 * 3_600_000)}">`,
      `<title lang="en">${title.replace("'", '&apos;')}</title><title lang="pt">Especial ${stamp}</title>`,
      '</programme>',
      `<programme channel="no-such.ng" start="${xmltvTime(start)}" stop="${xmltvTime(start + 3_600_000)}"><title>X</title></programme>`,
      '</tv>',
    ].join('\n');
    await editor.getByLabel(/^Guide file/).setInputFiles({
      name: 'guide.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(guide),
    });
    const answer = editor.waitForResponse((response) => response.url().includes('/xmltv/upload'), {
      timeout: 20_000,
    });
    await editor.getByRole('button', { name: 'Import the file' }).click();
    const uploaded = await answer;
    expect(`${uploaded.status()} ${(await uploaded.text()).slice(0, 300)}`).toMatch(/^200 /);
    const report = editor.getByTestId('xmltv-report');
    await editor.locator('[data-testid="xmltv-report"], [role="alert"]').first().waitFor();
    expect(await editor.getByRole('alert').allTextContents()).toEqual([]);
    expect(await report.textContent()).toContain('Imported: 1.');
    expect(await report.textContent()).toContain('Unknown channel: 1');
    await editor.screenshot({ path: '/tmp/console-live-1280.png', fullPage: true });
    await editor.setViewportSize(phone);
    await editor.screenshot({ path: '/tmp/console-live-360.png', fullPage: true });
    await editor.context().close();

    const subscriber = await registerSubscriber('glo');
    await asSubscriber(browser, subscriber, desktop, '/play/tvguide', async (page) => {
      await page.locator('.tv-guide__show-title', { hasText: title }).first().waitFor();
    });
  });
});
