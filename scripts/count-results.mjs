// Prints "passed failed skipped" from a vitest or Playwright JSON report, or from
// the closing "N passed, M failed" line of a plain log.
// usage: node scripts/count-results.mjs vitest|playwright|plain FILE
import { readFileSync } from 'node:fs';

const [kind, file] = process.argv.slice(2);
const text = readFileSync(file, 'utf8');
if (kind === 'vitest') {
  const report = JSON.parse(text);
  console.log(`${report.numPassedTests} ${report.numFailedTests} ${report.numPendingTests + report.numTodoTests}`);
} else if (kind === 'playwright') {
  const report = JSON.parse(text);
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
