import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktop, phone, type Viewport } from './support/browser.ts';
import { signedInStaff } from './support/console.ts';
import { grantPackage, openPlayerBrowser, registerViewer, viewerContext } from './support/player.ts';

const baseUrl = inject('portalUrl');
const origin = new URL(baseUrl).origin;
const stamp = Date.now().toString(36);
const uid = `catch-up-${stamp}`;
const name = `Catch-up TV ${stamp}`;
const MINUTE = 60_000;
/** Max access pack: movies and TV channels, for e-mail subscribers. */
const MAX_PACK = 10;
const shots = '/tmp/shots-catch-up';

/** The top of the current minute: the programmes below start on whole minutes (on a 4 s slot). */
const t0 = Math.floor(Date.now() / MINUTE) * MINUTE;
/** Ended 40 minutes ago: played again from the guide. */
const earlier = { title: `Earlier News ${stamp}`, starts: t0 - 70 * MINUTE, ends: t0 - 40 * MINUTE };
/** On air since 40 minutes ago: played from its start with 'Start over'. */
const onNow = { title: `Morning Show ${stamp}`, starts: t0 - 40 * MINUTE, ends: t0 + 80 * MINUTE };

let browser: Browser;
let editor: Page;
let channelId: number;

/** XMLTV time, in UTC+01:00. */
function xmltvTime(at: number): string {
  const local = new Date(at + 3_600_000).toISOString();
  return `${local.slice(0, 4)}${local.slice(5, 7)}${local.slice(8, 10)}${local.slice(11, 13)}${local.slice(14, 16)}00 +0100`;
}

interface ConsoleChannels {
  data: { categories: { id: number }[]; channels: { id: number; uid: string }[] };
}

async function consoleCall<T = { data: Record<string, unknown> }>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await editor.request.fetch(`/api/console/v1/live${path}`, {
    method,
    headers: { origin, ...(typeof data === 'string' ? { 'content-type': 'application/xml' } : {}) },
    ...(data === undefined ? {} : { data }),
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A schedule channel of the test's own in the Max pack, playing the demo filler between programmes, with
 * the two programmes above imported as an XMLTV guide; catch-up is turned on in the console's channel form.
 */
async function createChannel() {
  const { data: catalog } = await consoleCall<ConsoleChannels>('GET', '/channels');
  const demo = catalog.channels.find((channel) => channel.uid === 'glo-news-24');
  if (!demo || !catalog.categories[0]) throw new Error('the demo channels are missing');
  // The demo media links each channel's filler once its clip is encoded.
  let filler: unknown = null;
  for (let attempt = 0; attempt < 240 && !filler; attempt++) {
    filler = (await consoleCall('GET', `/channels/${demo.id}/filler`)).data.media_asset_id;
    if (!filler) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  if (!filler) throw new Error('the demo filler was not linked after 4 minutes');
  const created = await consoleCall('POST', '/channels', {
    uid,
    name,
    short_name: 'CUTV',
    category_id: catalog.categories[0].id,
    position: 100_000,
    packages: [MAX_PACK],
    free_to_air: false,
    source: { kind: 'schedule' },
  });
  channelId = Number(created.data.id);
  await consoleCall('PUT', `/channels/${channelId}/filler`, { media_asset_id: filler });
  const guide = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<tv>',
    ...[earlier, onNow].map(
      (show) =>
        `<programme channel="${uid}" start="${xmltvTime(show.starts)}" stop="${xmltvTime(show.ends)}"><title lang="en">${show.title}</title></programme>`,
    ),
    '</tv>',
  ].join('\n');
  await consoleCall('POST', '/xmltv/upload', guide);

  await editor.getByRole('navigation').getByRole('link', { name: 'Live TV' }).click();
  await editor.locator(`[data-uid="${uid}"]`).getByRole('button', { name: 'Edit' }).click();
  const checkbox = editor.getByLabel(
    'Catch-up: subscribers may play its programmes of the last 24 hours again',
  );
  expect(await checkbox.isChecked()).toBe(false);
  await checkbox.check();
  const form = editor.locator('form', { has: checkbox });
  await form.screenshot({ path: `${shots}/console-1280.png` });
  await editor.setViewportSize(phone);
  await form.screenshot({ path: `${shots}/console-360.png` });
  await editor.setViewportSize(desktop);
  await editor.getByRole('button', { name: 'Save the channel' }).click();
  await editor.getByText(`${name} is saved.`).waitFor();
  expect((await consoleCall('GET', `/channels/${channelId}`)).data.allows_catch_up).toBe(true);
}

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  ({ browser } = await openPlayerBrowser(baseUrl, phone));
  editor = (await signedInStaff(browser, desktop, 'editor')).page;
  await createChannel();
}, 300_000);
afterAll(async () => {
  // The channel is hidden again, so no other test's guide or channel list sees it.
  if (channelId) {
    const { data } = await consoleCall('GET', `/channels/${channelId}`);
    await consoleCall('PUT', `/channels/${channelId}`, { ...data, enabled: false });
  }
  await browser?.close();
});

