import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@glotv/testing/free-port';
import { type Portal, startPortal } from '@glotv/testing/portal-launcher';
import { type BenchSection, markdownTable, ratio } from './support/section.ts';

export interface StartupRow {
  name: string;
  portalMs: number;
  baselineMs: number;
}

/** Resolves once `url` first answers 200, polling every 25 ms. */
async function first200(url: string, started: number): Promise<void> {
  for (;;) {
    const ok = await fetch(url)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (ok) return;
    if (performance.now() - started > 600_000) throw new Error('no answer within 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Time from spawning a bare `node:http` server until it first answers 200. */
async function baselineStartMs(): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['-e', baselineServer], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  try {
    await first200(`http://127.0.0.1:${port}/`, started);
    return Math.round(performance.now() - started);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const baselineServer = `require('node:http').createServer((q, s) => s.end('ok')).listen(process.env.PORT)`;

/** Time from spawning the portal (a first start, or a restart on the same DATA_DIR) until `/play/` answers 200. */
async function portalStartMs(start: () => Promise<Portal>): Promise<{ portal: Portal; ms: number }> {
  const started = performance.now();
  const portal = await start();
  await first200(`${portal.baseUrl}/play/`, started);
  return { portal, ms: Math.round(performance.now() - started) };
}

async function measureStartup(): Promise<StartupRow[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-bench-'));
  let portal: Portal | undefined;
  try {
    const baselineMs = await baselineStartMs();
    const first = await portalStartMs(() =>
      startPortal({ dataDir, env: { NODE_ENV: 'development' }, startTimeoutMs: 600_000 }),
    );
    portal = first.portal;
    await portal.kill('SIGTERM');
    const running = portal;
    const second = await portalStartMs(async () => {
      await running.start();
      return running;
    });
    return [
      { name: 'first start (new database, seed, images)', portalMs: first.ms, baselineMs },
      { name: 'second start (existing data)', portalMs: second.ms, baselineMs },
    ];
  } finally {
    await portal?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchStartup(): Promise<BenchSection> {
  const rows = await measureStartup();
  return {
    key: 'startup',
    title: 'Start-up: from launching the server to the first 200 from `/play/`',
    results: rows,
    markdown: [
      markdownTable(
        ['measure', 'portal', 'baseline (bare `node:http`)', 'ratio'],
        rows.map((row) => [
          row.name,
          `${row.portalMs} ms`,
          `${row.baselineMs} ms`,
          ratio(row.portalMs, row.baselineMs),
        ]),
      ),
      '',
      'The first start creates the embedded database, migrates it, seeds the packages and the demo catalog and',
      'generates its images; the second start reopens the same `DATA_DIR`.',
    ].join('\n'),
  };
}
