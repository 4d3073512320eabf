// `npm run bench:lighthouse`: the performance budgets of issue 26, measured with Lighthouse CI (lighthouserc.cjs).
//
//   npm run bench:lighthouse -- [--runs 5] [--no-build] [--report-only] [--lantern]
//
// Throttling is applied to the real load (Lighthouse's devtools method), where the time budgets are judged;
// --lantern gives the simulated view PageSpeed Insights shows instead.
//
// Builds (or, with --no-build, reuses) the site and the floor, serves them, then runs `lhci collect` once per page and
// round, each round starting one page later, so machine drift hits the floor and our pages alike. `lhci upload` then
// files every report under .lighthouseci/reports, `lhci assert` judges the absolute budgets, and this script the
// floor-relative ones on the medians. Exit code 1 when a budget fails, unless --report-only.
// Ports: BENCH_APP_PORT (3200), BENCH_STALE_PORT (3202), BENCH_FLOOR_PORT (3201), BENCH_STAND_IN_PORT (4020).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';

import { startPlausibleStandIn } from '../stand-in/plausible.mjs';
import { serveFloor } from './floor.mjs';
import { serveSite } from './site.mjs';

/** @typedef {import('../../lighthouserc.cjs').Page} Page */
/** @typedef {Record<(typeof COLUMNS)[number][0], number>} Figures */

const require = createRequire(import.meta.url);
const rcFile = path.resolve('lighthouserc.cjs');
/** @type {typeof import('../../lighthouserc.cjs')} */
const rc = require(rcFile);
const lhciCli = require.resolve('@lhci/cli/src/cli.js');
const LHCI_DIR = '.lighthouseci';
const logDir = path.join('.bench', 'lighthouse');
// The converter refetches seeded rates older than its refresh interval plus the page's own cache window
// (components/currency-converter/use-rates.ts): a warm page is measured well inside it, a stale one past it.
const CONVERTER_WINDOW_S = 180;
/** The medians table: figure, heading, decimals. */
const COLUMNS = /** @type {const} */ ([
  ['perf', 'perf', 0],
  ['seo', 'SEO', 0],
  ['bp', 'BP', 0],
  ['lcp', 'LCP ms', 0],
  ['tbt', 'TBT ms', 0],
  ['cls', 'CLS', 3],
  ['js', 'JS KiB', 1],
  ['total', 'total KiB', 1],
  ['requests', 'requests', 0],
  ['api', 'api', 0],
]);

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: String(rc.ci.collect.numberOfRuns) },
    'no-build': { type: 'boolean', default: false },
    'report-only': { type: 'boolean', default: false },
    lantern: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number from 1');

/**
 * Runs the LHCI command line with our rc file; resolves to its exit code and (when quiet) its output.
 * @param {string[]} args
 * @returns {Promise<{ code: number, output: string }>}
 */
function lhci(args, { quiet = true } = {}) {
  return new Promise((resolve) => {
    const stdio = quiet ? 'pipe' : 'inherit';
    const child = spawn(process.execPath, [lhciCli, ...args, `--config=${rcFile}`], { stdio });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * The age in seconds of the rates seeded into the copy of `url` the server holds (null: a page with no converter), and
 * whether asking for it started a regeneration: Next answers with a copy older than a minute and regenerates it behind.
 * @param {string} url
 */
async function ratesAge(url) {
  const response = await fetch(url);
  const fetchedAt = /\\"pairs\\":\[[^\]]*\],\\"fetchedAt\\":\\"([^\\"]+)/.exec(await response.text())?.[1];
  const regenerating = response.headers.get('x-nextjs-cache') === 'STALE';
  return { age: fetchedAt ? (Date.now() - Date.parse(fetchedAt)) / 1000 : null, regenerating };
}

/**
 * Makes sure the copy of `page` Lighthouse is about to get is the one meant: on the warm server, one with fresh rates;
 * on the stale one, one whose rates are past the converter's window.
 * @param {Page} page
 */
