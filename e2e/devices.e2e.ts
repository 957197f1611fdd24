import { apiClientBasic } from '@glotv/testing/portal-api';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktop, phone, type Viewport } from './support/browser.ts';
import {
  grantPackage,
  openPlayerBrowser,
  playedPast,
  registerViewer,
  type ViewerCatalog,
  waitForStream,
} from './support/player.ts';

const baseUrl = inject('portalUrl');
const shots = '/tmp/shots-devices';
/** Package 10: the Max access pack (movies and TV channels) for an e-mail subscriber. */
const MAX = 10;
const devices = {
  phone: {
    name: 'Chrome on Android',
    viewport: phone,
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  },
  laptop: {
    name: 'Edge on Windows',
    viewport: desktop,
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  },
  tablet: {
    name: 'Chrome on macOS',
    viewport: desktop,
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  },
} as const;
type DeviceName = keyof typeof devices;

let browser: Browser;
let catalog: ViewerCatalog;
let email: string;
let userId: string;
const contexts = new Map<DeviceName, BrowserContext>();
const pages = new Map<DeviceName, Page>();

/** One of the subscriber's devices: a browser context of its own, signed in as the web app does it. */
async function signedInDevice(name: DeviceName, viewport: Viewport): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl,
    userAgent: devices[name].userAgent,
  });
  const response = await context.request.post('/api/client/v1/global/login', {
    headers: { Authorization: apiClientBasic, 'X-Session-Mode': 'cookie' },
    data: {
      username: email,
      password: 'Secret-123',
      device: `e2e-devices-${process.pid}-${name}`,
      device_class: name === 'phone' ? 'mobile' : 'desktop',
    },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  userId = ((await response.json()) as { data: { user_id: string } }).data.user_id;
  contexts.set(name, context);
  const page = await context.newPage();
  pages.set(name, page);
  return page;
}

beforeAll(async () => {
  ({ browser, catalog } = await openPlayerBrowser(baseUrl, desktop));
  email = await registerViewer(baseUrl);
  for (const name of Object.keys(devices) as DeviceName[]) await signedInDevice(name, devices[name].viewport);
  const phoneContext = contexts.get('phone')!;
  await grantPackage(phoneContext, MAX);
  // Asked ahead of Play: waiting for the media takes no place among the devices that play.
  await waitForStream(
    phoneContext,
    `/api/client/v1/glotv/users/${userId}/vod/movies/${catalog.movie.id}?ahead=1`,
  );
}, 300_000);
afterAll(async () => {
  await browser?.close();
});

describe('devices and concurrent streams', () => {
  it('refuses a third device naming the two that play; stopping one stops it there and the third plays', async () => {
    const { movie, freeChannel } = catalog;
    const phonePage = pages.get('phone')!;
    const laptopPage = pages.get('laptop')!;
    const tabletPage = pages.get('tablet')!;
    await phonePage.goto(`/play/moviestreampage?movieID=${movie.id}`);
    await playedPast(phonePage, 1);
    await laptopPage.goto(`/play/channelsplayer?uid=${freeChannel.uid}&id=${freeChannel.id}`);
    await playedPast(laptopPage, 0);

    await tabletPage.goto(`/play/moviestreampage?movieID=${movie.id}`);
    const notice = tabletPage.getByRole('alert').filter({ hasText: 'You can watch on 2 devices at a time.' });
    await notice.waitFor();
    await notice.getByText(`${devices.phone.name}: ${movie.title}`).waitFor();
    await notice.getByText(`${devices.laptop.name}: ${freeChannel.name}`).waitFor();
    expect(await notice.getByText('Stop one of them to watch here.').isVisible()).toBe(true);
    expect(await tabletPage.locator('video').count()).toBe(0);
    await tabletPage.screenshot({ path: `${shots}/stream-limit-1280.png` });
    await tabletPage.setViewportSize(phone);
    await tabletPage.screenshot({ path: `${shots}/stream-limit-360.png` });
    await tabletPage.setViewportSize(desktop);

    await notice.getByRole('button', { name: `Stop playback on ${devices.phone.name}` }).click();
    expect(await playedPast(tabletPage, 1)).toBeGreaterThan(1);
    // The phone hears of it at its next renewal (every 20 s) and stops.
    await phonePage.getByText('Playback was stopped from another device.').waitFor({ timeout: 45_000 });
    expect(await phonePage.locator('video').count()).toBe(0);
    await phonePage.screenshot({ path: `${shots}/stopped-360.png` });
    expect(await phonePage.getByRole('button', { name: 'Play here' }).isVisible()).toBe(true);
  }, 120_000);

  it('lists the signed-in devices, marks this one, and signs one out: its next navigation lands signed out', async () => {
    const laptopPage = pages.get('laptop')!;
    await laptopPage.goto('/play/newdashboard');
    await laptopPage.locator('#first-view').waitFor({ state: 'detached' });
    await laptopPage.getByRole('button', { name: 'Main menu' }).click();
    await laptopPage.getByRole('link', { name: 'Devices' }).click();
    await laptopPage.waitForURL('**/play/devices');
    const list = laptopPage.getByRole('list', { name: 'Your devices' });
    await list.waitFor();
    for (const device of Object.values(devices))
      await list.getByRole('listitem', { name: device.name }).waitFor();
    const thisOne = list.getByRole('listitem', { name: devices.laptop.name });
    expect(await thisOne.getByText('This device').isVisible()).toBe(true);
    expect(await thisOne.getByRole('button').count()).toBe(0);
    expect(
      await list
        .getByRole('listitem', { name: devices.phone.name })
        .getByText(/^Last used /)
        .isVisible(),
    ).toBe(true);
    await laptopPage.screenshot({ path: `${shots}/devices-1280.png`, fullPage: true });

    await laptopPage.getByRole('button', { name: `Sign out ${devices.phone.name}` }).click();
    await laptopPage.getByText(`${devices.phone.name} was signed out.`).waitFor();
    await list.getByRole('listitem', { name: devices.phone.name }).waitFor({ state: 'detached' });

    const phonePage = pages.get('phone')!;
    await phonePage.goto('/play/newdashboard');
    await phonePage.waitForURL('**/play/newloginpath');
    await phonePage.getByRole('button', { name: 'Sign In', exact: true }).first().waitFor();

    const tabletPage = pages.get('tablet')!;
    await tabletPage.setViewportSize(phone);
    await tabletPage.goto('/play/devices');
    await tabletPage
      .getByRole('list', { name: 'Your devices' })
      .getByRole('listitem', { name: devices.tablet.name })
      .waitFor();
    await tabletPage.screenshot({ path: `${shots}/devices-360.png`, fullPage: true });
  }, 120_000);
});
