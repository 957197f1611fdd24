import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
const POSTER = 'poster-movie-eko-blues';
const LOGO = 'logo-glo-news-24';
const AVIF_FIRST = 'image/avif,image/webp,image/apng,*/*;q=0.8';
const WEBP_FIRST = 'image/webp,*/*';

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
});
afterAll(() => testApp.close());

/** Public: no session, as a browser's <img> asks for it. */
const image = (id: string, query = '', headers: Record<string, string> = {}) =>
  testApp.app.inject({ url: `/api/client/v1/global/images/${id}${query}`, headers });

async function pictureOf(response: { rawPayload: Buffer }) {
  return sharp(response.rawPayload).metadata();
}

describe('GET /api/client/v1/global/images/{imageId}', () => {
  it('encodes AVIF when the browser takes it, else WebP, else JPEG', async () => {
    const avif = await image(POSTER, '?width=320', { accept: AVIF_FIRST });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(await pictureOf(avif)).toMatchObject({ format: 'heif', compression: 'av1', width: 320 });

    const webp = await image(POSTER, '?width=320', { accept: WEBP_FIRST });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await pictureOf(webp)).toMatchObject({ format: 'webp', width: 320 });

    for (const accept of ['*/*', 'image/avif;q=0, image/png']) {
      const jpeg = await image(POSTER, '?width=320', { accept });
      expect(jpeg.headers['content-type']).toBe('image/jpeg');
      expect(await pictureOf(jpeg)).toMatchObject({ format: 'jpeg', width: 320 });
    }
  });

  it('rounds a width up to the next allowed one and never upscales', async () => {
    const widthOf = async (id: string, query: string) =>
      (await pictureOf(await image(id, query, { accept: WEBP_FIRST }))).width;
    expect(await widthOf(POSTER, '?width=300')).toBe(320);
    expect(await widthOf(POSTER, '?width=90&accessKey=web')).toBe(120);
    expect(await widthOf(POSTER, '')).toBe(600);
    expect(await widthOf(POSTER, '?width=2000')).toBe(600);
    expect(await widthOf(LOGO, '?width=300')).toBe(256);
    const poster = await pictureOf(await image(POSTER, '?width=240', { accept: WEBP_FIRST }));
    expect([poster.width, poster.height]).toEqual([240, 360]);
  });

  it('is cacheable for a year per Accept, with a strong ETag and 304 on If-None-Match', async () => {
    const first = await image(POSTER, '?width=480', { accept: WEBP_FIRST });
    expect(first.headers.vary).toBe('Accept');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);

    const again = await image(POSTER, '?width=480', { accept: WEBP_FIRST, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers.etag).toBe(etag);

    const otherFormat = await image(POSTER, '?width=480', { accept: '*/*', 'if-none-match': etag });
    expect(otherFormat.statusCode).toBe(200);
    expect(otherFormat.headers.etag).not.toBe(etag);
    const otherWidth = await image(POSTER, '?width=640', { accept: WEBP_FIRST, 'if-none-match': etag });
    expect(otherWidth.statusCode).toBe(200);
  });

  it('keeps encoded variants on disk and serves them without encoding again', async () => {
    const id = 'poster-movie-kano-sunrise';
    await image(id, '?width=160', { accept: '*/*' });
    const folder = path.join(testApp.config.dataDir, 'media', 'cache', 'images', id);
    const [file] = (await fs.readdir(folder)).filter(
      (name) => name.startsWith('160-') && name.endsWith('.jpeg'),
    );
    expect(file).toBeDefined();
    const marker = await sharp({ create: { width: 7, height: 7, channels: 3, background: '#ff0000' } })
      .jpeg()
      .toBuffer();
    await fs.writeFile(path.join(folder, file!), marker);
    const second = await image(id, '?width=160', { accept: '*/*' });
    expect(Buffer.compare(second.rawPayload, marker)).toBe(0);
  });

  it('answers 404 for an unknown image, or one whose file is gone', async () => {
    const unknown = await image('poster-movie-no-such-film');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({
      code: 'not_found',
      message: 'Image poster-movie-no-such-film does not exist.',
    });
    await fs.rm(path.join(testApp.config.dataDir, 'media', 'images', 'logo-afro-hits.webp'));
    expect((await image('logo-afro-hits')).statusCode).toBe(404);
  });

  it.each([
    ['an upper-case id', 'Poster-X', ''],
    ['a too short id', 'ab', ''],
    ['a dotted id', 'poster.webp', ''],
    ['width 0', POSTER, '?width=0'],
    ['a width that is not a number', POSTER, '?width=wide'],
    ['a width over 4096', POSTER, '?width=5000'],
  ])('refuses %s', async (_name, id, query) => {
    const response = await image(id, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });
});
