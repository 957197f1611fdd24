import { describe, expect, it } from 'vitest';
import {
  closingLine,
  countPlainStep,
  countVitestRun,
  failuresOf,
  timeTable,
  totalOf,
} from './test-summary.mjs';

/** The parts of a vitest JSON report that the count reads. */
function report(files, counts = {}) {
  return {
    numPassedTests: 0,
    numFailedTests: 0,
    numPendingTests: 0,
    numTodoTests: 0,
    ...counts,
    testResults: files.map(([status, tests]) => ({
      status,
      assertionResults: tests.map((testStatus) => ({ status: testStatus })),
    })),
  };
}

describe("npm test's count", () => {
  it('counts a test file that failed to load as a failure', () => {
    const run = report(
      [
        ['passed', ['passed', 'passed']],
        ['failed', []],
      ],
      { numPassedTests: 2 },
    );
    expect(countVitestRun(run, 1)).toEqual({ passed: 2, failed: 1, skipped: 0 });
  });

  it('counts failed tests once, not their file again', () => {
    const run = report([['failed', ['passed', 'failed', 'failed']]], {
      numPassedTests: 1,
      numFailedTests: 2,
    });
    expect(countVitestRun(run, 1)).toEqual({ passed: 1, failed: 2, skipped: 0 });
  });

  it('counts a failed run whose report shows no failure, or that wrote none, as one failure', () => {
    expect(countVitestRun(report([['passed', ['passed']]], { numPassedTests: 1 }), 1).failed).toBe(1);
    expect(countVitestRun(undefined, 1)).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });

  it('counts skipped and todo tests as skipped', () => {
    const run = report([['passed', ['passed', 'skipped', 'todo']]], {
      numPassedTests: 1,
      numPendingTests: 1,
      numTodoTests: 1,
    });
    expect(countVitestRun(run, 0)).toEqual({ passed: 1, failed: 0, skipped: 2 });
  });

  it('never closes with 0 failed when a step without tests failed', () => {
    const steps = [
      { title: 'type-check', seconds: 30, tests: false, counts: countPlainStep(2) },
      {
        title: 'unit',
        seconds: 300,
        tests: true,
        counts: countVitestRun(report([['passed', ['passed']]], { numPassedTests: 1 }), 0),
      },
    ];
    expect(closingLine(totalOf(steps))).toBe('1 passed, 1 failed, 0 skipped');
  });

  it("ends with each step's time and outcome", () => {
    const table = timeTable([
      { title: 'type-check', seconds: 31.26, tests: false, counts: countPlainStep(0) },
      { title: 'browser tests', seconds: 402, tests: true, counts: { passed: 40, failed: 1, skipped: 0 } },
    ]);
    expect(table.split('\n')).toEqual([
      'step           seconds  result',
      'type-check        31.3  passed',
      'browser tests    402.0  40 passed, 1 failed',
    ]);
  });
  it('names each failed test with its file and the first line of its error', () => {
    const run = {
      testResults: [
        {
          name: '/repo/apps/server/src/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a passes' },
            {
              status: 'failed',
              fullName: 'a breaks',
              failureMessages: ['\nAssertionError: expected 1 to be 2\n  at x'],
            },
          ],
        },
        {
          name: '/repo/apps/server/src/b.test.ts',
          status: 'failed',
          message: 'Hook timed out',
          assertionResults: [],
        },
        {
          name: '/repo/apps/server/src/c.test.ts',
          status: 'passed',
          assertionResults: [{ status: 'passed' }],
        },
      ],
    };
    expect(failuresOf(run, '/repo')).toEqual([
      'apps/server/src/a.test.ts › a breaks: AssertionError: expected 1 to be 2',
      'apps/server/src/b.test.ts: Hook timed out',
    ]);
    expect(failuresOf(undefined)).toEqual([]);
  });
});
