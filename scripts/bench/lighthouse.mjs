// `npm run bench:lighthouse`: the performance benchmark of issue 9. A benchmark, not a test.
//
//   npm run bench:lighthouse -- [--runs 5] [--url name=https://…]… [--strict] [--no-build] [--render-document]
//                               [--no-js-copies] [--app-port 3200] [--floor-port 3201] [--stand-in-port 4020]
//                               [--no-js-port 3202]
//
// Builds the site (into .next-bench unless NEXT_DIST_DIR says otherwise, so the e2e build is left alone) and the
// floor (an empty Next.js page, scripts/bench/floor.mjs), serves both with `next start` beside the stand-in provider,
// then runs Lighthouse (mobile defaults, Debian Chromium) on /, /privacy-policy, /terms, the floor and any --url,
// round-robin, N runs each. Prints medians, spreads, ratios to the floor and the budgets; writes every Lighthouse
// result and a summary under .bench/lighthouse/<time>/. Exit code 0 even when a budget fails, unless --strict.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import lighthouse from 'lighthouse';

import { appEnv } from '../test-env.mjs';
import { startBenchDatabase } from './database.mjs';
import { writeFloorProject, writeIfChanged } from './floor.mjs';
import { startNoJsServer } from '../research/no-js-copy.mjs';
import { assertPortFree, loadChromeLauncher, runStep, startServer, waitForHttp } from '../processes.mjs';
import {
  BUDGETS,
  checkBudgets,
  costOverCopies,
  describeRun,
  extractMetrics,
  formatTable,
  formatValue,
  KIB,
  median,
  METRICS,
  RESOURCE_TYPES,
  ratiosToFloor,
  SCRIPT_COST_METRICS,
  representativeRun,
  summarise,
} from './summary.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const ChromeLauncher = await loadChromeLauncher();

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const SITE_PATHS = ['/', '/privacy-policy', '/terms'];
/** Lighthouse runs per measurement before it counts as failed. */
const MAX_ATTEMPTS = 2;
const FLOOR = 'floor';
const HELP = `Usage: npm run bench:lighthouse -- [options]

  --runs N              Lighthouse runs per page (default 5), interleaved round-robin
  --url name=URL        also measure URL under that name (repeatable); no budgets apply to it
  --strict              exit 1 when a budget fails (default: always 0, it is a benchmark)
  --no-build            reuse the last builds ($NEXT_DIST_DIR or .next-bench, and .bench/floor/.next)
  --render-document     a diagnosis, not the benchmark: leave Chromium's RenderDocument on, as in Chrome
                        (chrome-launcher turns it off; see docs/performance.md); the output says so
  --devtools-throttling a second view, not the benchmark: the same slow 4G and 4x CPU applied to the real load
                        (Lighthouse's throttlingMethod "devtools") instead of simulated from an unthrottled one
  --app-port P          port of the site's next start (default $BENCH_APP_PORT or 3200)
  --floor-port P        port of the floor's next start (default $BENCH_FLOOR_PORT or 3201)
  --stand-in-port P     port of the stand-in provider (default $BENCH_STAND_IN_PORT or 4020)
  --no-js-copies        also measure each site page with every script taken out ("/terms (no JS)"): what no work on
                        our JavaScript can remove (scripts/research/no-js-copy.mjs); no budgets apply to them
  --no-js-port P        port the no-JS copies are served on (default $BENCH_NO_JS_PORT or 3202)

Chromium: $CHROME_PATH or /usr/bin/chromium.`;

/** The name a site page's no-JS copy is measured under: '/terms' → '/terms (no JS)'. */
const noJsName = (sitePath) => `${sitePath} (no JS)`;

/** The file name a page's Lighthouse results are saved under: '/' → home, '/privacy-policy' → privacy_policy. */
const fileSlug = (name) => name.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';

function fail(message) {
  console.error(`bench:lighthouse: ${message}`);
  process.exit(1);
}

