import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import type { Viewport } from './browser.ts';

export type StaffRole = 'admin' | 'editor' | 'support' | 'analyst';

/** The code an authenticator app shows now for this base32 secret. */
export function authenticatorCode(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
}

/** A page in a context of its own (its own cookies) on the portal under test. */
export async function newConsolePage(browser: Browser, viewport: Viewport): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: inject('portalUrl') });
  return context.newPage();
}

/** Finishes a set-up link in the page as a new member would; the member is then signed in, on the welcome page. */
export async function finishSetUp(page: Page, link: string, password: string): Promise<void> {
  await page.goto(link);
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(password);
  await page.getByLabel(/^6-digit code from the app/).fill(authenticatorCode(secret));
  await page.getByRole('button', { name: 'Finish set-up' }).click();
  await page.getByRole('heading', { name: 'Welcome' }).waitFor();
}

let made = 0;
function uniqueEmail(role: StaffRole): string {
  made += 1;
  return `${role}-${Date.now().toString(36)}-${made}-${process.pid}@staff.example.com`;
}

/** What `npm run console -- add-admin` prints, asked of the running portal: a new admin's set-up link. */
export async function addAdmin(email: string): Promise<string> {
  const answer = await fetch(new URL('/dev/console/add-admin', inject('portalUrl')), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!answer.ok) throw new Error(`add-admin answered ${answer.status}: ${await answer.text()}`);
  return ((await answer.json()) as { data: { setup_url: string } }).data.setup_url;
}

/** Invites `email` as `role` through the console's API, signed in as `admin`; answers the set-up link. */
export async function inviteStaff(
  admin: Page,
  email: string,
  role: Exclude<StaffRole, 'admin'>,
): Promise<string> {
  const invited = await admin.request.post('/api/console/v1/staff', {
    data: { email, role },
    headers: { origin: new URL(inject('portalUrl')).origin },
  });
  if (!invited.ok())
    throw new Error(`inviting ${role} answered ${invited.status()}: ${await invited.text()}`);
  return ((await invited.json()) as { data: { setup_url: string } }).data.setup_url;
}

/**
 * A console page signed in as a fresh member of staff with `role`: an admin is made as the command line would,
 * and for any other role that admin invites the member through the console's API, whose set-up link the member
 * then finishes with a second factor, as in the page. The admin's context is closed.
 */
export async function signedInStaff(
  browser: Browser,
  viewport: Viewport,
  role: StaffRole,
): Promise<{ page: Page; email: string }> {
  const adminEmail = uniqueEmail('admin');
  const admin = await newConsolePage(browser, viewport);
  await finishSetUp(admin, await addAdmin(adminEmail), 'admin-pass-1');
  if (role === 'admin') return { page: admin, email: adminEmail };

  const email = uniqueEmail(role);
  const link = await inviteStaff(admin, email, role);
  await admin.context().close();

  const page = await newConsolePage(browser, viewport);
  await finishSetUp(page, link, `${role}-pass-1`);
  return { page, email };
}

/**
 * The id of a package on sale by its English title and audience ('card' for e-mail subscribers), read through
 * support's package list (support and admin only).
 */
export async function packageIdForSupport(
  page: Page,
  title: string,
  audience: 'glo' | 'card',
): Promise<number> {
  const answer = await page.request.get('/api/console/v1/support/packages');
  if (!answer.ok()) throw new Error(`support's packages answered ${answer.status()}`);
  const packages = (await answer.json()) as {
    data: { id: number; title: string; audience: string; enabled: boolean }[];
  };
  const found = packages.data.find(
    (pack) => pack.title === title && pack.audience === audience && pack.enabled,
  );
  if (!found) throw new Error(`no package ${title} on sale for ${audience}`);
  return found.id;
}
