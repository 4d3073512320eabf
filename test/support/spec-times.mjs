// Each spec's share of a Playwright run, from its JSON reporter: where the suite's time goes, slowest first.
import { existsSync, readFileSync } from 'node:fs';

/**
 * @typedef {{ duration: number }} Result
 * @typedef {{ projectName: string; results: Result[] }} Test
 * @typedef {{ file: string; tests: Test[] }} Spec
 * @typedef {{ file?: string; specs?: Spec[]; suites?: Suite[] }} Suite
 */

/** @param {Suite} suite @param {Map<string, number>} totals */
function addUp(suite, totals) {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      for (const result of test.results) {
        const key = `${spec.file} [${test.projectName}]`;
        totals.set(key, (totals.get(key) ?? 0) + result.duration);
      }
  for (const child of suite.suites ?? []) addUp(child, totals);
}

/** @param {string} reportFile */
export function printSpecTimes(reportFile) {
  if (!existsSync(reportFile)) return;
  /** @type {{ suites: Suite[]; stats: { duration: number }; config: { workers: number } }} */
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const totals = new Map();
  for (const suite of report.suites) addUp(suite, totals);
  const rows = [...totals].sort((a, b) => b[1] - a[1]);
  console.log(
    `\nWorker time per spec (wall clock ${(report.stats.duration / 1000).toFixed(0)} s, ${report.config.workers} workers):`,
  );
  for (const [spec, ms] of rows) console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${spec}`);
}
