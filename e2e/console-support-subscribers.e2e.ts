import { apiClientBasic, PortalApi, randomEmail } from '@glotv/testing/portal-api';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughUi } from './support/accounts.ts';
import { desktop, launchBrowser, phone, type Viewport } from './support/browser.ts';
import { packageIdForSupport, signedInStaff } from './support/console.ts';

const baseUrl = inject('portalUrl');
const password = 'Segredo-123';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A card subscriber registered through the API and signed in, in a browser context of its own. */
async function emailSubscriber(email: string): Promise<BrowserContext> {
  await new PortalApi(baseUrl).signUp({ email }, password);
  const context = await browser.newContext({ viewport: desktop, baseURL: baseUrl });
  const login = await context.request.post('/api/client/v1/global/login', {
    headers: { Authorization: apiClientBasic, 'X-Session-Mode': 'cookie' },
    data: { username: email, password, device: `e2e-suporte-${Date.now()}`, device_class: 'desktop' },
  });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()} ${await login.text()}`);
  return context;
}

// A card is the list item around its Buy button; the button itself reads only 'Buy'.
const packageCard = (page: Page, title: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^Buy ${title} for`) }) });

describe.each([
  ['a laptop', desktop],
  ['a phone', phone],
] as [string, Viewport][])('support on %s', (_name, viewport) => {
  it('finds a subscriber by part of the e-mail, ends their sessions and grants a goodwill package they then see', async () => {
    const email = randomEmail('e2e');
    const subscriber = await emailSubscriber(email);
    const { page: agent } = await signedInStaff(browser, viewport, 'support');
    try {
      const viewer = await subscriber.newPage();
      const threeDay = await packageIdForSupport(agent, '3-day VOD', 'card');
      const granted = await viewer.request.post('/dev/packages/grant', { data: { package_id: threeDay } });
      expect(granted.ok()).toBe(true);

      await agent.goto('/console/');
      await agent.getByRole('link', { name: 'Subscribers' }).first().click();
      const fragment = email.split('@')[0]?.slice(4, 14) ?? '';
      await agent.getByLabel('Number, e-mail or username').fill(fragment.toUpperCase());
      const results = agent.getByRole('list', { name: 'Subscribers found' });
      await results.waitFor();
      await agent.screenshot({ path: `/tmp/console-subscribers-${viewport.width}.png`, fullPage: true });
      await results.getByRole('link', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).click();
      await agent.getByRole('heading', { level: 1, name: email }).waitFor();

      const packages = agent.getByRole('list', { name: 'Packages' });
      await packages.getByText('3-day VOD').waitFor();
      const purchases = agent.getByRole('list', { name: 'Purchases' });
      const purchase = purchases.getByRole('link', { name: '3-day VOD' });
      expect(await purchase.getAttribute('href')).toMatch(/^\/console\/purchases\/[0-9a-f-]{36}$/);
      expect(await agent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await agent.screenshot({ path: `/tmp/console-subscriber-${viewport.width}.png`, fullPage: true });

      agent.once('dialog', (dialog) => dialog.accept());
      await agent.getByRole('button', { name: 'End all sessions' }).click();
      await agent.getByText('Not signed in anywhere.').waitFor();
      await viewer.goto('/play/packagespage');
      await viewer.getByRole('button', { name: 'Sign In', exact: true }).first().waitFor();

      await agent.getByLabel('Package', { exact: true }).selectOption({ label: '7-day VOD' });
      await agent
        .getByLabel('Reason (seen in the audit log)', { exact: true })
        .fill('Falha de sinal durante o jogo');
      await agent.getByRole('button', { name: 'Grant package' }).click();
      await agent.getByText('Package granted.').waitFor();
      await packages.getByText('7-day VOD').waitFor();
      await purchases.getByText('“Falha de sinal durante o jogo”').waitFor();

      await signInThroughUi(viewer, email, password);
      await viewer.goto('/play/packagespage');
      await packageCard(viewer, '7-day VOD')
        .getByText(/^Active until/)
        .waitFor();
      await packageCard(viewer, '3-day VOD')
        .getByText(/^Active until/)
        .waitFor();
    } finally {
      await subscriber.request.post('/dev/packages/expire').catch(() => undefined);
      await subscriber.close();
      await agent.context().close();
    }
  });
});