async function prepare(page) {
  for (let attempt = 1; !page.floor; attempt += 1) {
    const { age, regenerating } = await ratesAge(page.url);
    if (age === null) return;
    if (!regenerating && (page.stale ? age > CONVERTER_WINDOW_S + 10 : age < CONVERTER_WINDOW_S - 60)) return;
    if (attempt > 60) throw new Error(`${page.url}: rates ${Math.round(age)} s old, ${attempt} times`);
    const wait = page.stale && !regenerating ? Math.max(CONVERTER_WINDOW_S + 11 - age, 1) : 1;
    if (wait > 1) console.log(`    ${page.name}: waiting ${Math.ceil(wait)} s for its rates to age`);
    await sleep(wait * 1000);
  }
}

/** What the tables show of one Lighthouse result; bytes are transfer sizes in KiB. @param {any} lhr @returns {Figures} */
function figures(lhr) {
  /** @type {{ url: string, transferSize?: number, resourceType?: string }[]} */
  const items = lhr.audits['network-requests'].details.items;
  const requests = items.filter((item) => !item.url.startsWith('data:'));
  /** @param {typeof requests} list */
  const kib = (list) => list.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
  /** @param {string} id */
  const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  /** @param {string} id @returns {number} */
  const value = (id) => lhr.audits[id].numericValue;
  return {
    perf: score('performance'),
    seo: score('seo'),
    bp: score('best-practices'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    js: kib(requests.filter((item) => item.resourceType === 'Script')),
    total: kib(requests),
    requests: requests.length,
    api: requests.filter((item) => new URL(item.url).pathname.startsWith('/api/')).length,
  };
}

/** @param {number[]} list */
function median(list) {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** @param {number} value @param {number} [digits] */
const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
/** @param {number} value @param {number} [digits] */
const signed = (value, digits = 0) => `${value < 0 ? '−' : '+'}${fixed(Math.abs(value), digits)}`;

/** A plain table: the first column left-aligned, the others right-aligned. @param {string[][]} rows */
function printTable(rows) {
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  for (const row of rows)
    console.log(
      row.map((cell, i) => (i ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join('  '),
    );
}

/** Serves everything and runs the rounds; resolves to the number of runs LHCI could not record. */
async function measure() {
  mkdirSync(logDir, { recursive: true });
  const floor = await serveFloor({ reuse: values['no-build'], port: rc.ports.floor, logDir });
  // Both keep regenerated pages and cached rates in memory (through the build folder, the stale one would read the
  // warm one's); the stale one fetches its rates once and keeps them for an hour.
  const site = await serveSite({
    name: 'lighthouse',
    logDir,
    build: !values['no-build'],
    sites: [
      { port: rc.ports.app, env: { NEXT_ISR_FLUSH_TO_DISK: '0' } },
      { port: rc.ports.stale, env: { NEXT_ISR_FLUSH_TO_DISK: '0', RATES_CONFIG_TTL_SECONDS: '3600' } },
    ],
  }).catch((error) => floor.stop().then(() => Promise.reject(error)));
  // A build with Plausible sends its events to a stand-in on that loopback port: a refused request would be a console
  // error, which Best Practices counts.
  const plausibleHost = process.env.NEXT_PUBLIC_PLAUSIBLE_HOST;
  const plausible = plausibleHost
    ? await startPlausibleStandIn({ port: Number(new URL(plausibleHost).port) })
    : undefined;
  const stopAll = () => Promise.all([floor.stop(), site.stop(), plausible?.stop()]);
  process.once('SIGINT', () => stopAll().finally(() => process.exit(130)));
  let failed = 0;
  try {
    // Server code and caches are warm before anything counts.
    for (let pass = 0; pass < 3; pass += 1) for (const page of rc.pages) await (await fetch(page.url)).text();
    console.log(`\n▶ warm-up Lighthouse run on ${rc.pages[0]?.url} (discarded)`);
    await lhci(['collect', `--url=${rc.pages[0]?.url}`, '--numberOfRuns=1']);
    const throttling = values.lantern ? [] : ['--settings.throttlingMethod=devtools'];
    const total = runs * rc.pages.length;
    for (let done = 0; done < total; done += 1) {
      // Round r measures every page once, starting with page r.
      const round = Math.floor(done / rc.pages.length);
      const page = /** @type {Page} */ (rc.pages[(done + round) % rc.pages.length]);
      await prepare(page);
      const started = Date.now();
      const args = ['collect', `--url=${page.url}`, '--numberOfRuns=1', ...throttling];
      const result = await lhci(done ? [...args, '--additive'] : args);
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(
        `[${done + 1}/${total}] ${page.name} (${seconds} s)${result.code ? ` failed:\n${result.output}` : ''}`,
      );
      if (result.code) failed += 1;
    }
  } finally {
    await stopAll();
  }
  return failed;
}

/** Prints the medians and the floor-relative verdicts; resolves to the number of budgets missed. */
function report() {
  /** @type {{ url: string, jsonPath: string }[]} */
  const manifest = JSON.parse(readFileSync(path.join(LHCI_DIR, 'reports', 'manifest.json'), 'utf8'));
  /** @type {Record<string, Figures & { runs: number }>} */
  const medians = {};
  for (const page of rc.pages) {
    const own = manifest.filter((entry) => entry.url === page.url);
    const all = own.map((entry) => figures(JSON.parse(readFileSync(entry.jsonPath, 'utf8'))));
    const entries = COLUMNS.map(([key]) => [key, median(all.map((run) => run[key]))]);
    medians[page.name] = { .../** @type {Figures} */ (Object.fromEntries(entries)), runs: own.length };
  }
  console.log(`\nMedians (KiB: transfer sizes; api: requests to /api/ during the load)`);
  printTable([
    ['page', 'runs', ...COLUMNS.map(([, heading]) => heading)],
    ...rc.pages.map(({ name }) => {
      const m = /** @type {Figures & { runs: number }} */ (medians[name]);
      return [name, String(m.runs), ...COLUMNS.map(([key, , digits]) => fixed(m[key], digits))];
    }),
  ]);

  const f = /** @type {Figures} */ (medians.floor);
  const b = rc.budgets;
  /** @type {Record<string, (m: Figures, page: Page) => [boolean, string] | null>} */
  const checks = {
    [`perf ≥ floor −${b.scoreBelowFloor}`]: (m) => [
      m.perf >= f.perf - b.scoreBelowFloor,
      signed(m.perf - f.perf),
    ],
    [`LCP ≤ floor +${b.lcpOverFloorMs}`]: (m) => [m.lcp <= f.lcp + b.lcpOverFloorMs, signed(m.lcp - f.lcp)],
    [`TBT ≤ floor +${b.tbtOverFloorMs}`]: (m) => [m.tbt <= f.tbt + b.tbtOverFloorMs, signed(m.tbt - f.tbt)],
    [`CLS ≤ ${b.maxCls}`]: (m) => [m.cls <= b.maxCls, fixed(m.cls, 3)],
    'JS ≤ floor + N KiB': (m, { jsOverFloorKiB: n }) =>
      n === undefined ? null : [m.js <= f.js + n, `${signed(m.js - f.js, 1)}/+${n}`],
    'total ≤ N KiB': (m, { maxTotalKiB: n }) =>
      n === undefined ? null : [m.total <= n, `${fixed(m.total, 1)}/${n}`],
  };
  const verdicts = rc.pages
    .filter((page) => !page.floor)
    .map((page) => ({
      page: page.name,
      results: Object.values(checks).map((check) => check(/** @type {Figures} */ (medians[page.name]), page)),
    }));
  console.log(
    `\nBudgets on the medians, against the floor's (ok or FAIL, then the figure judged / its limit)`,
  );
  printTable([
    ['page', ...Object.keys(checks)],
    ...verdicts.map(({ page, results }) => [
      page,
      ...results.map((result) => (result ? `${result[0] ? 'ok' : 'FAIL'} ${result[1]}` : '—')),
    ]),
  ]);
  return verdicts.flatMap(({ results }) => results).filter((result) => result && !result[0]).length;
}

const failedRuns = await measure();
await lhci(['upload']);
const missed = report();
console.log('\n▶ lhci assert (absolute budgets, SEO and Best Practices; lighthouserc.cjs)');
const assertion = await lhci(['assert'], { quiet: false });
console.log(
  `\n${missed} floor-relative budget(s) missed; lhci assert ${assertion.code ? 'failed' : 'passed'}` +
    `${failedRuns ? `; ${failedRuns} run(s) failed` : ''}. Reports: ${LHCI_DIR}/reports/ (manifest.json).`,
);
process.exit((missed || assertion.code || failedRuns) && !values['report-only'] ? 1 : 0);