function parseOptions(argv) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        runs: { type: 'string', default: '5' },
        url: { type: 'string', multiple: true, default: [] },
        strict: { type: 'boolean', default: false },
        'no-build': { type: 'boolean', default: false },
        'render-document': { type: 'boolean', default: false },
        'devtools-throttling': { type: 'boolean', default: false },
        'app-port': { type: 'string', default: process.env.BENCH_APP_PORT ?? '3200' },
        'floor-port': { type: 'string', default: process.env.BENCH_FLOOR_PORT ?? '3201' },
        'stand-in-port': { type: 'string', default: process.env.BENCH_STAND_IN_PORT ?? '4020' },
        'no-js-copies': { type: 'boolean', default: false },
        'no-js-port': { type: 'string', default: process.env.BENCH_NO_JS_PORT ?? '3202' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    fail(`${error.message}\n\n${HELP}`);
  }
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  const integer = (name, min, max) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < min || value > max)
      fail(`--${name} must be an integer from ${min} to ${max}`);
    return value;
  };
  const reserved = new Set([...SITE_PATHS, FLOOR, ...SITE_PATHS.map(noJsName)].map(fileSlug));
  const extra = values.url.map((entry) => {
    const match = /^([^=]+)=(.+)$/.exec(entry);
    if (!match) fail(`--url takes name=URL, got "${entry}"`);
    const [, name, url] = match;
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
      fail(`--url ${name}: "${url}" is not an http(s) URL`);
    if (reserved.has(fileSlug(name))) fail(`--url name "${name}" is taken (or saves under a name that is)`);
    reserved.add(fileSlug(name));
    return { name, url };
  });
  const ports = {
    app: integer('app-port', 1, 65_535),
    floor: integer('floor-port', 1, 65_535),
    standIn: integer('stand-in-port', 1, 65_535),
    ...(values['no-js-copies'] ? { noJs: integer('no-js-port', 1, 65_535) } : {}),
  };
  if (new Set(Object.values(ports)).size !== Object.keys(ports).length) fail('the ports must differ');
  return {
    runs: integer('runs', 1, 100),
    extra,
    strict: values.strict,
    build: !values['no-build'],
    renderDocument: values['render-document'],
    noJsCopies: values['no-js-copies'],
    throttlingMethod: values['devtools-throttling'] ? 'devtools' : 'simulate',
    ports,
  };
}

function gitRevision() {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' });
  if (head.status !== 0) return null;
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return `${head.stdout.trim()}${dirty.stdout.trim() ? ' (uncommitted changes)' : ''}`;
}

/**
 * chrome-launcher's default flags plus ours, but with Chromium's RenderDocument left on, as it is in Chrome itself.
 * chrome-launcher turns it off (GoogleChrome/lighthouse#16363); with it off, a page whose first paint is not ready
 * at once (one stylesheet is enough) had that paint held back to about 1.3 or 2.3 s here.
 */
function withRenderDocument(defaultFlags) {
  const prefix = '--disable-features=';
  const flags = defaultFlags.map((flag) =>
    flag.startsWith(prefix)
      ? prefix +
        flag
          .slice(prefix.length)
          .split(',')
          .filter((feature) => feature !== 'RenderDocument')
          .join(',')
      : flag,
  );
  // chrome-launcher adds this one itself on Linux, unless its defaults are ignored.
  return [...flags, '--disable-setuid-sandbox', ...CHROME_FLAGS];
}

