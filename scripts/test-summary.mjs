// How `npm test` counts: every failure it exits 1 for shows in the closing line (pure, so it can be tested).

/**
 * A vitest JSON report's counts. A test file that failed with none of its tests failing (it threw while loading,
 * or a hook failed) counts as one failure; so does a failed run whose report shows no failure at all (an
 * unhandled error) or that wrote no report.
 */
export function countVitestRun(report, exitStatus) {
  if (!report) return { passed: 0, failed: exitStatus === 0 ? 0 : 1, skipped: 0 };
  const failedFilesWithoutFailedTests = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  const failed = report.numFailedTests + failedFilesWithoutFailedTests;
  return {
    passed: report.numPassedTests,
    failed: failed === 0 && exitStatus !== 0 ? 1 : failed,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/**
 * What failed in a vitest JSON report, a line each: the file, the test's full name and the first line of its
 * error, so the closing lines of a long run say what to look at (a file that failed without a failed test shows
 * its own message).
 */
export function failuresOf(report, root = '') {
  if (!report) return [];
  const firstLine = (text) =>
    (text ?? '')
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? '';
  return report.testResults.flatMap((file) => {
    const name = root && file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    if (file.status === 'failed' && failedTests.length === 0) return [`${name}: ${firstLine(file.message)}`];
    return failedTests.map((test) => `${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

/** A step without tests (type-check, lint, a build): a failure is one failure. */
export function countPlainStep(exitStatus) {
  return { passed: 0, failed: exitStatus === 0 ? 0 : 1, skipped: 0 };
}

export function totalOf(steps) {
  return steps.reduce(
    (sum, step) => ({
      passed: sum.passed + step.counts.passed,
      failed: sum.failed + step.counts.failed,
      skipped: sum.skipped + step.counts.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
}

export const closingLine = ({ passed, failed, skipped }) =>
  `${passed} passed, ${failed} failed, ${skipped} skipped`;

/** One row per step: its name, its time in seconds and its outcome. */
export function timeTable(steps) {
  const rows = steps.map((step) => [
    step.title,
    step.seconds.toFixed(1),
    step.tests
      ? `${step.counts.passed} passed, ${step.counts.failed} failed`
      : step.counts.failed === 0
        ? 'passed'
        : 'failed',
  ]);
  const header = ['step', 'seconds', 'result'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (row) =>
    row
      .map((cell, column) => (column === 1 ? cell.padStart(widths[1]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}
