import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signMediaUrl } from './media-signing.ts';
import { fakeSegmentBytes, writeFakeAssetFiles } from './testing/fake-asset.ts';
import { type RunningNginx, startNginx } from './testing/nginx-server.ts';
import { parseMasterPlaylist } from './testing/parse-hls.ts';

const secret = 'nginx-test-secret-of-at-least-32-characters';
let workDir: string;
let nginx: RunningNginx;
let assetId: string;
let otherAssetId: string;

const sign = (id: string, options: { ttl?: number; now?: Date; cap?: 'data_saver' } = {}) =>
  signMediaUrl(id, options.ttl ?? 3600, secret, options.now ?? new Date(), options.cap);
const folderOf = (masterUrl: string) => masterUrl.replace(/master\.m3u8$/, '');
const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${nginx.baseUrl}${url}`, { headers });

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-nginx-'));
  fs.chmodSync(workDir, 0o755); // nginx's workers run as another user when the tests run as root
  const mediaDir = path.join(workDir, 'media');
  assetId = writeFakeAssetFiles(mediaDir).assetId;
  otherAssetId = writeFakeAssetFiles(mediaDir, ['data_saver']).assetId;
  nginx = await startNginx({ workDir, mediaRoot: path.join(mediaDir, 'assets'), secret });
});

afterAll(async () => {
  await nginx?.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('deploy/nginx/glotv-media.conf on a real nginx', () => {
  it('serves the master playlist of an address signed by the Node server', async () => {
    const response = await get(sign(assetId));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const master = parseMasterPlaylist(await response.text());
    expect(master.variants.map((variant) => variant.uri)).toEqual([
      'data_saver/index.m3u8',
      'standard/index.m3u8',
      'high/index.m3u8',
    ]);
  });

  it('serves the capped master of a Data Saver address: nothing above Data Saver is listed', async () => {
    const master = parseMasterPlaylist(await (await get(sign(assetId, { cap: 'data_saver' }))).text());
    expect(master.variants.map((variant) => variant.uri)).toEqual(['data_saver/index.m3u8']);
  });

  it('serves playlists, init segments and segments under the same grant, with their media types', async () => {
    const folder = folderOf(sign(assetId));
    const playlist = await get(`${folder}standard/index.m3u8`);
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect((await get(`${folder}standard/init.mp4`)).headers.get('content-type')).toBe('video/mp4');
    const segment = await get(`${folder}standard/seg_00001.m4s`);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/iso.segment');
    expect(segment.headers.get('cache-control')).toBe('private, max-age=86400, immutable');
    expect(Buffer.from(await segment.arrayBuffer())).toEqual(fakeSegmentBytes('standard', 1));
  });

  it('refuses every rendition above the cap of a Data Saver address with 403, serving Data Saver', async () => {
    const folder = folderOf(sign(assetId, { cap: 'data_saver' }));
    for (const file of ['standard/index.m3u8', 'high/index.m3u8', 'high/init.mp4', 'high/seg_00001.m4s']) {
      expect((await get(`${folder}${file}`)).status, file).toBe(403);
    }
    for (const file of [
      'data_saver/index.m3u8',
      'data_saver/init.mp4',
      'data_saver/seg_00001.m4s',
      'poster.webp',
    ]) {
      expect((await get(`${folder}${file}`)).status, file).toBe(200);
    }
  });

  it('compresses playlists, never segments', async () => {
    const folder = folderOf(sign(assetId));
    const gzip = { 'accept-encoding': 'gzip' };
    expect((await get(`${folder}standard/index.m3u8`, gzip)).headers.get('content-encoding')).toBe('gzip');
    expect((await get(`${folder}standard/seg_00001.m4s`, gzip)).headers.get('content-encoding')).toBeNull();
  });

  it('answers a byte range with 206', async () => {
    const response = await get(`${folderOf(sign(assetId))}high/seg_00002.m4s`, { range: 'bytes=10-19' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 10-19/2000');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(fakeSegmentBytes('high', 2).subarray(10, 20));
  });

  it('refuses an expired address with 403, not nginx’s default 410', async () => {
    const expired = sign(assetId, { ttl: 60, now: new Date(Date.now() - 7200_000) });
    expect((await get(expired)).status).toBe(403);
    expect((await get(`${folderOf(expired)}standard/seg_00001.m4s`)).status).toBe(403);
  });

  it('refuses an altered signature, expiry or cap with 403', async () => {
    const url = sign(assetId, { cap: 'data_saver' });
    const [, , , sig = '', expires = ''] = url.split('/');
    const alteredSig = url.replace(sig, `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`);
    for (const address of [
      alteredSig,
      url.replace(`/${expires}/`, `/${Number(expires) + 60}/`),
      url.replace('~data_saver', ''),
    ]) {
      expect((await get(address)).status, address).toBe(403);
    }
  });

  it("refuses another asset's folder under this signature with 403", async () => {
    const response = await get(
      `${folderOf(sign(assetId)).replace(assetId, otherAssetId)}data_saver/seg_00001.m4s`,
    );
    expect(response.status).toBe(403);
  });

  it('reaches no file but those the pipeline writes', async () => {
    const folder = folderOf(sign(assetId));
    for (const file of ['notes.txt', 'master~data_saver.m3u8', 'standard/notes.txt', '../../../nginx.conf']) {
      const response = await get(`${folder}${file}`);
      expect(response.status, file).toBe(404);
    }
  });
});
