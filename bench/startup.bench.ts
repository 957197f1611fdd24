import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@glotv/testing/free-port';
import { type BenchSection, markdownTable, ratio } from './support/section.ts';

export interface StartupRow {
  name: string;
  portalMs: number;
  baselineMs: number;
}

const repoRoot = path.resolve(import.meta.dirname, '..');

/** Time from spawning a server process until `url` first answers 200, polling every 25 ms. */
async function timeToFirst200(
  args: string[],
  env: Record<string, string>,
  pathName: string,
): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}${pathName}`)
        .then((response) => response.status === 200)
        .catch(() => false);
      if (ok) return Math.round(performance.now() - started);
      if (performance.now() - started > 600_000) throw new Error('no answer within 10 minutes');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const baselineServer = `require('node:http').createServer((q, s) => s.end('ok')).listen(process.env.PORT)`;

async function measureStartup(): Promise<StartupRow[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-bench-'));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' };
  const portalArgs = ['--import', 'tsx', 'apps/server/src/server.ts'];
  try {
    const baselineMs = await timeToFirst200(['-e', baselineServer], {}, '/');
    const first = await timeToFirst200(portalArgs, env, '/play/');
    const second = await timeToFirst200(portalArgs, env, '/play/');
    return [
      { name: 'first start (new database, seed, images)', portalMs: first, baselineMs },
      { name: 'second start (existing data)', portalMs: second, baselineMs },
    ];
  } finally {
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
