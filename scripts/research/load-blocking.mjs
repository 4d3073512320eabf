// What a first visit blocks, measured on real loads: a research tool (docs/performance.md), not a benchmark or a test.
// Lighthouse's TBT is Lantern's estimate, replayed from one unthrottled load; this reads the real main thread instead.
// Each named page is loaded in a fresh Debian Chromium context (empty cache), the pages interleaved, with the CPU slowed
// as Lighthouse's mobile defaults slow it and, with --slow-4g, their network too. It reads the long tasks (buffered
// PerformanceObserver), first contentful paint and the main thread's work (CDP Performance.getMetrics) once the load
// has settled, and prints medians. It fails only if it cannot run.
//
//   node scripts/research/load-blocking.mjs [--runs 12] [--slow-4g] floor=http://localhost:3201/ terms=http://…/terms
//
// "blocking" is TBT's sum (each long task's time over 50 ms) over every task after first paint; "long" sums all long
// tasks, before first paint too.
import { parseArgs } from 'node:util';

import { chromium } from '@playwright/test';

import { CPU_SLOWDOWN, throttle } from './throttling.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '12' },
    'slow-4g': { type: 'boolean', default: false },
    settle: { type: 'string', default: '2500' },
  },
});
const targets = positionals.map((arg) => {
  const at = arg.indexOf('=');
  if (at < 1) throw new Error(`Expected name=url, got ${arg}`);
  return {
    name: arg.slice(0, at),
    url: arg.slice(at + 1),
    /** @type {Record<string, number[]>} */ figures: {},
  };
});
if (targets.length === 0) throw new Error('Name at least one page: name=url');

const metricNames = {
  TaskDuration: 'tasks',
  ScriptDuration: 'script',
  LayoutDuration: 'layout',
  RecalcStyleDuration: 'style',
};

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--disable-gpu'],
});
try {
  for (let run = 0; run < Number(values.runs); run++) {
    // Every other round in reverse, so that no page always follows the same one.
    for (const target of run % 2 ? [...targets].reverse() : targets) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
      });
      const page = await context.newPage();
      await page.addInitScript(() => {
        /** @type {[number, number][]} */
        const tasks = [];
        Object.assign(window, { __longTasks: tasks });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
        }).observe({ type: 'longtask', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await throttle(cdp, { network: values['slow-4g'] });
      await page.goto(target.url, { waitUntil: 'load' });
      await page.waitForTimeout(Number(values.settle));
      const { metrics } = await cdp.send('Performance.getMetrics');
      const { fcp, tasks } = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        tasks: /** @type {[number, number][]} */ (Reflect.get(window, '__longTasks')),
      }));
      /** @type {Record<string, number>} */
      const figures = {
        fcp,
        blocking: tasks
          .filter(([start]) => start >= fcp)
          .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
        long: tasks.reduce((sum, [, duration]) => sum + duration, 0),
      };
      for (const { name, value } of metrics) {
        const label = metricNames[/** @type {keyof typeof metricNames} */ (name)];
        if (label) figures[label] = value * 1000;
      }
      for (const [label, value] of Object.entries(figures))
        (target.figures[label] ??= []).push(Math.round(value));
      await context.close();
    }
  }
} finally {
  await browser.close();
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const columns = ['fcp', 'blocking', 'long', 'tasks', 'script', 'layout', 'style'];
console.log(
  `Medians of ${values.runs} loads, CPU ×${CPU_SLOWDOWN}${values['slow-4g'] ? ', slow 4G' : ', network unthrottled'} (ms)`,
);
console.log(`${'page'.padEnd(12)}${columns.map((c) => c.padStart(9)).join('')}   blocking, every load`);
for (const { name, figures } of targets) {
  console.log(
    `${name.padEnd(12)}${columns.map((c) => String(median(figures[c] ?? [NaN])).padStart(9)).join('')}   ${(figures.blocking ?? []).join(' ')}`,
  );
}
