import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIResponse, Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { desktop } from './browser.ts';
import { signedInStaff } from './console.ts';

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LongMovie {
  id: number;
  title: string;
  /** Seconds. */
  seconds: number;
}

/** A small test pattern that runs `seconds` (the demo clips run 24 s, too short to stop at 3 minutes). */
async function makeLongClip(file: string, seconds: number): Promise<void> {
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-t', String(seconds), '-i', 'testsrc2=size=320x180:rate=10'],
    ...['-f', 'lavfi', '-t', String(seconds), '-i', 'sine=frequency=330:sample_rate=48000'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '30', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '48k', '-shortest', file],
  ]);
}

/** Answers the JSON body of a console call, or throws with what the server said. */
async function consoleJson<T>(what: string, call: Promise<APIResponse>) {
  const response = await call;
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A movie of `seconds` published the way an editor publishes one: its video uploaded through the console's tus
 * endpoint and encoded, the movie created in every package with that video, then published. Made once per
 * file that needs it, under a title of its own.
 */
export async function publishLongMovie(browser: Browser, title: string, seconds = 240): Promise<LongMovie> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-watching-'));
  const { page } = await signedInStaff(browser, desktop, 'editor');
  const origin = new URL(inject('portalUrl')).origin;
  try {
    const file = path.join(folder, 'long.mp4');
    await makeLongClip(file, seconds);
    const bytes = fs.readFileSync(file);
    const b64 = (text: string) => Buffer.from(text).toString('base64');
    const tus = { 'tus-resumable': '1.0.0', origin };
    const created = await page.request.post('/api/console/v1/uploads', {
      headers: {
        ...tus,
        'upload-length': String(bytes.length),
        'upload-metadata': `filename ${b64('long.mp4')},filetype ${b64('video/mp4')}`,
      },
    });
    const location = created.headers().location;
    if (created.status() !== 201 || !location) throw new Error(`upload answered ${created.status()}`);
    const sent = await page.request.patch(new URL(location, origin).toString(), {
      headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      data: bytes,
    });
    const encodeId = sent.headers()['upload-encode-id'];
    if (sent.status() !== 204 || !encodeId) throw new Error(`upload PATCH answered ${sent.status()}`);

    let assetId: string | null = null;
    for (let attempt = 0; attempt < 240 && !assetId; attempt += 1) {
      const encode = await consoleJson<{ data: { status: string; assetId: string | null } }>(
        'encode',
        page.request.get(`/api/console/v1/media/encodes/${encodeId}`),
      );
      if (encode.data.status === 'failed' || encode.data.status === 'cancelled')
        throw new Error('encode failed');
      if (encode.data.status === 'ready') assetId = encode.data.assetId;
      else await sleep(500);
    }
    if (!assetId) throw new Error('the long clip was not encoded in 2 minutes');

    const packages = await consoleJson<{ data: { id: number }[] }>(
      'packages',
      page.request.get('/api/console/v1/packages'),
    );
    const movie = await consoleJson<{ data: { id: number } }>(
      'create movie',
      page.request.post('/api/console/v1/catalog/movies', {
        headers: { origin },
        data: {
          uid: `watching-${Date.now().toString(36)}`,
          title: { gb: title },
          description: { gb: 'A test pattern that runs four minutes.' },
          duration: Math.ceil(seconds / 60),
          package_ids: packages.data.map((pack) => pack.id),
        },
      }),
    );
    const id = movie.data.id;
    await consoleJson(
      'link video',
      page.request.post(`/api/console/v1/media/assets/${assetId}/links`, {
        headers: { origin },
        data: { ownerKind: 'movie', ownerId: id },
      }),
    );
    await consoleJson(
      'publish',
      page.request.post(`/api/console/v1/catalog/movies/${id}/publish`, { headers: { origin } }),
    );
    return { id, title, seconds };
  } finally {
    await page.context().close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** A series of the demo catalog with at least two episodes in its first season, and those two. */
export async function demoSeriesWithTwoEpisodes(page: Page) {
  const content = (await (await page.request.get('/api/client/v1/glotv/categories/vod/content')).json()) as {
    data: { content: { id: number; type: string; title: string }[] }[];
  };
  const series = content.data
    .flatMap((category) => category.content)
    .filter((item) => item.type === 'series');
  for (const candidate of series) {
    const answer = (await (
      await page.request.get(`/api/client/v1/glotv/series?series_id=${candidate.id}`)
    ).json()) as {
      data: {
        id: number;
        title: string;
        seasons: { number: number; episodes: { id: number; number: number }[] }[];
      };
    };
    const found = answer.data;
    const first = found?.seasons.find((season) => season.number === 1);
    const episodes = [...(first?.episodes ?? [])].sort((a, b) => a.number - b.number);
    if (found && episodes.length >= 2) {
      return { series: found, first: episodes[0]!, second: episodes[1]! };
    }
  }
  throw new Error('the demo catalog has no series with two episodes');
}

/** Screenshots of this file's pages, for looking at by eye. */
export const shotsFolder = '/tmp/shots-watching';
