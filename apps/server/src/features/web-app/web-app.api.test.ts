import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/load-config.ts';
import { createTestDatabase } from '../../test/test-database.ts';

const index =
  '<!doctype html><html><head><script type="module" crossorigin src="/play/assets/index-1.js"></script>\n' +
  '<link rel="stylesheet" crossorigin href="/play/assets/index-1.css">\n</head><body><div id="root"></div></body></html>';

/** A stand-in for the built renderer: it asks the API for /healthz (a 200) or /me (401 without a session). */
const renderer = (asks: string) => `
export const dashboardSource = 'src/dashboard.tsx';
export const dashboardPath = '/play/newdashboard';
export const firstViewElementId = 'first-view';
export const firstViewDataElementId = 'first-view-data';
export async function renderDashboard({ language, get }) {
  const answer = await get('${asks}');
  return { markup: '<p>rendered ' + language + '</p>', css: '', json: JSON.stringify(answer) };
}`;

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-first-view-'));
  fs.mkdirSync(path.join(root, 'dist', 'assets'), { recursive: true });
  fs.mkdirSync(path.join(root, 'dist', '.vite'));
  fs.writeFileSync(path.join(root, 'dist', 'index.html'), index);
  fs.writeFileSync(path.join(root, 'dist', 'assets', 'index-1.css'), 'body{}');
  fs.writeFileSync(path.join(root, 'dist', 'assets', 'dashboard-1.js'), '');
  fs.writeFileSync(
    path.join(root, 'dist', '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'] },
      'src/dashboard.tsx': { file: 'assets/dashboard-1.js' },
    }),
  );
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function portalRendering(asks: string) {
  const ssr = path.join(root, `ssr-${asks.replace(/\W/g, '')}`);
  fs.mkdirSync(ssr, { recursive: true });
  fs.writeFileSync(path.join(ssr, 'package.json'), '{"type":"module"}');
  fs.writeFileSync(path.join(ssr, 'render-first-view.js'), renderer(asks));
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(root, 'data'), LOG_LEVEL: 'silent' });
  const app = await buildApp({
    config,
    db: database.db,
    seed: false,
    webDistDir: path.join(root, 'dist'),
    firstViewRenderer: path.join(ssr, 'render-first-view.js'),
  });
  return { app, close: () => app.close().then(() => database.destroy()) };
}

describe('the dashboard page', () => {
  it('comes with its first view, private and never stored, in the language of the cookie', async () => {
    const { app, close } = await portalRendering('/healthz');
    try {
      const response = await app.inject({
        url: '/play/newdashboard',
        headers: { cookie: 'glotv_at=token; glotv_lang=pt' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers.vary).toMatch(/cookie/i);
      expect(response.body).toContain('<div id="first-view"><p>rendered pt</p></div><div id="root"></div>');
      expect(response.body).toContain('<script type="application/json" id="first-view-data">{"status":"ok"}');
      expect(response.body).not.toContain('<script type="module"');
      expect(response.body).toContain('<style>\nbody{}');
      const loader = /<script>(.+?)<\/script>/s.exec(response.body)?.[1];
      expect(loader).toContain('/play/assets/index-1.js');
      expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
    } finally {
      await close();
    }
  });

  it('is the plain app without a session cookie, or when the API refuses the session', async () => {
    const { app, close } = await portalRendering('/api/client/v1/global/me');
    try {
      for (const headers of [{}, { cookie: 'glotv_at=expired' }]) {
        const response = await app.inject({ url: '/play/newdashboard', headers });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toBe(index);
      }
    } finally {
      await close();
    }
  });
});
