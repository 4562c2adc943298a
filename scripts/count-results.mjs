// Prints "passed failed skipped" from a vitest or Playwright JSON report, or from
// the closing "N passed, M failed" line of a plain log.
// With FAILURES_FILE set, also appends one line per failed test (name and first error line) to
// that file, so the summary at the end of a long log says what failed.
// usage: node scripts/count-results.mjs vitest|playwright|plain FILE
import { appendFileSync, readFileSync } from 'node:fs';

const [kind, file] = process.argv.slice(2);
const text = readFileSync(file, 'utf8');
const failures = [];
const firstLine = (message = '') => message.split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 200) ?? '';

if (kind === 'vitest') {
  const report = JSON.parse(text);
  for (const suite of report.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
  console.log(`${report.numPassedTests} ${report.numFailedTests} ${report.numPendingTests + report.numTodoTests}`);
} else if (kind === 'playwright') {
  const report = JSON.parse(text);
  const visit = (suite, titles) => {
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const error = test.results?.find((result) => result.error)?.error?.message;
          failures.push(`[${test.projectName}] ${[...titles, spec.title].filter(Boolean).join(' › ')} (${test.status}): ${firstLine(error)}`);
        }
      }
    }
  };
  for (const suite of report.suites ?? []) visit(suite, [suite.title]);
  const { expected, unexpected, skipped, flaky } = report.stats;
  console.log(`${expected} ${unexpected + flaky} ${skipped}`);
} else if (kind === 'plain') {
  // The last "name: N passed, M failed" line of a log.
  const line = text.split('\n').reverse().find((l) => /\d+ passed, \d+ failed/.test(l));
  if (!line) process.exit(1);
  const [, passed, failed] = line.match(/(\d+) passed, (\d+) failed/);
  console.log(`${passed} ${failed} 0`);
} else {
  console.error(`unknown report kind: ${kind}`);
  process.exit(2);
}
if (process.env.FAILURES_FILE && failures.length > 0) {
  appendFileSync(process.env.FAILURES_FILE, failures.map((line) => `  ${line}\n`).join(''));
}
