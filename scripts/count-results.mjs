// Prints "passed failed skipped" from a vitest or Playwright JSON report.
// usage: node scripts/count-results.mjs vitest|playwright FILE
import { readFileSync } from 'node:fs';

const [kind, file] = process.argv.slice(2);
const report = JSON.parse(readFileSync(file, 'utf8'));
if (kind === 'vitest') {
  console.log(`${report.numPassedTests} ${report.numFailedTests} ${report.numPendingTests + report.numTodoTests}`);
} else if (kind === 'playwright') {
  const { expected, unexpected, skipped, flaky } = report.stats;
  console.log(`${expected} ${unexpected + flaky} ${skipped}`);
} else {
  console.error(`unknown report kind: ${kind}`);
  process.exit(2);
}