/** One Lighthouse run in a fresh Chromium (a first visit: new profile, empty cache), as Lighthouse's CLI does it. */
async function measure(url, { renderDocument = false, throttlingMethod = 'simulate' } = {}) {
  const chrome = await ChromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    ...(renderDocument
      ? { ignoreDefaultFlags: true, chromeFlags: withRenderDocument(ChromeLauncher.Launcher.defaultFlags()) }
      : { chromeFlags: CHROME_FLAGS }),
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod,
      // Taken after the page has loaded, so it changes no metric; it only makes every saved result ~1 MB bigger.
      disableFullPageScreenshot: true,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const kib = (bytes) => (bytes === null || bytes === undefined ? '—' : `${(bytes / KIB).toFixed(1)}`);

function printReport({ pages, runs, summary, ratios, scriptCost, budgets, details, meta, options }) {
  const names = pages.map((page) => page.name);
  console.log(`\n${'='.repeat(100)}`);
  console.log(
    `Lighthouse ${meta.lighthouse} (mobile defaults: Moto G Power emulation, ${options.throttlingMethod === 'devtools' ? 'slow 4G and 4× CPU applied by DevTools to the real load' : 'simulated slow 4G and 4× CPU'}) in ${meta.chromium}`,
  );
  console.log(
    `next ${meta.next}, react ${meta.react}; site ${meta.revision ?? 'unknown revision'}; ` +
      `${options.runs} runs per page, round-robin`,
  );
  const index = meta.benchmarkIndex;
  console.log(
    `Machine: ${meta.cores} cores, 1-minute load average ${meta.loadAverage.min.toFixed(1)}–` +
      `${meta.loadAverage.max.toFixed(1)} during the runs; Lighthouse benchmarkIndex ` +
      (index
        ? `${Math.round(index.min)}–${Math.round(index.max)} (median ${Math.round(index.median)})`
        : '—'),
  );
  if (meta.loadAverage.max > meta.cores) {
    console.log(
      'The machine was busy: timings (score, FCP, LCP, TBT, SI) are noisy, so compare them with the floor of this ' +
        'run only. Byte counts do not depend on load.',
    );
  }
  if (options.renderDocument) {
    console.log(
      "--render-document: Chromium's RenderDocument was left ON (chrome-launcher turns it off). A diagnosis, " +
        'not the benchmark: compare with a default run.',
    );
  }
  if (options.throttlingMethod === 'devtools') {
    console.log(
      '--devtools-throttling: the network and CPU were throttled during the load itself (real round trips), not ' +
        'simulated afterwards. A second view, not the benchmark: the budgets below are judged on it all the same.',
    );
  }
  console.log('Transfer sizes are bytes on the wire (gzipped as served), first visit, KiB = 1024 bytes.\n');

  console.log('Medians');
  console.log(
    formatTable(
      ['page', ...METRICS.map((metric) => metric.label), 'runs'],
      names.map((name) => [
        name,
        ...METRICS.map(({ key, kind }) => formatValue(kind, summary[name].medians[key])),
        `${summary[name].ok}/${summary[name].runs}`,
      ]),
    ),
  );

  console.log('\nSpread (min–max over the runs)');
  console.log(
    formatTable(
      ['page', ...METRICS.map((metric) => metric.label)],
      names.map((name) => [
        name,
        ...METRICS.map(({ key, kind }) => {
          const range = summary[name].spread[key];
          return range ? `${formatValue(kind, range.min)}–${formatValue(kind, range.max)}` : '—';
        }),
      ]),
    ),
  );

  console.log('\nRatio to the floor (median ÷ floor median; — where the floor is 0)');
  console.log(
    formatTable(
      ['page', ...METRICS.map((metric) => metric.label.replace(/ (ms|KiB)$/, ''))],
      names
        .filter((name) => name !== FLOOR)
        .map((name) => [
          name,
          ...METRICS.map(({ key }) =>
            ratios[name][key] === null ? '—' : `×${ratios[name][key].toFixed(2)}`,
          ),
        ]),
    ),
  );

  if (scriptCost.length) {
    const costMetrics = METRICS.filter(({ key }) => SCRIPT_COST_METRICS.includes(key));
    const signed = (value) => `${value >= 0 ? '+' : '−'}${Math.abs(Math.round(value))}`;
    console.log("\nWhat the scripts cost (median as built − median of the page's no-JS copy)");
    console.log(
      formatTable(
        ['page', ...costMetrics.map((metric) => metric.label)],
        scriptCost.map((cost) => [
          cost.page,
          ...costMetrics.map(({ key }) => (cost[key] === null ? '—' : signed(cost[key]))),
        ]),
      ),
    );
  }

  console.log('\nTransfer by type (KiB, medians)');
  console.log(
    formatTable(
      ['page', ...RESOURCE_TYPES, 'requests'],
      names.map((name) => [
        name,
        ...RESOURCE_TYPES.map((type) => kib(summary[name].byType[type])),
        formatValue('count', summary[name].requests),
      ]),
    ),
  );

  for (const [name, detail] of Object.entries(details)) {
    if (!detail) continue;
    console.log(`\n${name}: the run nearest the median LCP (${detail.lhrFile})`);
    if (detail.lcpElement) {
      const phases = detail.lcpPhases.map((phase) => `${phase.phase} ${phase.ms} ms`).join(', ');
      console.log(
        `  LCP element: ${detail.lcpElement.snippet.slice(0, 110)}${phases ? `\n    ${phases}` : ''}`,
      );
    }
    const blocking = detail.renderBlocking.map(
      (item) => `${item.url} (${kib(item.transferSize)} KiB, ~${item.wastedMs} ms)`,
    );
    console.log(`  render-blocking: ${blocking.length ? blocking.join(', ') : 'none'}`);
    const mainThread = detail.mainThread.map((item) => `${item.group} ${item.ms}`).join(', ');
    console.log(`  main thread (ms, with the 4× CPU factor): ${mainThread}`);
    const scripts = detail.scriptTime.map((item) => `${item.url} ${item.ms}`).join(', ');
    console.log(`  busiest scripts (ms): ${scripts}`);
    console.log(`  heaviest of ${detail.requestCount} requests:`);
    for (const request of detail.topRequests) {
      console.log(
        `    ${kib(request.transferSize).padStart(7)} KiB  ${request.resourceType.padEnd(10)} ${request.url.slice(0, 90)}`,
      );
    }
  }

  const failedRuns = runs.filter((run) => !run.metrics.ok);
  if (failedRuns.length) {
    console.log(`\n${failedRuns.length} run(s) failed and are left out of the medians:`);
    for (const run of failedRuns) console.log(`  ${run.page} round ${run.round + 1}: ${run.metrics.error}`);
  }

  console.log('\nBudgets (issue 9; judged on the medians above)');
  for (const budget of budgets)
    console.log(`${budget.pass ? 'PASS' : 'FAIL'}  ${budget.label.padEnd(28)} ${budget.text}`);
  console.log(
    `TBT: the budget is ${BUDGETS.tbtFactor} × the floor's median TBT, but never below an absolute ` +
      `${BUDGETS.tbtMinAllowanceMs} ms, since ${BUDGETS.tbtFactor} × a floor TBT of 0 would forbid any blocking at all.`,
  );
  const failures = budgets.filter((budget) => !budget.pass).length;
  console.log(
    failures
      ? `${failures} of ${budgets.length} budgets missed.${options.strict ? '' : ' (exit code 0: pass --strict to fail on a miss)'}`
      : `All ${budgets.length} budgets met.`,
  );
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const distDir = process.env.NEXT_DIST_DIR || '.next-bench';
  // `next build` adds its dist folder's type globs to the tsconfig it is given; a tsconfig that only extends the
  // real one is left untouched, so building into .next-bench never rewrites the tracked tsconfig.json.
  const tsconfig = process.env.NEXT_TSCONFIG || path.join('.bench', 'tsconfig.site.json');
  const floorDir = path.join(repoRoot, '.bench', 'floor');
  const outDir = path.join(repoRoot, '.bench', 'lighthouse', new Date().toISOString().replace(/[:.]/g, '-'));
  await mkdir(path.join(outDir, 'lhr'), { recursive: true });
  await mkdir(path.join(outDir, 'logs'), { recursive: true });

  const standInUrl = `http://127.0.0.1:${options.ports.standIn}`;
  const appUrl = `http://localhost:${options.ports.app}`;
  const floorUrl = `http://localhost:${options.ports.floor}/`;
  // The e2e environment (sentinel key and tenant, the stand-in for provider and reviews), on the benchmark's ports.
  const siteEnv = {
    ...process.env,
    ...appEnv,
    NEXT_DIST_DIR: distDir,
    NEXT_TSCONFIG: tsconfig,
    NEXT_PUBLIC_SITE_URL: appUrl,
    RATES_API_BASE_URL: standInUrl,
    REVIEWS_API_BASE_URL: standInUrl,
  };
  const floorEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  const nextBin = require.resolve('next/dist/bin/next');

  await assertPortFree(options.ports.app, 'site');
  await assertPortFree(options.ports.floor, 'floor');
  await assertPortFree(options.ports.standIn, 'stand-in provider');
  if (options.noJsCopies) await assertPortFree(options.ports.noJs, 'no-JS copies');

  if (!process.env.NEXT_TSCONFIG) {
    await writeIfChanged(
      path.join(repoRoot, tsconfig),
      `${JSON.stringify({ extends: '../tsconfig.json' }, null, 2)}\n`,
    );
  }
  await writeFloorProject(floorDir, repoRoot);
  if (options.build) {
    console.log(`\n▶ next build (site, into ${distDir})`);
    await runStep('next build (site)', process.execPath, [nextBin, 'build'], { env: siteEnv, cwd: repoRoot });
    console.log('\n▶ next build (floor, .bench/floor)');
    await runStep('next build (floor)', process.execPath, [nextBin, 'build', floorDir], {
      env: floorEnv,
      cwd: repoRoot,
    });
  } else {
    for (const buildId of [
      path.join(repoRoot, distDir, 'BUILD_ID'),
      path.join(floorDir, '.next', 'BUILD_ID'),
    ]) {
      if (!existsSync(buildId)) fail(`--no-build, but there is no build at ${path.dirname(buildId)}`);
    }
  }

  const logs = (name) => path.join(outDir, 'logs', `${name}.log`);
  const servers = [];
  const stopAll = () => Promise.all(servers.map((server) => server.stop()));
  const onSignal = (signal) => {
    stopAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const pages = [
    ...SITE_PATHS.map((sitePath) => ({ name: sitePath, url: new URL(sitePath, appUrl).href })),
    { name: FLOOR, url: floorUrl },
    ...(options.noJsCopies
      ? SITE_PATHS.map((sitePath) => ({
          name: noJsName(sitePath),
          url: new URL(sitePath, `http://127.0.0.1:${options.ports.noJs}`).href,
        }))
      : []),
    ...options.extra,
  ];
  const runs = [];
  try {
    const standIn = startServer(
      'stand-in provider',
      process.execPath,
      [path.join(repoRoot, 'scripts', 'stand-in-provider.mjs'), '--port', String(options.ports.standIn)],
      { env: siteEnv, logFile: logs('stand-in') },
    );
    servers.push(standIn);
    // The site refuses to start without a database (lib/env.ts): the caller's DATABASE_URL, or a throwaway PGlite.
    const database = await startBenchDatabase('lighthouse');
    servers.push(database);
    const site = startServer('site', process.execPath, [nextBin, 'start', '-p', String(options.ports.app)], {
      env: { ...siteEnv, DATABASE_URL: database.url },
      logFile: logs('site'),
    });
    servers.push(site);
    const floor = startServer(
      'floor',
      process.execPath,
      [nextBin, 'start', floorDir, '-p', String(options.ports.floor)],
      {
        env: floorEnv,
        logFile: logs('floor'),
      },
    );
    servers.push(floor);
    await waitForHttp(standIn, `${standInUrl}/health`);
    await waitForHttp(site, appUrl);
    await waitForHttp(floor, floorUrl);
    if (options.noJsCopies) {
      const copies = await startNoJsServer({ upstream: appUrl, port: options.ports.noJs });
      servers.push(copies);
      await waitForHttp(copies, pages.find((page) => page.name === noJsName('/')).url);
    }

    // Server caches (rates, reviews, rendered pages) and lazily loaded server code are warm before anything counts.
    for (let pass = 0; pass < 3; pass += 1) {
      for (const page of pages.slice(0, SITE_PATHS.length + 1))
        await waitForHttp(page.name === FLOOR ? floor : site, page.url);
    }
    console.log('\n▶ warm-up Lighthouse run on / (discarded)');
    await measure(pages[0].url, options);

    const total = options.runs * pages.length;
    for (let round = 0; round < options.runs; round += 1) {
      // Round-robin, starting one page later each round, so no page always runs first after a pause.
      const order = pages.map((_, index) => pages[(index + round) % pages.length]);
      for (const page of order) {
        const started = Date.now();
        // The 1-minute load average as the run starts: on a shared machine, the best witness of how noisy it was.
        const loadAverage = os.loadavg()[0];
        let metrics;
        let lhrFile = null;
        // A run Lighthouse could not record (now and then NO_NAVSTART: the trace missed the navigation) is tried once
        // more in a fresh browser before it counts as failed, so a hiccup does not cost the page a run.
        let lhr = null;
        for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
          try {
            lhr = await measure(page.url, options);
            metrics = extractMetrics(lhr);
          } catch (error) {
            lhr = null;
            metrics = { ok: false, error: error instanceof Error ? error.message : String(error) };
          }
          if (metrics.ok || attempt === MAX_ATTEMPTS) break;
          console.log(`    ${page.name}: ${metrics.error.split(':')[0]}, measuring once more`);
        }
        if (lhr) {
          lhrFile = path.join('lhr', `${fileSlug(page.name)}-${round + 1}.json`);
          await writeFile(path.join(outDir, lhrFile), JSON.stringify(lhr));
        }
        runs.push({ page: page.name, url: page.url, round, loadAverage, metrics, lhrFile, lhr });
        const seconds = ((Date.now() - started) / 1000).toFixed(0);
        const figures = metrics.ok
          ? `score ${formatValue('score', metrics.score)}  LCP ${formatValue('ms', metrics.lcp)} ms  ` +
            `TBT ${formatValue('ms', metrics.tbt)} ms  JS ${kib(metrics.jsBytes)} KiB  total ${kib(metrics.totalBytes)} KiB`
          : `failed: ${metrics.error}`;
        console.log(
          `[${String(runs.length).padStart(String(total).length)}/${total}] ${page.name.padEnd(16)} ${figures}  (${seconds} s)`,
        );
      }
    }
  } finally {
    await stopAll();
  }

  const names = pages.map((page) => page.name);
  const summary = summarise(names, runs);
  const ratios = ratiosToFloor(summary, FLOOR);
  const scriptCost = options.noJsCopies
    ? costOverCopies(
        summary,
        SITE_PATHS.map((sitePath) => [sitePath, noJsName(sitePath)]),
      )
    : [];
  const budgets = checkBudgets(summary, { home: '/', legal: ['/privacy-policy', '/terms'], floor: FLOOR });
  const details = Object.fromEntries(
    [...SITE_PATHS, FLOOR].map((name) => {
      const run = representativeRun(runs, name, summary[name].medians.lcp);
      return [
        name,
        run
          ? { lhrFile: path.join(path.relative(repoRoot, outDir), run.lhrFile), ...describeRun(run.lhr) }
          : null,
      ];
    }),
  );
  const firstLhr = runs.find((run) => run.lhr)?.lhr;
  const benchmarkIndexes = runs.map((run) => run.lhr?.environment?.benchmarkIndex).filter(Number.isFinite);
  const loadAverages = runs.map((run) => run.loadAverage);
  const meta = {
    date: new Date().toISOString(),
    revision: gitRevision(),
    lighthouse: firstLhr?.lighthouseVersion ?? require('lighthouse/package.json').version,
    chromium: /HeadlessChrome\/[\d.]+/.exec(firstLhr?.environment?.hostUserAgent ?? '')?.[0] ?? 'Chromium',
    next: require('next/package.json').version,
    react: require('react/package.json').version,
    cores: os.cpus().length,
    loadAverage: { min: Math.min(...loadAverages), max: Math.max(...loadAverages) },
    benchmarkIndex: benchmarkIndexes.length
      ? {
          median: median(benchmarkIndexes),
          min: Math.min(...benchmarkIndexes),
          max: Math.max(...benchmarkIndexes),
        }
      : null,
  };

  printReport({ pages, runs, summary, ratios, scriptCost, budgets, details, meta, options });

  const summaryFile = path.join(outDir, 'summary.json');
  await writeFile(
    summaryFile,
    `${JSON.stringify(
      {
        meta,
        options: {
          runs: options.runs,
          strict: options.strict,
          renderDocument: options.renderDocument,
          throttlingMethod: options.throttlingMethod,
          chromeFlags: options.renderDocument
            ? withRenderDocument(ChromeLauncher.Launcher.defaultFlags())
            : CHROME_FLAGS,
          budgets: BUDGETS,
        },
        pages,
        runs: runs.map(({ lhr, ...run }) => ({
          ...run,
          benchmarkIndex: lhr?.environment?.benchmarkIndex ?? null,
        })),
        summary,
        ratios,
        scriptCost,
        budgets,
        details,
      },
      null,
      2,
    )}\n`,
  );
  console.log(
    `\nRaw results: ${path.relative(repoRoot, summaryFile)} and ${path.relative(repoRoot, path.join(outDir, 'lhr'))}/`,
  );

  // Explicitly: a Chromium or Lighthouse handle left open must not keep the process alive.
  process.exit(options.strict && budgets.some((budget) => !budget.pass) ? 1 : 0);
}

await main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
