import { demoResponseSchema } from '@glotv/contracts/streams';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { outsideNigeriaMessage } from '../geo/geo.plugin.ts';
import { DEMO_TTL_SECONDS } from './demo-stream.routes.ts';
import { givePlayableMedia, masterVariantsAt, signedMasterPattern } from './streams-test-fixtures.ts';

let testApp: TestApp;
let app: FastifyInstance;
let movieIds: number[];

const demoPath = '/api/client/v1/glotv/demo';
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
  app = testApp.app;
  movieIds = (await app.db.selectFrom('movies').select('id').orderBy('id').execute()).map((row) => row.id);
  expect(movieIds.length).toBeGreaterThanOrEqual(3);
});
afterAll(() => testApp?.close());

describe('GET /api/client/v1/{operator}/demo', () => {
  it('answers nulls, signed out, while no title has media', async () => {
    const response = await get(demoPath);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ data: { trailer: null, stream: null } });
  });

  it('is not found for another operator', async () => {
    const response = await get('/api/client/v1/someone-else/demo');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('refuses a caller outside Nigeria with 403 outside_nigeria', async () => {
    const response = await get(demoPath, { 'x-forwarded-for': '8.8.8.8' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().error).toEqual({ code: 'outside_nigeria', message: outsideNigeriaMessage });
  });

  describe('with media linked', () => {
    const assets: Record<string, string> = {};

    beforeAll(async () => {
      const [first, second, third] = movieIds as [number, number, number];
      // The first movie has neither; the trailer comes from the second, the stream from the third.
      assets.trailer = await givePlayableMedia(app, { kind: 'trailer', id: second });
      assets.laterTrailer = await givePlayableMedia(app, { kind: 'trailer', id: third });
      assets.stream = await givePlayableMedia(app, { kind: 'movie', id: third });
      assets.episode = await givePlayableMedia(app, { kind: 'episode', id: first });
    });

    it('answers the first trailer and the first movie with media, capped at Data Saver, expiring soon', async () => {
      const before = Math.floor(Date.now() / 1000);
      const response = await get(demoPath);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { data } = demoResponseSchema.parse(response.json());
      expect(data.trailer?.url).toMatch(signedMasterPattern(assets.trailer!));
      expect(data.stream?.url).toMatch(signedMasterPattern(assets.stream!));
      for (const clip of [data.trailer!, data.stream!]) {
        expect(clip.url).toContain('~data_saver/master.m3u8');
        expect(await masterVariantsAt(app, clip.url)).toEqual(['data_saver/index.m3u8']);
        const expires = Number(clip.url.split('/')[4]);
        expect(expires - before).toBeLessThanOrEqual(DEMO_TTL_SECONDS + 5);
        expect(expires - before).toBeGreaterThan(DEMO_TTL_SECONDS - 60);
        const poster = await app.inject({ url: clip.poster_url });
        expect(poster.statusCode).toBe(200);
      }
    });
  });
});
