import { launchChromium } from '@glotv/testing/chromium';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

export const launchBrowser = (): Promise<Browser> => launchChromium();

export interface Viewport {
  width: number;
  height: number;
}

export const phone: Viewport = { width: 375, height: 740 };
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
