import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktop, phone, throttleToSlowLink } from './support/browser.ts';
import { carousel } from './support/catalog.ts';
import {
  grantPackage,
  openPlayerBrowser,
  playedPast,
  recordRequests,
  registerViewer,
  type ViewerCatalog,
  viewerContext,
  waitForStream,
} from './support/player.ts';

const baseUrl = inject('portalUrl');
let browser: Browser;
let catalog: ViewerCatalog;

beforeAll(async () => {
  ({ browser, catalog } = await openPlayerBrowser(baseUrl, desktop));
}, 300_000);
afterAll(async () => {
  await browser?.close();
});

/** A new subscriber (no package) on a page of their own; the context is closed whatever happens. */
async function asViewer(test: (page: Page, context: BrowserContext) => Promise<void>, viewport = phone) {
  const context = await viewerContext(browser, baseUrl, await registerViewer(baseUrl), viewport);
  try {
    await test(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

const currentTime = (page: Page) => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0);

/** The segments the page fetched, in order: address, who asked (`fetch` is the page, not the player), bytes. */
const segmentsFetched = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.m4s'))
      .map((entry) => ({
        url: entry.name,
        by: (entry as PerformanceResourceTiming).initiatorType,
        bytes: (entry as PerformanceResourceTiming).transferSize,
      })),
  );

/** The bytes each request for a file whose address ends with `suffix` took, in order (0: the HTTP cache answered). */
const transfersOf = (page: Page, suffix: string) =>
  page.evaluate(
    (end) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith(end))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    suffix,
  );

/** Waits for the first 1.5 s of a 4 s live slot, so that the playlist read on a press is the player's. */
async function earlyInLiveSlot() {
  while (Date.now() % 4000 > 1500) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** The page asked for the segment first, and the player's own request for it was answered by the HTTP cache. */
function expectPressedSegmentPlayed(segments: Awaited<ReturnType<typeof segmentsFetched>>) {
  const pressed = segments[0];
  expect(pressed, JSON.stringify(segments)).toMatchObject({ by: 'fetch' });
  expect(pressed?.bytes).toBeGreaterThan(1000);
  const played = segments.find((segment) => segment.by !== 'fetch');
  expect(played, JSON.stringify(segments)).toMatchObject({ url: pressed?.url, bytes: 0 });
}

/**
 * Live TV opened and settled (the page has read the free channel's address, its master, the saved quality, Auto,
 * and the playlist of the rendition Auto starts on, on idle), then the channel pressed with more than a second
 * left in its 4 s slot, so that the playlist read on the press is the player's. When it was pressed (page clock).
 */
async function pressChannelOnSettledLiveTv(page: Page): Promise<number> {
  await page.goto('/play/channelspage');
  const row = page.locator('a.channel-row', { hasText: catalog.freeChannel.name }).first();
  await row.waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/index.m3u8')),
  );
  await earlyInLiveSlot();
  const pressedAt = await page.evaluate(() => performance.now());
  await row.click();
  return pressedAt;
}

