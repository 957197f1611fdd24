import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/load-config.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

let root: string;
let app: FastifyInstance;
let database: TestDatabase;
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-installable-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(path.join(dist, 'icons'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  fs.writeFileSync(path.join(dist, 'service-worker.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"GLO-TV"}');
  fs.writeFileSync(path.join(dist, 'offline.html'), '<!doctype html><title>GLO-TV</title>');
  fs.writeFileSync(path.join(dist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(root, 'data'), LOG_LEVEL: 'silent' });
  app = await buildApp({
    config,
    db: database.db,
    seed: false,
    webDistDir: dist,
    firstViewRenderer: 'none.js',
  });
});
afterAll(async () => {
  await app?.close();
  await database?.destroy();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the installable app’s files', () => {
  it('serves the service worker as a script the browser checks for a new version on every visit', async () => {
    const response = await app.inject({ url: '/play/service-worker.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('lets the page run a worker of its own origin and read its manifest', async () => {
    const policy = String((await app.inject({ url: '/play/' })).headers['content-security-policy']);
    expect(policy).toMatch(/worker-src 'self'/);
    // No manifest-src: it falls back to default-src, the site itself.
    expect(policy).toMatch(/default-src 'self'/);
    expect(policy).not.toMatch(/manifest-src/);
  });

  it('serves the manifest, the offline page and the icons from the app’s folder', async () => {
    const manifest = await app.inject({ url: '/play/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const offline = await app.inject({ url: '/play/offline.html' });
    expect(offline.headers['content-type']).toMatch(/^text\/html/);
    expect((await app.inject({ url: '/play/icons/icon-192.png' })).headers['content-type']).toBe('image/png');
  });
});
