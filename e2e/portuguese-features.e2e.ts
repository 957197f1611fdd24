import { apiClientBasic } from '@glotv/testing/portal-api';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { phone } from './support/browser.ts';
import { inPortuguese, Walk } from './support/interface-language.ts';
import {
  grantPackage,
  launchPlayerBrowser,
  registerViewer,
  type ViewerCatalog,
  viewerCatalog,
  viewerContext,
  waitForMedia,
  waitForStream,
} from './support/player.ts';
import { demoSeriesWithTwoEpisodes } from './support/watching.ts';

/**
 * The pages and states a subscriber reaches beyond the catalog, in Portuguese on a 360 px phone: search, the
 * watching carousels and buttons, the player's questions and notices, and the devices page. One subscriber on
 * one phone walks them all; what the states need (a position, My List, the other devices' streams) is set up
 * through the API, so nothing waits for minutes of video.
 */

const baseUrl = inject('portalUrl');
const origin = new URL(baseUrl).origin;
/** Package 10: the Max access pack (movies, series and TV channels). */
const MAX = 10;
/** The subscriber's other devices, named as the Portuguese interface names them. */
const otherDevices = {
  android: {
    name: 'Chrome no Android',
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  },
  windows: {
    name: 'Edge no Windows',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  },
} as const;

let browser: Browser;
let catalog: ViewerCatalog;
let email: string;
let context: BrowserContext;
let page: Page;
let userId: string;
let movieTitle: string;
let episodes: Awaited<ReturnType<typeof demoSeriesWithTwoEpisodes>>;

const user = () => `/api/client/v1/glotv/users/${userId}`;

/** Saves the screen as /tmp/pt-walk-`name`.png, to be looked at. */
const shoot = (name: string, fullPage = false) =>
  page.screenshot({ path: `/tmp/pt-walk-${name}.png`, fullPage });

async function ok(
  what: string,
  answer: Promise<{ ok(): boolean; status(): number; text(): Promise<string> }>,
) {
  const response = await answer;
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
}

/** Another device of the subscriber: signed in with its own browser's user agent. */
async function otherDevice(device: keyof typeof otherDevices): Promise<BrowserContext> {
  const other = await browser.newContext({ baseURL: baseUrl, userAgent: otherDevices[device].userAgent });
  await ok(
    'sign-in',
    other.request.post('/api/client/v1/global/login', {
      headers: { Authorization: apiClientBasic, 'X-Session-Mode': 'cookie' },
      data: {
        username: email,
        password: 'Secret-123',
        device: `e2e-pt-${process.pid}-${device}`,
        device_class: device === 'android' ? 'mobile' : 'desktop',
      },
    }),
  );
  return other;
}

/** Fails listing every English word the walk noted. */
async function walked(steps: (walk: Walk) => Promise<void>): Promise<void> {
  const walk = new Walk(page);
  await steps(walk);
  expect(walk.found).toEqual([]);
}

beforeAll(async () => {
  browser = await launchPlayerBrowser();
  email = await registerViewer(baseUrl);
  context = await viewerContext(browser, baseUrl, email, phone);
  await inPortuguese(context);
  await grantPackage(context, MAX);
  page = await context.newPage();
  catalog = await viewerCatalog(context);
  userId = catalog.userId;
  await waitForMedia(context, userId, catalog.movie.id);
  const movie = (await (
    await context.request.get(`/api/client/v1/glotv/movies/${catalog.movie.id}?translation=pt`)
  ).json()) as { data: { title: string } };
  movieTitle = movie.data.title;
  episodes = await demoSeriesWithTwoEpisodes(page);
  await waitForStream(context, `${user()}/vod/episodes/${episodes.first.id}?ahead=1`);
}, 300_000);
afterAll(async () => {
  await browser?.close();
});

