import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface ServiceWorkerFigures {
  /** The worker's script, gzip at level 9. */
  workerGzipBytes: number;
  /** How many files it precaches, and their bytes as stored and as served (brotli where the build has it). */
  precachedFiles: number;
  precachedBytes: number;
  precachedServedBytes: number;
}

/**
 * The built service worker (apps/web/dist/service-worker.js) and the files its precache list names: what a
 * subscriber's browser downloads once, in the background, after the first visit (decision record 039).
 */
export function measureServiceWorker(distDir: string): ServiceWorkerFigures {
  const worker = fs.readFileSync(path.join(distDir, 'service-worker.js'));
  const urls = [...worker.toString('utf8').matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
  if (urls.length === 0) throw new Error('the built service worker names no file to precache');
  let precachedBytes = 0;
  let precachedServedBytes = 0;
  for (const url of urls) {
    const file = path.join(distDir, url.replace(/^\/play\//, ''));
    const size = fs.statSync(file).size;
    precachedBytes += size;
    precachedServedBytes += fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : size;
  }
  return {
    workerGzipBytes: zlib.gzipSync(worker, { level: 9 }).length,
    precachedFiles: urls.length,
    precachedBytes,
    precachedServedBytes,
  };
}
