import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { locateFfmpeg } from '../media/ffmpeg-locator.ts';
import { parseMasterPlaylist } from '../media/testing/parse-hls.ts';
import { signLiveUrl } from './live-signing.ts';
import { segmentsOf, tagOf } from './live-test-fixtures.ts';

let testApp: TestApp;
let ffmpeg: ChildProcess;
let server: http.Server;
let upstream: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-relay-'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const sign = (uid: string, cap?: 'data_saver') =>
  signLiveUrl(uid, 600, testApp.config.mediaSigningSecret, new Date(), cap).url;
const get = (url: string) => testApp.app.inject({ method: 'GET', url });

/** A real live HLS stream: ffmpeg writes one-second segments in real time, a tiny server serves them. */
async function startUpstream(): Promise<void> {
  ffmpeg = spawn(locateFfmpeg().ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-re'],
    ...['-f', 'lavfi', '-t', '40', '-i', 'testsrc2=size=320x180:rate=25'],
    ...['-f', 'lavfi', '-t', '40', '-i', 'sine'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '25', '-c:a', 'aac'],
    ...['-f', 'hls', '-hls_time', '1', '-hls_list_size', '5', '-hls_flags', 'delete_segments'],
    path.join(dir, 'live.m3u8'),
  ]);
  server = http.createServer((request, response) => {
    const file = path.join(dir, path.basename(request.url ?? ''));
    fs.readFile(file, (error, bytes) => {
      if (error) return response.writeHead(404).end();
      const type = file.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'video/mp2t';
      response.writeHead(200, { 'content-type': type }).end(bytes);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  upstream = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fs.writeFileSync(
    path.join(dir, 'master.m3u8'),
    [
      '#EXTM3U',
      '#EXT-X-STREAM-INF:BANDWIDTH=300000,RESOLUTION=320x180',
      'live.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=5000000,RESOLUTION=1920x1080',
      `${upstream}/live.m3u8`,
      '',
    ].join('\n'),
  );
  for (let waited = 0; waited < 20_000; waited += 250) {
    const text = fs.existsSync(path.join(dir, 'live.m3u8'))
      ? fs.readFileSync(path.join(dir, 'live.m3u8'), 'utf8')
      : '';
    if ((text.match(/#EXTINF/g) ?? []).length >= 2) return;
    await sleep(250);
  }
  throw new Error('ffmpeg wrote no live playlist');
}

beforeAll(async () => {
  await startUpstream();
  testApp = await createTestApp();
  await testApp.app.db
    .insertInto('channel_categories')
    .values({ id: 1, uid: 'news', name: 'News', position: 1 })
    .execute();
  const relay = (id: number, uid: string, sourceUrl: string) => ({
    id,
    uid,
    category_id: 1,
    position: id,
    name: uid,
    short_name: uid.slice(0, 3),
    logo_card_image_id: null,
    logo_normal_image_id: null,
    source_kind: 'relay' as const,
    source_url: sourceUrl,
  });
  await testApp.app.db
    .insertInto('channels')
    .values([
      relay(1, 'relay-media', `${upstream}/live.m3u8`),
      relay(2, 'relay-master', `${upstream}/master.m3u8`),
      relay(3, 'relay-down', 'http://127.0.0.1:9/live.m3u8'),
    ])
    .execute();
}, 60_000);
afterAll(async () => {
  ffmpeg?.kill('SIGKILL');
  await new Promise((resolve) => server?.close(resolve));
  await testApp?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('relay channels', () => {
  it('relays an upstream media playlist with absolute segment addresses that play, and it advances', async () => {
    const response = await get(sign('relay-media'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).not.toContain('#EXT-X-ENDLIST');
    const segments = segmentsOf(response.body);
    expect(segments.length).toBeGreaterThanOrEqual(2);
    for (const segment of segments.slice(-2)) {
      expect(segment.uri).toMatch(new RegExp(`^${upstream}/live\\d+\\.ts$`));
      const bytes = await fetch(segment.uri);
      expect(bytes.status).toBe(200);
      expect((await bytes.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
    const first = Number(tagOf(response.body, '#EXT-X-MEDIA-SEQUENCE') ?? 0);
    let next = first;
    for (let waited = 0; waited < 10_000 && next <= first; waited += 500) {
      await sleep(500);
      next = Number(tagOf((await get(sign('relay-media'))).body, '#EXT-X-MEDIA-SEQUENCE') ?? 0);
    }
    expect(next).toBeGreaterThan(first);
  });

  it('points an upstream master at signed relay playlists, capped at the address quality', async () => {
    const master = parseMasterPlaylist((await get(sign('relay-master'))).body);
    expect(master.variants.map((variant) => variant.uri)).toEqual(['r0/index.m3u8', 'r1/index.m3u8']);
    const capped = parseMasterPlaylist((await get(sign('relay-master', 'data_saver'))).body);
    expect(capped.variants.map((variant) => variant.uri)).toEqual(['r0/index.m3u8']);
    const media = await get(sign('relay-master').replace('master.m3u8', 'r1/index.m3u8'));
    expect(media.statusCode).toBe(200);
    // The upstream's playlist is fetched on every request: no browser keeps it.
    expect(media.headers['cache-control']).toBe('no-cache');
    expect(media.headers['live-slot']).toBeUndefined();
    expect(segmentsOf(media.body)[0]?.uri).toMatch(new RegExp(`^${upstream}/live\\d+\\.ts$`));
    expect((await get(sign('relay-master').replace('master.m3u8', 'r2/index.m3u8'))).statusCode).toBe(404);
  });

  it('answers 503 while the upstream is unreachable', async () => {
    const response = await get(sign('relay-down'));
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('not_ready');
  });
});