describe('player pages', () => {
  it("plays a movie's trailer for a signed-in subscriber, with a back arrow and the title", async () => {
    await asViewer(async (page) => {
      await page.goto(`/play/moviestrailer?movieID=${catalog.movie.id}`);
      await page.getByRole('heading', { level: 1, name: `Trailer: ${catalog.movie.title}` }).waitFor();
      expect(await page.getByRole('button', { name: 'Back' }).isVisible()).toBe(true);
      expect(await playedPast(page, 2)).toBeGreaterThan(2);
      expect(await page.getByLabel('Video quality').inputValue()).toBe('auto');
    });
  });

  it('plays a free-to-air channel live, from its shared link', async () => {
    await asViewer(async (page) => {
      const { freeChannel } = catalog;
      await page.goto(`/play/channelsplayer?uid=${freeChannel.uid}&id=${freeChannel.id}`);
      await page.getByRole('heading', { level: 1, name: freeChannel.name }).waitFor();
      await playedPast(page, 0);
      const start = await currentTime(page);
      expect(await playedPast(page, start + 2)).toBeGreaterThan(start + 2);
    });
  });

  it('fetches the segment a live channel starts at as it is pressed on Live TV, before its playlist answers, and the player starts there', async () => {
    await asViewer(async (page) => {
      const pressedAt = await pressChannelOnSettledLiveTv(page);
      await playedPast(page, 0);
      expectPressedSegmentPlayed(await segmentsFetched(page));
      // The playlist read ahead already named the segment: it was asked for before the press's playlist came back.
      const asked = await page.evaluate((after) => {
        const byPage = (suffix: string) =>
          performance
            .getEntriesByType('resource')
            .map((entry) => entry as PerformanceResourceTiming)
            .find(
              (entry) =>
                entry.initiatorType === 'fetch' &&
                entry.startTime >= after &&
                new URL(entry.name).pathname.endsWith(suffix),
            );
        return { segment: byPage('.m4s')?.startTime, playlist: byPage('index.m3u8')?.responseEnd };
      }, pressedAt);
      expect(asked.segment, JSON.stringify(asked)).toBeLessThan(asked.playlist ?? 0);
    });
  });

  it("fetches a free channel's start segment as its card is pressed on the dashboard, after pointing at it got its player ready", async () => {
    await asViewer(async (page) => {
      await page.goto('/play/newdashboard');
      const card = carousel(page, 'Free to Air')
        .getByRole('link')
        .filter({ hasText: catalog.freeChannel.name })
        .first();
      await card.waitFor();
      await page.waitForLoadState('networkidle');
      const playlistsRead = async () => (await transfersOf(page, '/index.m3u8')).length;
      // The dashboard asks for nothing of a channel's stream until a card is pointed at.
      expect(await playlistsRead()).toBe(0);
      await card.hover();
      await expect.poll(playlistsRead).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      await earlyInLiveSlot();
      await card.click();
      await page.waitForURL(/\/play\/channelsplayerondashbd/);
      await playedPast(page, 0);
      expectPressedSegmentPlayed(await segmentsFetched(page));
    });
  }, 90_000);

  it("starts the browser's own HLS on the live segment asked for as the channel was pressed, and asks for no other segment itself", async () => {
    await asViewer(async (page) => {
      // The player's engine setting (playback-engine.ts): Chromium's own HLS rather than hls.js.
      await page.addInitScript(() => localStorage.setItem('glotv.playbackEngine', 'native'));
      await pressChannelOnSettledLiveTv(page);
      await playedPast(page, 0);
      expect(await page.evaluate(() => document.querySelector('video')?.src.startsWith('blob:'))).toBe(false);
      const segments = await segmentsFetched(page);
      const byPage = segments.filter((segment) => segment.by === 'fetch');
      expect(byPage, JSON.stringify(segments)).toHaveLength(1);
      const played = segments.filter((segment) => segment.by !== 'fetch' && segment.url === byPage[0]?.url);
      expect(
        played.map((segment) => segment.bytes),
        JSON.stringify(segments),
      ).toEqual([0]);
    });
  });

  it('asks for a fresh address before the old one expires and keeps playing under it', async () => {
    await asViewer(async (page) => {
      const { freeChannel } = catalog;
      // Addresses the player is told expire 8 s after they are given, and an old one stops working as soon
      // as a newer one was given, as if it had expired: playback only goes on if the player renews.
      const signatures: string[] = [];
      await page.route('**/live/channels/**', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: { url: string; expires_at: string } };
        signatures.push(body.data.url.split('/')[3] ?? '');
        body.data.expires_at = new Date(Date.now() + 8_000).toISOString();
        await route.fulfill({ response, json: body });
      });
      await page.route('**/live/s/**', async (route) => {
        const signature = new URL(route.request().url()).pathname.split('/')[3] ?? '';
        const stale = signatures.indexOf(signature) < signatures.length - 1;
        await (stale ? route.fulfill({ status: 403, body: '' }) : route.continue());
      });
      // The rendition playlists reloaded every few seconds, each answered, and under which signature.
      const reloads: { signature: string; status: number }[] = [];
      page.on('response', (response) => {
        const path = new URL(response.url()).pathname;
        if (path.startsWith('/live/s/') && path.endsWith('/index.m3u8')) {
          reloads.push({ signature: path.split('/')[3] ?? '', status: response.status() });
        }
      });
      await page.goto(`/play/channelsplayer?uid=${freeChannel.uid}&id=${freeChannel.id}`);
      await playedPast(page, 0);
      const start = await currentTime(page);
      await expect.poll(() => new Set(signatures).size, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
      expect(await playedPast(page, start + 16)).toBeGreaterThan(start + 16);
      const renewed = reloads.filter((reload) => reload.signature !== signatures[0] && reload.status === 200);
      expect(renewed.length).toBeGreaterThan(0);
      expect(await page.getByRole('alert').count()).toBe(0);
    });
  });

  it("fetches a movie's first segment as Play Movie is pressed, and the player plays it from the cache", async () => {
    await asViewer(async (page, context) => {
      await grantPackage(context, 10);
      await page.goto(`/play/moviesdetailpage?movieID=${catalog.movie.id}`);
      const play = page.getByRole('link', { name: 'Play Movie' });
      await play.waitFor();
      // Settled: the page has read the movie's address, its start files and the saved quality (Auto) on idle.
      await page.waitForLoadState('networkidle');
      await play.click();
      await playedPast(page, 0);
      expectPressedSegmentPlayed(await segmentsFetched(page));
    });
  });

  it("gets an episode's player ready as it is pointed at on its series page, and fetches its first segment as it is pressed", async () => {
    await asViewer(async (page, context) => {
      await grantPackage(context, 10);
      const series = (await (
        await context.request.get('/api/client/v1/glotv/series?series_id=1')
      ).json()) as { data: { seasons: { number: number; episodes: { id: number; number: number }[] }[] } };
      const episodes = series.data.seasons.find((season) => season.number === 1)?.episodes ?? [];
      const first = [...episodes].sort((a, b) => a.number - b.number)[0]!;
      await waitForStream(
        context,
        `/api/client/v1/glotv/users/${await userIdOf(context)}/vod/episodes/${first.id}`,
      );
      await page.goto('/play/series?seriesID=1');
      const episode = page.locator(`a.episode[href*="id=${first.id}&"]`);
      await episode.waitFor();
      await page.waitForLoadState('networkidle');
      const masters = async () => (await transfersOf(page, '/master.m3u8')).length;
      // Nothing of an episode's stream is asked for until one is pointed at.
      expect(await masters()).toBe(0);
      await episode.hover();
      await expect.poll(masters).toBe(1);
      await page.waitForLoadState('networkidle');
      await episode.click();
      await page.waitForURL(/\/play\/episodestream/);
      await playedPast(page, 0);
      expectPressedSegmentPlayed(await segmentsFetched(page));
      // The player read the master it opened with from the HTTP cache.
      const masterReads = await transfersOf(page, '/master.m3u8');
      expect(masterReads.slice(1), JSON.stringify(masterReads)).toEqual(masterReads.slice(1).map(() => 0));
    });
  }, 90_000);

  it('plays a bought movie and a bought episode', async () => {
    await asViewer(async (page, context) => {
      // An e-mail subscriber: package 10 is the Max access pack (movies and TV channels).
      await grantPackage(context, 10);
      const me = (await (await context.request.get('/api/client/v1/global/me')).json()) as {
        data: { user_id: string };
      };
      const userId = me.data.user_id;
      const series = (await (
        await context.request.get('/api/client/v1/glotv/series?series_id=1')
      ).json()) as {
        data: { id: number; seasons: { episodes: { id: number }[] }[] };
      };
      const episodeId = series.data.seasons[0]!.episodes[0]!.id;
      await waitForStream(context, `/api/client/v1/glotv/users/${userId}/vod/movies/${catalog.movie.id}`);
      await waitForStream(context, `/api/client/v1/glotv/users/${userId}/vod/episodes/${episodeId}`);

      await page.goto(`/play/moviestreampage?movieID=${catalog.movie.id}`);
      expect(await playedPast(page, 2)).toBeGreaterThan(2);
      expect(await page.getByRole('dialog').count()).toBe(0);

      await page.goto(`/play/episodestream?id=${episodeId}&seriesID=${series.data.id}`);
      expect(await playedPast(page, 2)).toBeGreaterThan(2);
      expect(await page.getByRole('dialog').count()).toBe(0);
    });
  });

  it('opens the pay prompt for a movie the subscriber has not bought, and asks for no stream', async () => {
    await asViewer(async (page) => {
      const requests = recordRequests(page);
      await page.goto(`/play/moviestreampage?movieID=${catalog.movie.id}`);
      const prompt = page.getByRole('dialog', { name: 'Data Bundle or Access Pack required' });
      await prompt.waitFor();
      await page.getByRole('heading', { level: 1, name: catalog.movie.title }).waitFor();
      // The packages that unlock the movie are offered, and the prompt's text is said once, in the modal.
      await prompt.getByRole('button', { name: /3-day VOD/ }).waitFor();
      expect(await page.getByText('GLO-TV Access Pack required. Click OK to get.').count()).toBe(1);
      await prompt.getByRole('button', { name: 'Cancel' }).click();
      await page.getByText('GLO-TV Access Pack required. Click OK to get.').waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      const streamRequests = requests.filter((r) => /\/vod\/movies\/|\/media\/s\//.test(r.url()));
      expect(streamRequests.map((r) => r.url())).toEqual([]);
      expect(await page.locator('video').count()).toBe(0);
    });
  });

  it('switches to Data Saver at once: saved, a capped master, and the position kept', async () => {
    await asViewer(async (page) => {
      const masters: string[] = [];
      page.on('response', async (response) => {
        if (response.url().endsWith('/master.m3u8')) masters.push(await response.text());
      });
      await page.goto(`/play/moviestrailer?movieID=${catalog.movie.id}`);
      await playedPast(page, 3);
      expect(masters).toHaveLength(1);
      expect((masters[0]?.match(/#EXT-X-STREAM-INF/g) ?? []).length).toBeGreaterThan(1);

      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/preferences') && r.request().method() === 'PUT',
      );
      const before = await currentTime(page);
      // By value: once each quality's cost per hour is known, its label ends with it ('Data Saver · 88 MB/h').
      await page.getByLabel('Video quality').selectOption('data_saver');
      expect((await saved).status()).toBe(200);
      await expect.poll(() => masters.length, { timeout: 15_000 }).toBe(2);
      const capped = masters[1] ?? '';
      expect(capped.match(/#EXT-X-STREAM-INF/g)).toHaveLength(1);
      const height = Number(/RESOLUTION=\d+x(\d+)/.exec(capped)?.[1]);
      expect(height).toBeLessThanOrEqual(240);
      // Same position (give or take the seek to a keyframe), still playing.
      expect(await playedPast(page, before + 1)).toBeGreaterThan(before);
      expect(await page.getByLabel('Video quality').inputValue()).toBe('data_saver');

      // The choice is kept: a reload plays the capped master again.
      await page.reload();
      await playedPast(page, 0.5);
      expect(await page.getByLabel('Video quality').inputValue()).toBe('data_saver');
    });
  });

  it("sends a 'Video Played' log for each 60 minutes played and a final one on leaving", async () => {
    await asViewer(async (page) => {
      const logs: Request[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/cm/api/logs/') && request.method() === 'POST') logs.push(request);
      });
      // Playwright does not show a beacon's body: keep a copy of what the page hands to sendBeacon.
      await page.addInitScript(() => {
        const sent: Blob[] = [];
        Object.assign(window, { sentBeacons: sent });
        const original = navigator.sendBeacon.bind(navigator);
        navigator.sendBeacon = (url, data) => {
          if (data instanceof Blob) sent.push(data);
          return original(url, data);
        };
      });
      await page.clock.install();
      await page.goto(`/play/moviestrailer?movieID=${catalog.movie.id}`);
      await playedPast(page, 1);
      // An hour of viewing, at the speed of the test: the tracker measures played time on the page's clock.
      await page.clock.fastForward(60 * 60 * 1000);
      await playedPast(page, (await currentTime(page)) + 1);
      await expect.poll(() => logs.length, { timeout: 10_000 }).toBe(1);
      expect(JSON.parse(logs[0]?.postData() ?? '{}')).toMatchObject({
        action: 'Video Played',
        duration: 60,
        content_type: 'trailer',
        medium: 'Web',
        operator_id: 'glotv',
      });
      expect((await logs[0]?.response())?.status()).toBe(200);

      await page.getByRole('button', { name: 'Back' }).click();
      await expect.poll(() => logs.length, { timeout: 10_000 }).toBe(2);
      const beacon = logs[1];
      expect(beacon?.resourceType()).toBe('ping');
      expect((await beacon?.response())?.status()).toBe(200);
      const finalLog = JSON.parse(
        await page.evaluate(async () => {
          const sent = (window as unknown as { sentBeacons: Blob[] }).sentBeacons;
          return (await sent[0]?.text()) ?? '{}';
        }),
      );
      expect(finalLog).toMatchObject({ action: 'Video Played', content_type: 'trailer' });
      expect(finalLog.duration).toBeGreaterThanOrEqual(1);
      expect(finalLog.duration).toBeLessThan(60);
    });
  });

  it('sends no log when nothing was played', async () => {
    await asViewer(async (page) => {
      const requests = recordRequests(page);
      await page.goto(`/play/moviestreampage?movieID=${catalog.movie.id}`);
      await page.getByRole('dialog', { name: 'Data Bundle or Access Pack required' }).waitFor();
      await page.goto('/play/newdashboard');
      await page.getByRole('heading', { level: 2, name: 'Free to Air' }).waitFor();
      expect(requests.filter((r) => r.url().includes('/cm/api/logs/'))).toEqual([]);
    });
  });
});

/**
 * Runs in the page before its scripts (a string: nothing of the test's build reaches the page): notes the
 * time of every frame the video presents while it plays, and whether the quality spinner ever showed.
 */
const frameRecorder = `(() => {
  const seen = { frames: [], spinner: false };
  window.__player = seen;
  const watch = (video) => {
    const frame = (now) => {
      if (!video.paused && !video.ended) seen.frames.push(now);
      video.requestVideoFrameCallback(frame);
    };
    video.requestVideoFrameCallback(frame);
  };
  new MutationObserver(() => {
    for (const video of document.querySelectorAll('video')) {
      if (!video.__watched) { video.__watched = true; watch(video); }
    }
    if (document.querySelector('.video-player__switching')) seen.spinner = true;
  }).observe(document, { childList: true, subtree: true });
})()`;

interface Seen {
  frames: number[];
  spinner: boolean;
}

/** The longest time between two presented frames after `from` (page clock, ms). */
async function longestFrameGap(page: Page, from: number): Promise<{ gap: number; frames: number }> {
  const seen = (await page.evaluate('window.__player')) as Seen;
  const frames = seen.frames.filter((time) => time >= from);
  let gap = 0;
  for (let index = 1; index < frames.length; index++) {
    gap = Math.max(gap, (frames[index] ?? 0) - (frames[index - 1] ?? 0));
  }
  return { gap, frames: frames.length };
}

/** A subscriber with the Max access pack (movies and TV), on a page whose movie stream is ready. */
async function asMovieViewer(test: (page: Page) => Promise<void>, viewport = phone) {
  await asViewer(async (page, context) => {
    await grantPackage(context, 10);
    await waitForStream(
      context,
      `/api/client/v1/glotv/users/${await userIdOf(context)}/vod/movies/${catalog.movie.id}`,
    );
    await test(page);
  }, viewport);
}

async function userIdOf(context: BrowserContext): Promise<string> {
  const me = (await (await context.request.get('/api/client/v1/global/me')).json()) as {
    data: { user_id: string };
  };
  return me.data.user_id;
}

describe('the player on a slow link and a phone', () => {
  it('changes quality at a segment boundary while the picture plays on, never more than 0.5 s without a frame', async () => {
    await asMovieViewer(async (page) => {
      await page.addInitScript(frameRecorder);
      // The slow link reads as mobile data (3g): the choice is this device's mobile-data quality, not saved.
      await throttleToSlowLink(page);
      const segments: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('.m4s')) segments.push(new URL(request.url()).pathname);
      });
      await page.goto(`/play/moviestreampage?movieID=${catalog.movie.id}`);
      await playedPast(page, 4, 60_000);
      expect(await page.getByTestId('playing-height').textContent()).toBe('Playing 240p');

      const changedAt = (await page.evaluate('performance.now()')) as number;
      await page.getByLabel('Video quality').selectOption('high');
      await page
        .getByTestId('playing-height')
        .filter({ hasText: 'Playing 480p' })
        .waitFor({ timeout: 30_000 });
      const switchedAt = await currentTime(page);
      // The new rendition plays on for a while: its frames count too.
      await playedPast(page, Math.min(switchedAt + 2, 22));

      const { gap, frames } = await longestFrameGap(page, changedAt - 1000);
      expect(frames).toBeGreaterThan(50);
      expect(gap).toBeLessThan(500);
      // The capped address's own rendition was loaded, and the old picture never gave way to 'Loading...'.
      // (the grant is the title under the High cap, then the viewing's meter part)
      expect(segments.some((path) => /~high(~m\.[^/]+)?\/high\/seg_/.test(path))).toBe(true);
      expect(((await page.evaluate('window.__player')) as Seen).spinner).toBe(true);
      expect(await page.getByRole('status').filter({ hasText: 'Loading...' }).count()).toBe(0);
      expect(await page.getByLabel('Video quality').inputValue()).toBe('high');
    });
  });

  it('fills a phone on its side, and leaves no black band under the picture upright', async () => {
    const box = (page: Page) =>
      page.evaluate(() => {
        const video = document.querySelector('video');
        const menu = document.querySelector('.quality-menu');
        const rect = video?.getBoundingClientRect();
        return {
          top: rect?.top ?? -1,
          width: rect?.width ?? 0,
          height: rect?.height ?? 0,
          ratio: video && video.videoHeight > 0 ? video.videoWidth / video.videoHeight : 0,
          menuTop: menu?.getBoundingClientRect().top ?? -1,
        };
      });
    await asMovieViewer(async (page) => {
      await page.goto(`/play/moviestreampage?movieID=${catalog.movie.id}`);
      await playedPast(page, 1, 60_000);
      const upright = await box(page);
      expect(upright.width).toBe(phone.width);
      expect(upright.ratio).toBeGreaterThan(1);
      expect(Math.abs(upright.height - upright.width / upright.ratio)).toBeLessThanOrEqual(2);
      // What follows the picture starts where it ends.
      expect(Math.abs(upright.menuTop - (upright.top + upright.height))).toBeLessThanOrEqual(1);

      await page.setViewportSize({ width: phone.height, height: phone.width });
      await expect.poll(() => box(page)).toMatchObject({ top: 0, width: phone.height, height: phone.width });
    });
  });
});

