import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { measureServiceWorker } from './service-worker-size.ts';

let dist: string | undefined;
afterEach(() => {
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

describe('the service worker figures', () => {
  it('add up the files the precache list names, as stored and as served', () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-worker-size-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'index-1.js'), 'x'.repeat(1000));
    fs.writeFileSync(path.join(dist, 'assets', 'index-1.js.br'), 'x'.repeat(100));
    fs.writeFileSync(path.join(dist, 'offline.html'), 'y'.repeat(50));
    fs.writeFileSync(
      path.join(dist, 'service-worker.js'),
      'precache([{"revision":null,"url":"assets/index-1.js"},{"revision":"abc","url":"offline.html"}]);',
    );
    expect(measureServiceWorker(dist)).toMatchObject({
      precachedFiles: 2,
      precachedBytes: 1050,
      precachedServedBytes: 150,
    });
    expect(measureServiceWorker(dist).workerGzipBytes).toBeGreaterThan(0);
  });

  it('refuses a worker with no precache list, rather than report nothing', () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-worker-size-'));
    fs.writeFileSync(path.join(dist, 'service-worker.js'), 'self.skipWaiting();');
    expect(() => measureServiceWorker(dist!)).toThrow(/names no file/);
  });
});
