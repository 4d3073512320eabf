// What a page costs while a visitor only reads it: a research tool (docs/performance.md), not a benchmark or a test.
// Loads each page in Debian Chromium, scrolls to a position, waits for the load to settle, then reads the main thread's
// work over a window (CDP Performance.getMetrics: task, script, style and layout time), with motion allowed and with
// reduced motion, which stops everything that moves by itself. It prints figures and fails only if it cannot run.
//
//   node scripts/research/idle.mjs [--url http://localhost:3000] [--seconds 15] [--width 412 --height 823]
//
// Point it at a running site (`npm run demo` serves one on port 3000). No CPU throttling: a phone pays several
// times these figures.
import { parseArgs } from 'node:util';

import { chromium } from '@playwright/test';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    seconds: { type: 'string', default: '15' },
    width: { type: 'string', default: '412' },
    height: { type: 'string', default: '823' },
  },
});
const seconds = Number(values.seconds);
const viewport = { width: Number(values.width), height: Number(values.height) };

/** Where the visitor is: the top of the page, a screen down, or the footer. */
const positions = {
  top: () => 0,
  'one screen down': () => window.innerHeight,
  footer: () => document.documentElement.scrollHeight,
};
const pages = ['/', '/terms'];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--disable-gpu'],
});
console.log(
  `Main-thread work over ${seconds} s at ${viewport.width}×${viewport.height}, after the load (ms)`,
);
console.log(
  `${'page'.padEnd(10)}${'position'.padEnd(24)}${['tasks', 'script', 'style', 'layout'].map((h) => h.padStart(7)).join('')}${'tasks, reduced motion'.padStart(24)}`,
);
try {
  for (const path of pages) {
    for (const [position, scrollTop] of Object.entries(positions)) {
      /** @type {number[][]} */
      const row = [];
      for (const reducedMotion of /** @type {const} */ (['no-preference', 'reduce'])) {
        const context = await browser.newContext({ viewport, reducedMotion });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Performance.enable');
        await page.goto(new URL(path, values.url).href, { waitUntil: 'networkidle' });
        await page.evaluate(
          (y) => window.scrollTo({ top: y, behavior: 'instant' }),
          await page.evaluate(scrollTop),
        );
        // Away from anything that pauses on hover.
        await page.mouse.move(0, 0);
        await page.waitForTimeout(2000);
        const read = async () =>
          Object.fromEntries(
            (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
          );
        const before = await read();
        await page.waitForTimeout(seconds * 1000);
        const after = await read();
        // A metric missing from either reading gives NaN, as it always did.
        /** @param {string} name */
        const spent = (name) => Math.round(((after[name] ?? NaN) - (before[name] ?? NaN)) * 1000);
        row.push(
          reducedMotion === 'reduce'
            ? [spent('TaskDuration')]
            : ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration'].map(spent),
        );
        await context.close();
      }
      // One entry per reducedMotion value of the loop above: always both.
      const [motion, reduced] = /** @type {[number[], number[]]} */ (row);
      console.log(
        `${path.padEnd(10)}${position.padEnd(24)}${motion.map((n) => String(n).padStart(7)).join('')}${String(reduced[0]).padStart(24)}`,
      );
    }
  }
} finally {
  await browser.close();
}