/** A new e-mail subscriber holding the Max pack, on a page of their own. */
async function subscriberPage(viewport: Viewport): Promise<{ context: BrowserContext; page: Page }> {
  const context = await viewerContext(browser, baseUrl, await registerViewer(baseUrl), viewport);
  await grantPackage(context, MAX_PACK);
  return { context, page: await context.newPage() };
}

/** The video's position, once it has played past `seconds` (frames advance). */
async function playingPast(page: Page, seconds: number) {
  await page.waitForFunction(
    (past) => {
      const video = document.querySelector('video');
      return video !== null && !video.paused && video.currentTime > past;
    },
    seconds,
    { timeout: 60_000 },
  );
  return page.evaluate(() => {
    const video = document.querySelector('video');
    return {
      currentTime: video?.currentTime ?? 0,
      frames: video?.getVideoPlaybackQuality().totalVideoFrames ?? 0,
    };
  });
}

/** Seconds between the position and the end of what the playlist offers (the live edge, while it grows). */
const liveEdgeBehind = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector('video');
    const seekable = video?.seekable;
    return video && seekable && seekable.length > 0
      ? seekable.end(seekable.length - 1) - video.currentTime
      : 0;
  });

describe('start-over and catch-up', () => {
  it("'Start over' plays the programme on air from its start, and 'Go live' returns to the edge", {
    timeout: 180_000,
  }, async () => {
    for (const viewport of [phone, desktop]) {
      const { context, page } = await subscriberPage(viewport);
      try {
        const playlists: string[] = [];
        page.on('response', (response) => {
          if (/\/live\/s\/.+\/index\.m3u8$/.test(response.url())) playlists.push(response.url());
        });
        await page.goto(`/play/channelsplayer?uid=${uid}&id=${channelId}`);
        await playingPast(page, 0.5);
        const bar = page.getByRole('region', { name: 'Live playback' });
        await bar.getByText(onNow.title).waitFor();
        await bar.getByRole('button', { name: 'Start over' }).click();

        await bar.getByText(`From the start: ${onNow.title}`).waitFor();
        expect(new URL(page.url()).searchParams.get('programme')).toMatch(/^\d+$/);
        const start = await playingPast(page, 0.2);
        // Near 0 of the programme, not 40 minutes in at the live edge.
        expect(start.currentTime).toBeLessThan(15);
        const later = await playingPast(page, start.currentTime + 2);
        expect(later.frames).toBeGreaterThan(start.frames);
        expect(await liveEdgeBehind(page)).toBeGreaterThan(30 * 60);
        // The growing playlist of the programme from its first slot, not the live window.
        const startOver = playlists.filter((url) => url.includes(`${uid}~`) && /~\d+-\d+\//.test(url));
        expect(startOver.length).toBeGreaterThan(0);
        await page.screenshot({ path: `${shots}/start-over-${viewport.width}.png`, fullPage: true });

        await bar.getByRole('button', { name: 'Go live' }).click();
        await bar.getByRole('button', { name: 'Start over' }).waitFor();
        expect(new URL(page.url()).searchParams.get('programme')).toBeNull();
        await playingPast(page, 0.5);
        // Back at the edge: a few segments behind at most.
        await expect.poll(() => liveEdgeBehind(page), { timeout: 20_000 }).toBeLessThan(30);
      } finally {
        await context.close();
      }
    }
  });

  it('the TV guide plays an earlier programme of a catch-up channel from its start', {
    timeout: 180_000,
  }, async () => {
    for (const viewport of [phone, desktop]) {
      const { context, page } = await subscriberPage(viewport);
      try {
        await page.goto('/play/tvguide');
        await page.locator('.tv-guide__show-title').first().waitFor();
        const row = page.getByRole('region', { name, exact: true });
        const watch = row.getByRole('link', { name: `Watch ${earlier.title} again` });
        // It ended before the guide's window (from the half hour now is in): six hours back.
        expect(await watch.count()).toBe(0);
        await page.getByRole('button', { name: 'Earlier' }).click();
        await watch.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${shots}/guide-${viewport.width}.png`, fullPage: true });
        // The programme on air is not offered again, and a channel without catch-up offers nothing.
        expect(await row.getByRole('link', { name: `Watch ${onNow.title} again` }).count()).toBe(0);
        expect(await page.getByRole('region', { name: 'GLO News 24' }).getByRole('link').count()).toBe(0);
        await watch.click();

        const bar = page.getByRole('region', { name: 'Live playback' });
        await bar.getByText(`Catch-up: ${earlier.title}`).waitFor();
        const start = await playingPast(page, 0.2);
        expect(start.currentTime).toBeLessThan(15);
        const later = await playingPast(page, start.currentTime + 2);
        expect(later.frames).toBeGreaterThan(start.frames);
        // A complete recording of exactly the programme: 30 minutes long.
        const duration = await page.evaluate(() => document.querySelector('video')?.duration ?? 0);
        expect(duration).toBeGreaterThan(30 * 60 - 8);
        expect(duration).toBeLessThan(30 * 60 + 8);
        await page.screenshot({ path: `${shots}/catch-up-${viewport.width}.png`, fullPage: true });
        await bar.getByRole('button', { name: 'Go live' }).click();
        await bar.getByRole('button', { name: 'Start over' }).waitFor();
      } finally {
        await context.close();
      }
    }
  });
});
