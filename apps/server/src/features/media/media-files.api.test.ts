import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { linkAsset } from './media-links.repository.ts';
import { signMediaUrl } from './media-signing.ts';
import { createFakeAsset, fakeSegmentBytes } from './testing/fake-asset.ts';
import { parseMasterPlaylist } from './testing/parse-hls.ts';

let testApp: TestApp;
let app: FastifyInstance;
let assetId: string;
let otherAssetId: string;
let secret: string;

const HOUR = 3600;
const sign = (id: string, options: { ttl?: number; now?: Date; cap?: 'data_saver' | 'standard' } = {}) =>
  signMediaUrl(id, options.ttl ?? HOUR, secret, options.now ?? new Date(), options.cap);
/** The signed folder of an address: every file of the asset hangs under it. */
const folderOf = (masterUrl: string) => masterUrl.replace(/master\.m3u8$/, '');
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  secret = testApp.config.mediaSigningSecret;
  const mediaDir = path.join(testApp.config.dataDir, 'media');
  assetId = (await createFakeAsset(app.db, mediaDir)).assetId;
  otherAssetId = (await createFakeAsset(app.db, mediaDir, ['data_saver'])).assetId;
});
afterAll(() => testApp.close());

describe('GET /media/s/<sig>/<expires>/<asset>/<file>', () => {
  it('serves the master playlist of a valid address, built from the renditions, lowest first', async () => {
    const response = await get(sign(assetId));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(response.headers['cache-control']).toBe('private, max-age=60');
    const master = parseMasterPlaylist(response.body);
    expect(master.variants.map((variant) => variant.uri)).toEqual([
      'data_saver/index.m3u8',
      'standard/index.m3u8',
      'high/index.m3u8',
    ]);
    const again = await get(sign(assetId), { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('lists no rendition above Data Saver when the address is capped at Data Saver', async () => {
    const master = parseMasterPlaylist((await get(sign(assetId, { cap: 'data_saver' }))).body);
    expect(master.variants.map((variant) => variant.uri)).toEqual(['data_saver/index.m3u8']);
    const standard = parseMasterPlaylist((await get(sign(assetId, { cap: 'standard' }))).body);
    expect(standard.variants.map((variant) => variant.resolution?.height)).toEqual([240, 360]);
  });

  it('serves every file of the asset under the same grant, each with its media type', async () => {
    const folder = folderOf(sign(assetId));
    const expected = {
      'data_saver/index.m3u8': 'application/vnd.apple.mpegurl',
      'standard/init.mp4': 'video/mp4',
      'high/seg_00002.m4s': 'video/iso.segment',
      'poster.webp': 'image/webp',
    };
    for (const [file, type] of Object.entries(expected)) {
      const response = await get(`${folder}${file}`);
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['content-type'], file).toBe(type);
      expect(response.headers.etag, file).toBeDefined();
    }
  });

  it('refuses every rendition above the cap of a Data Saver address with 403, serving Data Saver', async () => {
    const folder = folderOf(sign(assetId, { cap: 'data_saver' }));
    for (const file of ['standard/index.m3u8', 'high/index.m3u8', 'high/init.mp4', 'high/seg_00001.m4s']) {
      const response = await get(`${folder}${file}`);
      expect(response.statusCode, file).toBe(403);
      expect(response.json().error.message, file).toBe('This media address does not grant this quality.');
    }
    for (const file of [
      'data_saver/index.m3u8',
      'data_saver/init.mp4',
      'data_saver/seg_00001.m4s',
      'poster.webp',
    ]) {
      expect((await get(`${folder}${file}`)).statusCode, file).toBe(200);
    }
    const standardFolder = folderOf(sign(assetId, { cap: 'standard' }));
    expect((await get(`${standardFolder}standard/seg_00001.m4s`)).statusCode).toBe(200);
    expect((await get(`${standardFolder}high/seg_00001.m4s`)).statusCode).toBe(403);
  });

  it('caches segments as immutable, but never past the address expiry', async () => {
    const response = await get(`${folderOf(sign(assetId, { ttl: 600 }))}standard/seg_00001.m4s`);
    expect(response.headers['cache-control']).toMatch(/^private, max-age=(599|600), immutable$/);
    const long = await get(`${folderOf(sign(assetId, { ttl: 7 * 24 * HOUR }))}standard/seg_00001.m4s`);
    expect(long.headers['cache-control']).toBe('private, max-age=86400, immutable');
  });

  it('compresses playlists for clients that accept it, never segments', async () => {
    const folder = folderOf(sign(assetId));
    const gzip = { 'accept-encoding': 'gzip' };
    const playlist = await get(`${folder}standard/index.m3u8`, gzip);
    expect(playlist.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(playlist.rawPayload).toString()).toContain('#EXT-X-MAP:URI="init.mp4"');
    expect((await get(`${folder}standard/seg_00001.m4s`, gzip)).headers['content-encoding']).toBeUndefined();
  });

  it('answers a byte range with 206 and exactly those bytes', async () => {
    const response = await get(`${folderOf(sign(assetId))}standard/seg_00001.m4s`, {
      range: 'bytes=100-199',
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 100-199/2000');
    expect(response.rawPayload).toEqual(fakeSegmentBytes('standard', 1).subarray(100, 200));
  });

  it('validates a segment with a strong ETag, so a browser may keep part of it and ask for the rest under If-Range', async () => {
    const url = `${folderOf(sign(assetId))}standard/seg_00002.m4s`;
    const first = await get(url, { range: 'bytes=0-99' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const rest = await get(url, { range: 'bytes=100-', 'if-range': etag });
    expect(rest.statusCode).toBe(206);
    expect(rest.rawPayload).toEqual(fakeSegmentBytes('standard', 2).subarray(100));
    const changed = await get(url, { range: 'bytes=100-', 'if-range': '"another-file"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload).toEqual(fakeSegmentBytes('standard', 2));
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('refuses an expired address with 403', async () => {
    const response = await get(sign(assetId, { ttl: 60, now: new Date(Date.now() - 2 * HOUR * 1000) }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: {
        code: 'forbidden',
        message: 'This media address has expired. Open the title again for a new one.',
      },
    });
  });

  it('refuses an altered signature, an altered expiry and a lifted cap with 403', async () => {
    const url = sign(assetId, { cap: 'data_saver' });
    const [, , , sig = '', expires = ''] = url.split('/');
    const alteredSig = url.replace(sig, `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`);
    const alteredExpiry = url.replace(`/${expires}/`, `/${Number(expires) + 3600}/`);
    const liftedCap = url.replace('~data_saver', '');
    for (const address of [alteredSig, alteredExpiry, liftedCap]) {
      const response = await get(address);
      expect(response.statusCode, address).toBe(403);
      expect(response.json().error.message).toBe('This media address is not signed for this asset.');
    }
  });

  it("refuses another asset's folder under this signature with 403", async () => {
    const response = await get(sign(assetId).replace(assetId, otherAssetId));
    expect(response.statusCode).toBe(403);
  });

  it('never serves a file outside the ladder the pipeline writes', async () => {
    const folder = folderOf(sign(assetId));
    for (const traversal of ['..%2F..%2F..%2Fsecrets.json', 'standard/..%2F..%2F..%2F..%2Fsecrets.json']) {
      const response = await get(`${folder}${traversal}`);
      expect(response.statusCode, traversal).toBe(403);
      expect(response.json().error.message).toBe('This media address points outside its asset.');
    }
    // A dot-dot segment the URL parser resolves itself leaves the signed folder: no route, nothing served.
    expect([403, 404]).toContain((await get(`${folder}%2e%2e/%2e%2e/secrets.json`)).statusCode);
    for (const stray of ['notes.txt', 'master~data_saver.m3u8', 'standard/notes.txt', 'best/index.m3u8']) {
      expect((await get(`${folder}${stray}`)).statusCode, stray).toBe(404);
    }
  });

  it("answers nginx's country check: 204 inside Nigeria, 403 outside_nigeria outside", async () => {
    const inside = await get('/media/country', { 'x-forwarded-for': '197.210.0.1' });
    expect(inside.statusCode).toBe(204);
    expect(inside.headers['cache-control']).toBe('no-store');
    const outside = await get('/media/country', { 'x-forwarded-for': '8.8.8.8' });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().error.code).toBe('outside_nigeria');
  });

  it('refuses a caller outside Nigeria even with a valid address', async () => {
    const response = await get(sign(assetId), { 'x-forwarded-for': '8.8.8.8' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('outside_nigeria');
  });
});

describe('app.media.streamAddressFor', () => {
  it("signs the address of the asset a title plays, capped at the user's quality", async () => {
    await linkAsset(app.db, { kind: 'episode', id: 1101 }, assetId);
    const address = await app.media.streamAddressFor(
      { kind: 'episode', id: 1101 },
      { quality: 'data_saver' },
    );
    expect(address?.url).toMatch(
      new RegExp(`^/media/s/[\\w-]{22}/\\d+/${assetId}~data_saver/master\\.m3u8$`),
    );
    expect(address!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3 * HOUR * 1000);
    const master = parseMasterPlaylist((await get(address!.url)).body);
    expect(master.variants).toHaveLength(1);
    expect((await get(address!.posterUrl)).statusCode).toBe(200);
    const auto = await app.media.streamAddressFor({ kind: 'episode', id: 1101 }, { quality: 'auto' });
    expect(parseMasterPlaylist((await get(auto!.url)).body).variants).toHaveLength(3);
  });

  it('answers undefined for a title without media', async () => {
    expect(await app.media.streamAddressFor({ kind: 'movie', id: 424242 })).toBeUndefined();
  });
});
