import { launchChromium } from '@glotv/testing/chromium';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

export const launchBrowser = (): Promise<Browser> => launchChromium();

export interface Viewport {
  width: number;
  height: number;
}

/** The cheap phone the portal is made for. */
export const phone: Viewport = { width: 360, height: 740 };
export const desktop: Viewport = { width: 1280, height: 800 };

export async function openPage(
  browser: Browser,
  path: string,
  viewport: Viewport = phone,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: inject('portalUrl') });
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

/** The slow mobile link a subscriber on a cheap phone has: 1 Mbit/s down, 512 kbit/s up, 300 ms latency. */
export const slowLink = {
  offline: false,
  latency: 300,
  downloadThroughput: 1_000_000 / 8,
  uploadThroughput: 512_000 / 8,
} as const;

/** Shapes `page`'s network like `slowLink` through DevTools, for the rest of the page's life. */
export async function throttleToSlowLink(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', slowLink);
}
