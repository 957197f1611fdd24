// `npm test`: every gate a change must pass, in order, closing with each step's time and one honest count.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  closingLine,
  countPlainStep,
  countVitestRun,
  failuresOf,
  timeTable,
  totalOf,
} from './test-summary.mjs';

const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-test-results-'));
const steps = [];

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - started) / 1000;
  const status = result.status ?? 1;
  console.log(`${status === 0 ? '✔' : '✘'} ${title} (${seconds.toFixed(1)} s)`);
  return { title, seconds, status };
}

function step(title, command, args) {
  const { seconds, status } = run(title, command, args);
  steps.push({ title, seconds, tests: false, counts: countPlainStep(status) });
  return status === 0;
}

function vitest(title, project, env = {}) {
  const output = path.join(resultsDir, `${title.replace(/\W+/g, '-')}.json`);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${output}`];
  const { seconds, status } = run(title, 'npx', ['vitest', 'run', '--project', project, ...reporters], env);
  const report = fs.existsSync(output) ? JSON.parse(fs.readFileSync(output, 'utf8')) : undefined;
  steps.push({
    title,
    seconds,
    tests: true,
    counts: countVitestRun(report, status),
    failures: failuresOf(report, process.cwd()),
  });
}

step('test tools (Chromium, nginx, ffmpeg)', 'node', ['scripts/ensure-test-tools.mjs']);
step('type-check', 'npm', ['run', '--silent', 'typecheck']);
step('lint and format', 'npx', ['biome', 'check', '--error-on-warnings', '.']);
vitest('unit and API tests on PGlite', 'unit');
if (process.env.TEST_DATABASE_URL) {
  vitest('unit and API tests on PostgreSQL and Redis', 'unit', { TEST_DB: 'postgres' });
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the PostgreSQL pass is skipped)');
}
if (step('web build', 'npm', ['run', '--silent', 'build:development', '--workspace', '@glotv/web'])) {
  vitest('browser tests in Chromium', 'e2e');
}

fs.rmSync(resultsDir, { recursive: true, force: true });
const total = totalOf(steps);
console.log(`\n${timeTable(steps)}`);
const failedSteps = steps.filter((entry) => entry.counts.failed > 0).map((entry) => entry.title);
console.log(`\nSteps failed: ${failedSteps.length === 0 ? 'none' : failedSteps.join(', ')}`);
for (const entry of steps.filter((candidate) => candidate.failures?.length)) {
  console.log(
    `\nFailed in ${entry.title}:\n${entry.failures.map((line) => `  ${line.slice(0, 300)}`).join('\n')}`,
  );
}
console.log(closingLine(total));
process.exit(total.failed === 0 ? 0 : 1);