describe("the landing's demo player", () => {
  interface DemoAnswer {
    // Absent while nothing can be previewed: the server answers 404 then.
    data?: { trailer: { url: string } | null; stream: { url: string } | null };
  }

  it('fetches nothing until pressed, then plays the trailer and goes on to the demo stream', async () => {
    const context = await browser.newContext({ viewport: desktop, baseURL: baseUrl });
    try {
      // The demo run links titles as it goes: wait until both a trailer and a movie play.
      await expect
        .poll(
          async () => {
            const answer = (await (
              await context.request.get('/api/client/v1/glotv/demo')
            ).json()) as DemoAnswer;
            return Boolean(answer.data?.trailer && answer.data.stream);
          },
          { timeout: 240_000, interval: 1000 },
        )
        .toBe(true);

      const page = await context.newPage();
      const requests = recordRequests(page);
      await page.goto('/');
      const button = page.getByRole('button', { name: 'Watch the demo' });
      await button.waitFor();
      await page.waitForLoadState('networkidle');
      const demoOrPlayer = (request: Request) =>
        request.url().includes('/demo') ||
        /\/assets\/(hls|use-hls-player|preview-player)-[^/]*\.js$/.test(request.url());
      expect(requests.filter(demoOrPlayer).map((r) => r.url())).toEqual([]);
      expect(await page.locator('video').count()).toBe(0);

      const demoResponse = page.waitForResponse((r) => r.url().endsWith('/api/client/v1/glotv/demo'));
      await button.click();
      const demo = (await (await demoResponse).json()) as DemoAnswer;
      const trailerUrl = demo.data?.trailer?.url ?? '';
      const streamUrl = demo.data?.stream?.url ?? '';
      expect(trailerUrl).toContain('~data_saver/master.m3u8');
      expect(streamUrl).toContain('~data_saver/master.m3u8');

      expect(await playedPast(page, 1)).toBeGreaterThan(1);
      expect(requests.some((r) => r.url().endsWith(trailerUrl))).toBe(true);
      expect(requests.some((r) => r.url().endsWith(streamUrl))).toBe(false);

      // The trailer ends: the player goes on to the demo stream, from its start.
      const streamRequested = page.waitForRequest((r) => r.url().endsWith(streamUrl));
      await page.evaluate(() => {
        const video = document.querySelector('video');
        if (video) video.currentTime = video.duration - 0.2;
      });
      await streamRequested;
      await page.locator('.preview-player[data-phase="stream"]').waitFor();
      await page.waitForFunction(
        () => {
          const video = document.querySelector('video');
          return video !== null && !video.paused && video.currentTime > 1 && video.currentTime < 15;
        },
        undefined,
        { timeout: 30_000 },
      );
    } finally {
      await context.close();
    }
  }, 300_000);

  it('tells a visitor outside Nigeria that the content is only available in Nigeria', async () => {
    // The portal believes X-Forwarded-For from this machine, as it would from its proxy.
    const context = await browser.newContext({
      viewport: desktop,
      baseURL: baseUrl,
      extraHTTPHeaders: { 'X-Forwarded-For': '8.8.8.8' },
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('button', { name: 'Watch the demo' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'This content is only available in Nigeria.' })
        .waitFor();
      expect(await page.locator('video').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
