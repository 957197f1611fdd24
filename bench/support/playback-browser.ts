import { launchChromium } from '@glotv/testing/chromium';
import { apiClientBasic, PortalApi, randomEmail } from '@glotv/testing/portal-api';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

export const phone = { width: 375, height: 740 };
export const desktop = { width: 1280, height: 800 };

/** A slow mobile connection: 1.6 Mbit/s down, 768 kbit/s up, 150 ms from request to first response byte. */
export const shapedNetwork = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 768_000 / 8,
  connectionType: 'cellular3g',
} as const;

/** Debian's Chromium as the browser tests launch it, with autoplay allowed. */
export const launchPlaybackBrowser = (): Promise<Browser> => launchChromium({ autoplay: true });

/** A DevTools session on `page` with the network shaped (or left alone), Network domain enabled. */
export async function devtools(context: BrowserContext, page: Page, shaped: boolean): Promise<CDPSession> {
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  if (shaped) await session.send('Network.emulateNetworkConditions', shapedNetwork);
  return session;
}

/**
 * Runs in the page before its own scripts (a string, so nothing of the bench's build leaks into the page):
 * notes the time of the last click and of the first video frame after it, on the page's `performance.now()`
 * clock. The first frame is the video's first `requestVideoFrameCallback`, or a `timeupdate` past 0 should
 * that come first.
 */
export const firstFrameProbe = `(() => {
  const probe = { clickAt: null, firstFrameAt: null, by: null };
  window.__playbackProbe = probe;
  performance.setResourceTimingBufferSize(2000);
  addEventListener('click', (event) => { probe.clickAt = event.timeStamp; }, true);
  const seen = (by, at) => {
    if (probe.firstFrameAt === null && probe.clickAt !== null) { probe.firstFrameAt = at; probe.by = by; }
  };
  const watch = (video) => {
    if (video.__probed) return;
    video.__probed = true;
    if (typeof video.requestVideoFrameCallback === 'function') {
      video.requestVideoFrameCallback((now) => seen('requestVideoFrameCallback', now));
    }
    video.addEventListener('timeupdate', () => {
      if (video.currentTime > 0) seen('timeupdate', performance.now());
    });
  };
  new MutationObserver(() => document.querySelectorAll('video').forEach(watch))
    .observe(document, { childList: true, subtree: true });
})();`;

/**
 * Waits until `expression` is true in the page, asking every 50 ms. Evaluated through DevTools, which the
 * portal's Content Security Policy (no eval) does not stop, unlike `page.waitForFunction` with a string.
 */
export async function waitInPage(page: Page, expression: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (!(await page.evaluate(expression))) {
    if (Date.now() - started > timeoutMs)
      throw new Error(
        `still not true after ${timeoutMs} ms: ${expression}; the page showed: ${await pageState(page)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Where the page is, what its video does and the start of its text, for a failure's message. */
function pageState(page: Page): Promise<string> {
  return page
    .evaluate(`(() => {
      const video = document.querySelector('video');
      const state = video
        ? 'video ' + (video.currentSrc || video.src).slice(0, 80) + ' readyState ' + video.readyState + ' error ' + (video.error ? video.error.code + ' ' + video.error.message : 'none')
        : 'no video';
      return location.pathname + location.search + ' | ' + state + ' | ' + (document.body.textContent || '').replace(/\\s+/g, ' ').slice(0, 300);
    })()`)
    .then(String)
    .catch((error: unknown) => `(page unreadable: ${String(error)})`);
}

export interface Viewer {
  email: string;
  userId: string;
}

const password = 'Bench-secret-1';
let devices = 0;

/** A browser context signed in as `email` the way the web app signs in (session cookies). */
export async function viewerContext(
  browser: Browser,
  baseUrl: string,
  email: string,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl });
  devices += 1;
  const response = await context.request.post('/api/client/v1/global/login', {
    headers: { Authorization: apiClientBasic, 'X-Session-Mode': 'cookie' },
    data: {
      username: email,
      password,
      device: `bench-player-${process.pid}-${devices}`,
      device_class: 'desktop',
    },
  });
  if (!response.ok()) {
    const answer = `${response.status()} ${await response.text()}`;
    await context.close();
    throw new Error(`sign-in failed: ${answer}`);
  }
  return context;
}

/**
 * A new e-mail subscriber with the Max access pack (package 10: movies and TV) and `quality` saved as their
 * choice, which the portal signs into every stream address it gives them.
 */
export async function prepareViewer(browser: Browser, baseUrl: string, quality: string): Promise<Viewer> {
  const email = randomEmail('bench-player');
  await new PortalApi(baseUrl).signUp({ email }, password);
  const context = await viewerContext(browser, baseUrl, email, desktop);
  try {
    const granted = await context.request.post('/dev/packages/grant', { data: { package_id: 10 } });
    if (!granted.ok()) throw new Error(`grant failed: ${granted.status()} ${await granted.text()}`);
    const me = (await (await context.request.get('/api/client/v1/global/me')).json()) as {
      data: { user_id: string };
    };
    const userId = me.data.user_id;
    await saveQuality(context, userId, quality);
    return { email, userId };
  } finally {
    await context.close();
  }
}

async function saveQuality(context: BrowserContext, userId: string, quality: string): Promise<void> {
  const response = await context.request.put(`/api/client/v1/glotv/users/${userId}/preferences`, {
    data: { quality },
  });
  if (!response.ok()) {
    throw new Error(`saving the quality ${quality} failed: ${response.status()} ${await response.text()}`);
  }
}
