import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const here = import.meta.dirname;
const redocly = path.resolve(here, '../../../../../node_modules/@redocly/cli/bin/cli.js');

let testApp: TestApp;
let dir: string;
beforeAll(async () => {
  testApp = await createTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glotv-openapi-'));
}, 300_000);
afterAll(async () => {
  await testApp.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules with no error or warning beyond the ignored trailing slashes", async () => {
    fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(testApp.app.swagger(), null, 2));
    // The ignore file names the document relative to itself: both sit in one folder.
    for (const file of ['redocly.yaml', '.redocly.lint-ignore.yaml']) {
      fs.copyFileSync(path.join(here, file), path.join(dir, file));
    }
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [redocly, 'lint', 'openapi.json', '--format', 'json', '--max-problems', '1000'],
      { cwd: dir, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    ).catch((error: { stdout: string; stderr: string }) => error);
    const report = JSON.parse(stdout) as {
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    const problems = report.problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`,
    );
    expect(problems, stderr).toEqual([]);
  }, 120_000);

  it('gives every operation its security, a summary and at least one example', () => {
    const document = testApp.app.swagger() as unknown as { paths: Record<string, Record<string, object>> };
    const lacking = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, operation]) => {
        const text = JSON.stringify(operation);
        const missing = [
          'security' in operation ? '' : 'security',
          'summary' in operation ? '' : 'summary',
          // An operation that takes and answers nothing (the redirect of `/`, the tus upload's start) has none.
          text.includes('"example":') || !text.includes('"schema":') ? '' : 'example',
        ].filter(Boolean);
        return missing.length > 0 ? [`${method.toUpperCase()} ${path}: ${missing.join(', ')}`] : [];
      }),
    );
    expect(lacking).toEqual([]);
  });
});
