import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, launchBrowser, phone } from './support/browser.ts';
import { addAdmin, finishSetUp, inviteStaff, newConsolePage, type StaffRole } from './support/console.ts';

/** A console section: its name in the navigation (and its page's heading), its page and a read of its API. */
interface Section {
  name: string;
  path: string;
  api: string;
}

const section = {
  staff: { name: 'Staff', path: '/console/staff', api: '/api/console/v1/staff' },
  settings: { name: 'Settings', path: '/console/settings', api: '/api/console/v1/settings' },
  audit: { name: 'Audit log', path: '/console/audit', api: '/api/console/v1/audit' },
  packages: { name: 'Packages', path: '/console/packages', api: '/api/console/v1/packages' },
  live: { name: 'Live TV', path: '/console/live', api: '/api/console/v1/live/channels' },
  titles: { name: 'Titles', path: '/console/titles', api: '/api/console/v1/catalog/movies' },
  video: { name: 'Video', path: '/console/video', api: '/api/console/v1/media/assets' },
  categories: { name: 'Categories', path: '/console/categories', api: '/api/console/v1/catalog/categories' },
  banners: { name: 'Banners', path: '/console/banners', api: '/api/console/v1/catalog/banners' },
  purchases: { name: 'Purchases', path: '/console/purchases', api: '/api/console/v1/support/purchases' },
  subscribers: {
    name: 'Subscribers',
    path: '/console/subscribers',
    api: '/api/console/v1/support/subscribers?q=exemplo',
  },
  reports: { name: 'Reports', path: '/console/reports', api: '/api/console/v1/reports/sales' },
} satisfies Record<string, Section>;

/**
 * Each role's sections, in the navigation's order. An admin runs staff, settings and the audit log and may
 * also do support's and the analysts' work; the catalog, video, live TV and packages are the editors' alone.
 */
const sectionsOf: Record<StaffRole, Section[]> = {
  admin: [
    section.staff,
    section.settings,
    section.audit,
    section.purchases,
    section.subscribers,
    section.reports,
  ],
  editor: [
    section.packages,
    section.live,
    section.titles,
    section.video,
    section.categories,
    section.banners,
  ],
  support: [section.purchases, section.subscribers],
  analyst: [section.reports],
};
const roleName: Record<StaffRole, string> = {
  admin: 'Admin',
  editor: 'Editor',
  support: 'Support',
  analyst: 'Analyst',
};

let browser: Browser;
/** The admin who invites the others, signed in in the admin role's own context. */
let admin: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newConsolePage(browser, desktop);
  const email = `admin-roles-${Date.now().toString(36)}-${process.pid}@staff.example.com`;
  await finishSetUp(admin, await addAdmin(email), 'admin-pass-1');
});
afterAll(() => browser.close());

/** A member with `role` invited by the admin through the console's API, set up in a context of its own. */
async function invitedStaff(role: Exclude<StaffRole, 'admin'>): Promise<Page> {
  const email = `${role}-roles-${Date.now().toString(36)}-${process.pid}@staff.example.com`;
  const link = await inviteStaff(admin, email, role);
  const page = await newConsolePage(browser, desktop);
  await finishSetUp(page, link, `${role}-pass-1`);
  return page;
}

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Console sections' });

async function expectOwnSections(page: Page, role: StaffRole): Promise<void> {
  await page.goto('/console/');
  await page.getByRole('heading', { name: 'Welcome' }).waitFor();
  expect(await navigation(page).getByRole('link').allTextContents()).toEqual([
    'Home',
    ...sectionsOf[role].map((own) => own.name),
  ]);
  for (const own of sectionsOf[role]) {
    await navigation(page).getByRole('link', { name: own.name, exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith(own.path));
    await page.getByRole('heading', { level: 1, name: own.name, exact: true }).waitFor();
    expect(await page.getByTestId('console-refused').count(), own.path).toBe(0);
    expect((await page.request.get(own.api)).status(), own.api).toBe(200);
  }
}

async function expectRefusedElsewhere(page: Page, role: StaffRole): Promise<void> {
  const others = Object.values(section).filter((any) => !sectionsOf[role].includes(any));
  for (const other of others) {
    await page.goto(other.path);
    const refused = page.getByTestId('console-refused');
    await refused.getByRole('heading', { level: 1, name: 'Not for your role' }).waitFor();
    await refused
      .getByText(`Your role (${roleName[role]}) cannot use this section.`, { exact: false })
      .waitFor();
    expect(new URL(page.url()).pathname, other.path).toBe(other.path);
    expect((await page.request.get(other.api)).status(), other.api).toBe(403);
  }
}

describe('each staff role in the console', () => {
  it("an admin sees Staff, Settings, Audit log, Purchases, Subscribers and Reports, and is refused the editors' sections", async () => {
    await expectOwnSections(admin, 'admin');
    await expectRefusedElsewhere(admin, 'admin');
  });

  it.each(['editor', 'support'] as const)(
    '%s sees its own sections only and is refused every other, in the page and by the API',
    async (role) => {
      const page = await invitedStaff(role);
      try {
        await expectOwnSections(page, role);
        await expectRefusedElsewhere(page, role);
      } finally {
        await page.context().close();
      }
    },
  );

  it('an analyst sees Reports only and is refused every other section; the refused page fits 360 and 1280 px', async () => {
    const page = await invitedStaff('analyst');
    try {
      await expectOwnSections(page, 'analyst');
      await expectRefusedElsewhere(page, 'analyst');

      await page.goto(section.staff.path);
      const refused = page.getByTestId('console-refused');
      await refused.waitFor();
      await page.screenshot({ path: '/tmp/console-roles-refused-1280.png', fullPage: true });
      await page.setViewportSize(phone);
      await refused.getByRole('link', { name: 'Back to the console home' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        phone.width,
      );
      await page.screenshot({ path: '/tmp/console-roles-refused-360.png', fullPage: true });
    } finally {
      await page.context().close();
    }
  });
});
