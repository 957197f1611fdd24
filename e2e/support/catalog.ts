import { apiClientBasic } from '@glotv/testing/portal-api';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { createSubscriber, uniqueEmail, uniqueGloNumber } from './accounts.ts';
import type { Viewport } from './browser.ts';

export interface Subscriber {
  kind: 'glo' | 'email';
  /** What the subscriber types to sign in: the Glo number or the e-mail. */
  username: string;
  password: string;
}

const password = 'Secret-123';

/** Registers a new subscriber (who owns no package yet) through the API, reading the OTP from the outbox. */
export async function registerSubscriber(kind: Subscriber['kind']): Promise<Subscriber> {
  if (kind === 'glo') {
    const number = uniqueGloNumber();
    await createSubscriber({ number }, password);
    return { kind, username: number, password };
  }
  const email = uniqueEmail();
  await createSubscriber({ email }, password);
  return { kind, username: email, password };
}

let devices = 0;

/**
 * A browser context signed in as `subscriber` the way the web app signs in (the login call in cookie mode),
 * so the test starts on a signed-in page without going through the modals.
 */
export async function signedInContext(
  browser: Browser,
  subscriber: Subscriber,
  viewport: Viewport,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, baseURL: inject('portalUrl') });
  devices += 1;
  const response = await context.request.post('/api/client/v1/global/login', {
    headers: {
      Authorization: apiClientBasic,
      'X-Session-Mode': 'cookie',
    },
    data: {
      username: subscriber.username,
      password: subscriber.password,
      device: `e2e-catalog-${process.pid}-${devices}`,
      device_class: 'desktop',
    },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  return context;
}

/** Opens `path` in a new signed-in page, runs `test`, and closes the context whatever happens. */
export async function asSubscriber(
  browser: Browser,
  subscriber: Subscriber,
  viewport: Viewport,
  path: string,
  test: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await signedInContext(browser, subscriber, viewport);
  try {
    const page = await context.newPage();
    await page.goto(path);
    // The dashboard's server-rendered first view is a picture of the page until the app takes it over.
    await page.locator('#first-view').waitFor({ state: 'detached' });
    await test(page);
  } finally {
    await context.close();
  }
}

/** The carousel (a region) titled `title`. */
export function carousel(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/** Slides per view a carousel is set to, and its track's and first slide's widths in CSS px. */
export async function carouselGeometry(region: Locator) {
  return region.evaluate((section) => {
    const track = section.querySelector('ul');
    const slide = track?.querySelector('li');
    if (!track || !slide) throw new Error('carousel without slides');
    const style = getComputedStyle(track);
    return {
      slidesPerView: Number(getComputedStyle(section).getPropertyValue('--slides-per-view')),
      trackWidth:
        track.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
      slideWidth: slide.getBoundingClientRect().width,
      gap: Number.parseFloat(style.columnGap),
    };
  });
}
