import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktop, launchBrowser, phone, type Viewport } from './support/browser.ts';

/** What an authenticator app shows for a secret, `offsetMs` from now. */
function authenticatorCode(secret: string, offsetMs = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetMs,
  });
}

const stamp = Date.now().toString(36);
const adminEmail = `admin-${stamp}@staff.example.com`;
const editorEmail = `editor-${stamp}@staff.example.com`;
let browser: Browser;
let editorPassword: string;
let editorSecret: string;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function newPage(viewport: Viewport): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: inject('portalUrl') });
  return context.newPage();
}

/** The set-up page as a new member meets it: choose a password, read the key, confirm a code. */
async function setUp(page: Page, link: string, password: string): Promise<string> {
  await page.goto(link);
  const secretText = await page.getByTestId('totp-secret').textContent();
  const secret = (secretText ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // The token left the address bar once read.
  expect(page.url()).not.toContain('token=');
  await expect(
    page.getByRole('img', { name: 'QR code of your authenticator set-up' }).isVisible(),
  ).resolves.toBe(true);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(password);
  await page.getByLabel(/^6-digit code from the app/).fill(authenticatorCode(secret));
  await page.getByRole('button', { name: 'Finish set-up' }).click();
  await page.getByRole('heading', { name: 'Welcome' }).waitFor();
  return secret;
}

const navLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Console sections' }).getByRole('link').allTextContents();

describe('the operator console', () => {
  it('an admin made by the command line sets up with TOTP and invites an editor from the Staff page', async () => {
    const made = await fetch(new URL('/dev/console/add-admin', inject('portalUrl')), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: adminEmail }),
    });
    expect(made.status).toBe(200);
    const { setup_url } = ((await made.json()) as { data: { setup_url: string } }).data;

    const page = await newPage(desktop);
    await setUp(page, setup_url, 'admin-pass-1');
    expect(await navLinks(page)).toEqual([
      'Home',
      'Staff',
      'Settings',
      'Audit log',
      'Purchases',
      'Subscribers',
      'Reports',
    ]);

    await page.getByRole('navigation').getByRole('link', { name: 'Staff' }).click();
    await page.getByLabel(/^E-mail address/).fill(editorEmail);
    await page.locator('select[name="invite-role"]').selectOption('editor');
    await page.getByRole('button', { name: 'Create set-up link' }).click();
    const shown = page.getByTestId('setup-link');
    const editorLink = (await shown.locator('code').textContent()) ?? '';
    expect(editorLink).toMatch(/\/console\/setup#token=/);
    await expect(page.locator(`[data-email="${editorEmail}"]`).textContent()).resolves.toContain('Invited');

    // The invite is in the audit log, by this admin.
    await page.getByRole('navigation').getByRole('link', { name: 'Audit log' }).click();
    const first = page.locator('.console-audit').first();
    await expect(first.textContent()).resolves.toMatch(new RegExp(`staff\\.invite.*${adminEmail}`));
    await page.context().close();

    // The editor, on a phone, sets up from the link the admin passed on.
    const editorPage = await newPage(phone);
    editorPassword = 'editor-pass-1';
    editorSecret = await setUp(editorPage, editorLink, editorPassword);
    await editorPage.context().close();
  });

  it('the editor signs in with the second factor and sees the editor sections but not Staff or Audit log', async () => {
    const page = await newPage(phone);
    await page.goto('/console/');
    await page.getByRole('heading', { name: 'Sign in to the console' }).waitFor();
    await page.getByLabel(/^E-mail address/).fill(editorEmail);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Sign-in failed: wrong e-mail address or password.').waitFor();
    await page.getByLabel(/^Password/).fill(editorPassword);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(/^6-digit code/).fill('000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Wrong code. Check your authenticator app and try again.').waitFor();
    // The next time step's code: the one used at set-up may not be used again.
    await page.getByLabel(/^6-digit code/).fill(authenticatorCode(editorSecret, 30_000));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    await page.getByText(`Signed in as ${editorEmail} (Editor).`).waitFor();

    const links = await navLinks(page);
    expect(links).toContain('Home');
    expect(links).not.toContain('Staff');
    expect(links).not.toContain('Audit log');

    // Typed in by hand, an admin's section shows the refused page; the API refuses with 403.
    for (const path of ['/console/staff', '/console/audit']) {
      await page.goto(path);
      await page.getByTestId('console-refused').waitFor();
      await page.getByText('Your role (Editor) cannot use this section.', { exact: false }).waitFor();
    }
    const status = await page.evaluate(async () => (await fetch('/api/console/v1/staff')).status);
    expect(status).toBe(403);

    // Signing out ends the session: the console asks to sign in again.
    await page.goto('/console/');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in to the console' }).waitFor();
    await page.goto('/console/staff');
    await page.getByRole('heading', { name: 'Sign in to the console' }).waitFor();
    expect(new URL(page.url()).search).toBe(
      `?next=${encodeURIComponent('/console/staff'.replace('/console', ''))}`,
    );
    await page.context().close();
  });

  it("a subscriber's portal pages load no console code", async () => {
    const page = await newPage(phone);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/play/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => path.startsWith('/console/'))).toEqual([]);
    await page.context().close();
  });
});
