import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureStartup } from './startup.bench.ts';

/** `npm run bench`: every figure beside a baseline measured in the same run, written as JSON and Markdown. */
const repoRoot = path.resolve(import.meta.dirname, '..');
const machine = {
  cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}`,
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  os: `${os.type()} ${os.release()}`,
  commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot }).toString().trim(),
  date: new Date().toISOString(),
};

console.log('Measuring start-up (fresh DATA_DIR, then again on the same DATA_DIR)…');
const startup = await measureStartup();

const results = { machine, startup };
fs.mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(repoRoot, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);

const table = [
  '| measure | portal | baseline (bare `node:http`) | ratio |',
  '|---|---|---|---|',
  ...startup.map(
    (row) =>
      `| ${row.name} | ${row.portalMs} ms | ${row.baselineMs} ms | ${(row.portalMs / row.baselineMs).toFixed(1)}× |`,
  ),
].join('\n');
const markdown = `# Performance

Measured by \`npm run bench\` on ${machine.cpus}, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.os},
commit ${machine.commit}, ${machine.date.slice(0, 10)}. Each figure stands beside a baseline measured in the same run.

## Start-up: from launching the server to the first 200 from \`/play/\`

${table}

The first start creates the embedded database, migrates it, seeds the packages and the demo catalog and generates
its images; the second start reopens the same \`DATA_DIR\`.
`;
fs.writeFileSync(path.join(repoRoot, 'docs/PERFORMANCE.md'), markdown);
console.log(`\n${table}\n\nWritten to bench/results/latest.json and docs/PERFORMANCE.md`);
