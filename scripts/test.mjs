// `npm test`: every gate a change must pass, in order, with one closing count of the tests run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-test-results-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${title} (${seconds} s)`);
  if (!ok) failedSteps.push(title);
  return ok;
}

function vitest(title, project, env = {}) {
  const output = path.join(resultsDir, `${title.replace(/\W+/g, '-')}.json`);
  run(
    title,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    env,
  );
  if (fs.existsSync(output)) {
    const report = JSON.parse(fs.readFileSync(output, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  }
}

run('type-check', 'npm', ['run', '--silent', 'typecheck']);
run('lint and format', 'npx', ['biome', 'check', '--error-on-warnings', '.']);
vitest('unit and API tests on PGlite', 'unit');
if (process.env.TEST_DATABASE_URL) {
  vitest('unit and API tests on PostgreSQL and Redis', 'unit', { TEST_DB: 'postgres' });
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the PostgreSQL pass is skipped)');
}
if (
  run('Chromium present', 'node', ['scripts/ensure-chromium.mjs']) &&
  run('web build', 'npm', ['run', '--silent', 'build'])
) {
  vitest('browser tests in Chromium', 'e2e');
}

fs.rmSync(resultsDir, { recursive: true, force: true });
console.log(`\nSteps failed: ${failedSteps.length === 0 ? 'none' : failedSteps.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length === 0 && totals.failed === 0 ? 0 : 1);
