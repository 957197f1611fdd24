import { previewResponseSchema } from '@glotv/contracts/streams';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { outsideNigeriaMessage } from '../geo/geo.plugin.ts';
import { insertTinyCatalog } from '../media/testing/tiny-catalog.ts';
import { noPreviewMessage, PREVIEW_TTL_SECONDS } from './preview-stream.routes.ts';
import { givePlayableMedia, masterVariantsAt, signedMasterPattern } from './streams-test-fixtures.ts';

const previewPath = '/api/client/v1/glotv/demo';
describe('GET /api/client/v1/{operator}/demo, the landing preview', () => {
  let portal: TestApp;
  let app: FastifyInstance;
  let movieIds: number[];
  const get = (url: string) => app.inject({ url });

  beforeAll(async () => {
    // No demo catalog: the preview works with whatever catalog the operator has.
    portal = await createTestApp();
    app = portal.app;
    await insertTinyCatalog(app.db);
    movieIds = (await app.db.selectFrom('movies').select('id').orderBy('id').execute()).map((row) => row.id);
  });
  afterAll(() => portal?.close());

  it('answers 404 not_found while no title has media, so the landing shows no player', async () => {
    const response = await get(previewPath);
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ error: { code: 'not_found', message: noPreviewMessage } });
  });

  it('is not found for another operator', async () => {
    const response = await get('/api/client/v1/someone-else/demo');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('refuses a caller outside Nigeria with 403 outside_nigeria', async () => {
    const response = await app.inject({ url: previewPath, headers: { 'x-forwarded-for': '8.8.8.8' } });
    expect(response.statusCode).toBe(403);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().error).toEqual({ code: 'outside_nigeria', message: outsideNigeriaMessage });
  });

  describe('with media linked', () => {
    const assets: Record<string, string> = {};

    beforeAll(async () => {
      const [first, second] = movieIds as [number, number];
      // The first movie plays its own asset but has no trailer or preview clip.
      assets.firstMovie = await givePlayableMedia(app, { kind: 'movie', id: first });
      assets.movie = await givePlayableMedia(app, { kind: 'movie', id: second });
      assets.episode = await givePlayableMedia(app, { kind: 'episode', id: first });
    });

    it('never signs a movie of its own: with only movies and episodes playable, there is no preview', async () => {
      const response = await get(previewPath);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(noPreviewMessage);
    });

    it('plays the trailer alone while no movie has a preview clip', async () => {
      assets.trailer = await givePlayableMedia(app, { kind: 'trailer', id: movieIds[1]! });
      assets.laterTrailer = await givePlayableMedia(app, { kind: 'trailer', id: movieIds[2]! });
      const { data } = previewResponseSchema.parse((await get(previewPath)).json());
      expect(data.trailer?.url).toMatch(signedMasterPattern(assets.trailer!, 'unmetered'));
      expect(data.stream).toBeNull();
    });

    it('answers the first trailer and the first preview clip, capped at Data Saver, expiring soon', async () => {
      assets.stream = await givePlayableMedia(app, { kind: 'demo', id: movieIds[2]! });
      const before = Math.floor(Date.now() / 1000);
      const response = await get(previewPath);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { data } = previewResponseSchema.parse(response.json());
      expect(data.trailer?.url).toMatch(signedMasterPattern(assets.trailer!, 'unmetered'));
      expect(data.stream?.url).toMatch(signedMasterPattern(assets.stream!, 'unmetered'));
      for (const clip of [data.trailer!, data.stream!]) {
        expect(clip.url).toContain('~data_saver/master.m3u8');
        expect(await masterVariantsAt(app, clip.url)).toEqual(['data_saver/index.m3u8']);
        const expires = Number(clip.url.split('/')[4]);
        expect(expires - before).toBeLessThanOrEqual(PREVIEW_TTL_SECONDS + 5);
        expect(expires - before).toBeGreaterThan(PREVIEW_TTL_SECONDS - 60);
        const poster = await app.inject({ url: clip.poster_url });
        expect(poster.statusCode).toBe(200);
        for (const movieAsset of [assets.firstMovie!, assets.movie!, assets.episode!]) {
          expect(clip.url).not.toContain(movieAsset);
        }
        const higher = await app.inject({ url: clip.url.replace(/master\.m3u8$/, 'standard/seg_00001.m4s') });
        expect(higher.statusCode).toBe(403);
      }
    });
  });
});

describe('the landing preview in production, on a fresh database', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({ production: true, seed: true });
  });
  afterAll(() => production?.close());

  it('answers 404 not_found to a visitor in Nigeria: there is no demo catalog to preview', async () => {
    const response = await production.app.inject({ url: previewPath, remoteAddress: '197.210.0.1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: noPreviewMessage } });
  });
});
