import { launchChromium } from '@glotv/testing/chromium';
import { apiClientBasic, PortalApi, randomEmail } from '@glotv/testing/portal-api';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import type { Viewport } from './browser.ts';

const password = 'Secret-123';
let serial = 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Registers a new e-mail subscriber (no package) through the API, reading the OTP from the outbox. */
export async function registerViewer(base: string): Promise<string> {
  const email = randomEmail('player');
  await new PortalApi(base).signUp({ email }, password);
  return email;
}

/** A browser context signed in as `email` (the web app's cookie-mode login). */
export async function viewerContext(
  browser: Browser,
  base: string,
  email: string,
  viewport: Viewport,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, baseURL: base });
  serial += 1;
  const response = await context.request.post('/api/client/v1/global/login', {
    headers: {
      Authorization: apiClientBasic,
      'X-Session-Mode': 'cookie',
    },
    data: {
      username: email,
      password,
      device: `e2e-player-${process.pid}-${serial}`,
      device_class: 'desktop',
    },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  return context;
}

interface Channel {
  id: number;
  uid: string;
  name: string;
  free_to_air: boolean;
  purchased: unknown;
}

/** What the signed-in viewer can play: their user id, a free-to-air channel, and a movie they have not bought. */
export async function viewerCatalog(context: BrowserContext) {
  const me = (await (await context.request.get('/api/client/v1/global/me')).json()) as {
    data: { user_id: string };
  };
  const userId = me.data.user_id;
  const channels = (
    (await (await context.request.get(`/api/client/v2/glotv/users/${userId}/channels`)).json()) as {
      data: Channel[];
    }
  ).data;
  // The demo catalog's first free channel (the lowest id): other files make channels of their own, some
  // relaying feeds that are gone once their test ends.
  const freeChannel = channels.filter((channel) => channel.free_to_air).sort((a, b) => a.id - b.id)[0];
  if (!freeChannel) throw new Error('the demo catalog has no free-to-air channel');
  const content = (
    (await (await context.request.get('/api/client/v1/glotv/categories/vod/content')).json()) as {
      data: { content: { id: number; type: string; title: string }[] }[];
    }
  ).data;
  const movie = content.flatMap((category) => category.content).find((item) => item.type === 'movie');
  if (!movie) throw new Error('the demo catalog has no movie');
  return { userId, freeChannel, movie };
}

/** Waits until the demo media is linked: the trailer of `movieId` has an address. */
export async function waitForMedia(context: BrowserContext, userId: string, movieId: number): Promise<void> {
  const path = `/api/client/v1/glotv/users/${userId}/vod/trailers/movies/${movieId}`;
  for (let attempt = 0; attempt < 240; attempt++) {
    const response = await context.request.get(path);
    if (response.ok()) return;
    if (response.status() !== 404) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
    await sleep(1000);
  }
  throw new Error('the demo media was not ready after 4 minutes');
}

/** Resolves once the page's video has played past `seconds`. */
export async function playedPast(page: Page, seconds: number, timeout = 30_000): Promise<number> {
  try {
    await page.waitForFunction(
      (past) => {
        const video = document.querySelector('video');
        return video !== null && video.currentTime > past;
      },
      seconds,
      { timeout },
    );
  } catch (error) {
    throw new Error(`the video did not play past ${seconds} s; the page showed: ${await playerState(page)}`, {
      cause: error,
    });
  }
  return page.evaluate(() => document.querySelector('video')?.currentTime ?? 0);
}

/** What a player page shows and where its video stands, for a failure's message. */
async function playerState(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const video = document.querySelector('video');
      const state = video
        ? `video at ${video.currentTime.toFixed(1)} s, readyState ${video.readyState}, paused ${video.paused}, error ${video.error?.code ?? 'none'}`
        : 'no video';
      return `${location.pathname}${location.search} | ${state} | ${(document.body.textContent ?? '').replace(/\s+/g, ' ').slice(0, 400)}`;
    })
    .catch((error: unknown) => `(page unreadable: ${String(error)})`);
}

/** Every request the page makes, for asserting what was (not) asked. */
export function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** Debian's Chromium as the suite launches it, plus autoplay with sound. */
export const launchPlayerBrowser = (): Promise<Browser> => launchChromium({ autoplay: true });

export type ViewerCatalog = Awaited<ReturnType<typeof viewerCatalog>>;

/** The player browser and what a new subscriber sees, once the demo media is linked (for a file's beforeAll). */
export async function openPlayerBrowser(
  base: string,
  viewport: Viewport,
): Promise<{ browser: Browser; catalog: ViewerCatalog }> {
  const browser = await launchPlayerBrowser();
  const context = await viewerContext(browser, base, await registerViewer(base), viewport);
  try {
    const catalog = await viewerCatalog(context);
    await waitForMedia(context, catalog.userId, catalog.movie.id);
    return { browser, catalog };
  } catch (error) {
    await browser.close();
    throw error;
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** Gives the signed-in viewer a package through the development grant, as if they had bought it. */
export async function grantPackage(context: BrowserContext, packageId: number): Promise<void> {
  const response = await context.request.post('/dev/packages/grant', { data: { package_id: packageId } });
  if (!response.ok()) throw new Error(`grant failed: ${response.status()} ${await response.text()}`);
}

/** Waits until a stream call answers with an address (the demo media links titles clip by clip). */
export async function waitForStream(context: BrowserContext, path: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    const response = await context.request.get(path);
    if (response.ok()) return;
    if (response.status() !== 404) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
    await sleep(1000);
  }
  throw new Error(`${path} had no media after 4 minutes`);
}