describe('the Portuguese interface beyond the catalog, on a phone', () => {
  it('search: its prompt, results with people, and the empty result with suggestions', async () => {
    await walked(async (walk) => {
      await page.goto('/play/search');
      await page.getByText('Escreva um título, um canal, um ator ou um realizador.').waitFor();
      await walk.check('search prompt');

      await page.goto(`/play/search?q=${encodeURIComponent(movieTitle)}`);
      await page.getByRole('region', { name: 'Filmes' }).getByRole('link').first().waitFor();
      await walk.check('search results');
      await shoot('search-results', true);

      await page.goto('/play/search?q=amaka');
      await page
        .getByRole('region', { name: 'Pessoas' })
        .getByRole('heading', { level: 3 })
        .first()
        .waitFor();
      await walk.check('search results with people');
      await shoot('search-people', true);

      await page.goto('/play/search?q=xqzwv');
      const empty = page.getByRole('region', { name: 'Sem resultados para “xqzwv”.' });
      await empty.getByRole('link').first().waitFor();
      expect(await empty.getByRole('heading', { name: 'Talvez esteja à procura de' }).count()).toBe(1);
      await walk.check('search without results');
      await shoot('search-empty', true);
    });
  });

  it('the dashboard with Continue watching and My List, and a detail page with My List, Resume and Start over', async () => {
    const { series, second } = episodes;
    const write = { headers: { origin } };
    await ok(
      'position',
      context.request.post(`${user()}/positions`, {
        ...write,
        data: { kind: 'movie', id: catalog.movie.id, position: 150, duration: 5400 },
      }),
    );
    await ok(
      'position',
      context.request.post(`${user()}/positions`, {
        ...write,
        data: { kind: 'episode', id: second.id, position: 600, duration: 1500 },
      }),
    );
    await ok('My List', context.request.put(`${user()}/my-list/series/${series.id}`, write));

    await walked(async (walk) => {
      await page.goto('/play/newdashboard');
      await page.locator('#first-view').waitFor({ state: 'detached' });
      const continueWatching = page.getByRole('region', { name: 'Continuar a ver' });
      await continueWatching.getByRole('link', { name: movieTitle }).waitFor();
      expect(await continueWatching.getByText(`T1 · E${second.number}`).isVisible()).toBe(true);
      const myList = page.getByRole('region', { name: 'A minha lista', exact: true });
      await myList.getByRole('link').first().waitFor();
      await continueWatching.scrollIntoViewIfNeeded();
      await walk.check('dashboard with Continue watching and My List');
      await shoot('dashboard-continue-watching');
      await myList.evaluate((region) => region.scrollIntoView({ block: 'center' }));
      await shoot('dashboard-my-list');

      await page.goto(`/play/moviesdetailpage?movieID=${catalog.movie.id}`);
      const toggle = page.getByRole('button', { name: 'A minha lista', exact: true });
      await toggle.waitFor();
      await page.getByRole('link', { name: 'Retomar aos 2:30' }).waitFor();
      expect(await page.getByRole('link', { name: 'Recomeçar' }).isVisible()).toBe(true);
      await walk.check('movie detail with Resume');
      await toggle.click();
      await page.getByRole('button', { name: 'A minha lista', pressed: true }).waitFor();
      await walk.check('movie detail in My List');
      await shoot('detail-my-list');

      await page.goto(`/play/series?seriesID=${series.id}`);
      await page.getByRole('button', { name: 'A minha lista', pressed: true }).waitFor();
      await walk.check('series detail in My List');
    });
  });

  it('the player: Resume or Start over on a title begun before, and the next-episode countdown', async () => {
    const { series, first } = episodes;
    await walked(async (walk) => {
      await page.goto(`/play/moviestreampage?movieID=${catalog.movie.id}`);
      await page.getByRole('heading', { name: 'Continuar onde parou?' }).waitFor();
      expect(await page.getByText('Parou aos 2:30.').isVisible()).toBe(true);
      await walk.check('player asking Resume or Start over');
      await shoot('player-resume-prompt');

      // The demo episodes play a 24 s clip: started near its end, the countdown comes within seconds.
      await page.goto(`/play/episodestream?id=${first.id}&seriesID=${series.id}&t=18`);
      const countdown = page.getByRole('region', { name: 'Próximo episódio' });
      await countdown.waitFor({ timeout: 30_000 });
      expect(await countdown.locator('[aria-live="polite"]').textContent()).toMatch(
        /^Próximo episódio dentro de \d+ segundos$/,
      );
      await walk.check('next-episode countdown', { settled: false });
      await shoot('next-episode-countdown');
      await countdown.getByRole('button', { name: 'Cancelar' }).click();
      await countdown.waitFor({ state: 'detached' });
    });
    // This phone's place among the devices that play is free again, as on leaving the player.
    await page.goto('/play/newdashboard');
    await ok(
      'release',
      context.request.post(`${user()}/streams/lease/release`, {
        data: { kind: 'episode', id: String(first.id) },
      }),
    );
  }, 90_000);

  it('the notice on a third device, naming in Portuguese what the other two play; then the devices page', async () => {
    const android = await otherDevice('android');
    const windows = await otherDevice('windows');
    try {
      const lease = (other: BrowserContext, target: { kind: string; id: string }) =>
        ok('lease', other.request.put(`${user()}/streams/lease`, { data: { ...target, start: true } }));
      await lease(android, { kind: 'movie', id: String(catalog.movie.id) });
      await lease(windows, { kind: 'channel', id: catalog.freeChannel.uid });

      await walked(async (walk) => {
        await page.goto(`/play/moviestreampage?movieID=${catalog.movie.id}&t=0`);
        const notice = page
          .getByRole('alert')
          .filter({ hasText: 'Pode ver em 2 dispositivos ao mesmo tempo.' });
        await notice.waitFor();
        await notice.getByText(`${otherDevices.android.name}: ${movieTitle}`).waitFor();
        await notice.getByText(`${otherDevices.windows.name}: ${catalog.freeChannel.name}`).waitFor();
        expect(await notice.getByText('Pare um deles para ver aqui.').isVisible()).toBe(true);
        await walk.check('stream-limit notice');
        await shoot('stream-limit');

        await page.goto('/play/devices');
        const list = page.getByRole('list', { name: 'Os seus dispositivos' });
        for (const device of Object.values(otherDevices))
          await list.getByRole('listitem', { name: device.name }).waitFor();
        expect(await list.getByText('Este dispositivo').isVisible()).toBe(true);
        await walk.check('devices');
        await shoot('devices', true);
        await page.getByRole('button', { name: `Terminar a sessão de ${otherDevices.android.name}` }).click();
        await page.getByText(`A sessão de ${otherDevices.android.name} foi terminada.`).waitFor();
        await walk.check('devices after signing one out');
        await shoot('devices-signed-out', true);
      });
    } finally {
      await android.close();
      await windows.close();
    }
  });
});
