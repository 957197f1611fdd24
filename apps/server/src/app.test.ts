import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config/load-config.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { createTestDatabase } from './test/test-database.ts';

let testApp: TestApp;
let webDist: string;

beforeAll(async () => {
  testApp = await createTestApp();
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-dist-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>GLO-TV</title>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(
    path.join(webDist, 'assets', 'app-abc123.js.br'),
    zlib.brotliCompressSync('console.log(1)'),
  );
});
afterAll(async () => {
  await testApp.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

async function appServingDist() {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: testApp.config.dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, db: database.db, seed: false, webDistDir: webDist });
  return {
    app,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}

describe('the server', () => {
  it('says it is alive at /healthz', async () => {
    const response = await testApp.app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('says it is ready at /readyz once the database answers', async () => {
    const response = await testApp.app.inject('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ready', checks: { database: 'ok' } });
  });

  it('answers an unknown API path with a 404 error body of a stable shape', async () => {
    const response = await testApp.app.inject('/api/client/v1/nowhere');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'No route for GET /api/client/v1/nowhere' },
    });
  });

  it.each([
    ['a malformed percent-encoding', '/cm/api/purchase/%E0%A4%A'],
    ['an over-long path parameter', `/cm/api/purchase/${'r'.repeat(1000)}`],
  ])('answers %s in a path with a 4xx error body of the same shape', async (_name, url) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
  });

  it('sends security headers', async () => {
    const response = await testApp.app.inject('/healthz');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('compresses API answers for clients that accept it', async () => {
    const response = await testApp.app.inject({
      url: '/api/docs/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(response.rawPayload).toString()).openapi).toMatch(/^3\./);
  });

  it('redirects / to the portal under /play/', async () => {
    const response = await testApp.app.inject('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/play/');
  });

  it('serves the web app under /play/ with a history fallback and cacheable hashed assets', async () => {
    const { app, close } = await appServingDist();
    try {
      const index = await app.inject('/play/');
      expect(index.statusCode).toBe(200);
      expect(index.headers['cache-control']).toBe('no-cache');
      expect(index.body).toContain('<title>GLO-TV</title>');

      const deepLink = await app.inject('/play/moviesdetailpage?movieID=3');
      expect(deepLink.statusCode).toBe(200);
      expect(deepLink.body).toContain('<title>GLO-TV</title>');

      const asset = await app.inject('/play/assets/app-abc123.js');
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const compressed = await app.inject({
        url: '/play/assets/app-abc123.js',
        headers: { 'accept-encoding': 'br' },
      });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');

      const missingAsset = await app.inject('/play/assets/missing.js');
      expect(missingAsset.statusCode).toBe(404);
    } finally {
      await close();
    }
  });
});
