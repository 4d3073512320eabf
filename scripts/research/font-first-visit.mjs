// What a cold first visit looks like while the brand font is on its way: a research tool (docs/performance.md, "The
// brand font on a first visit"), not a benchmark or a test. Loads each page in a fresh Debian Chromium context (empty
// cache) under Lighthouse's mobile throttling (150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU × 4) and reports, per page
// and width: which faces the H1 and the first body paragraph are drawn in soon after the first paint and at load,
// whether the brand font's bytes were in before the first paint, the LCP element, the summed layout shift and what
// shifted; after several runs, how many loads ended in the brand font. Saves a screenshot of the first painted frame
// and of the settled page, to look at.
//
//   node scripts/research/font-first-visit.mjs [--url http://127.0.0.1:3000] [--out /tmp/font-first-visit]
//     [--widths 360,1280] [--pages /,/fr,/terms,/fr/privacy-policy,/convert/usd-to-ngn] [--runs 1] [--late-font]
//
// --late-font holds the font back until the first paint, the case throttling brings about only sometimes.
//
// Point it at a production build (`npm run build`, then the standalone server). It prints figures and fails only if
// it cannot run.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { chromium } from '@playwright/test';

import { throttle } from './throttling.mjs';
/** @import { CDPSession } from '@playwright/test' */

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    out: { type: 'string', default: '/tmp/font-first-visit' },
    widths: { type: 'string', default: '360,1280' },
    pages: { type: 'string', default: '/,/fr,/terms,/fr/privacy-policy,/convert/usd-to-ngn' },
    runs: { type: 'string', default: '1' },
    'late-font': { type: 'boolean', default: false },
  },
});
const widths = values.widths.split(',').map(Number);
const pages = values.pages.split(',');
const runs = Number(values.runs);
mkdirSync(values.out, { recursive: true });

/**
 * @typedef {object} Observed
 * @property {{ value: number, time: number, sources: string[] }[]} shifts layout shifts without recent input
 * @property {string | null} lcp
 * @property {number} lcpTime
 * @property {number} fcpTime
 */

/**
 * Runs in the page before any of its scripts: collects layout shifts (with what moved), the LCP element and the
 * first contentful paint.
 */
function observe() {
  /** @param {Node | null | undefined} node */
  const describe = (node) => {
    if (!node) return '(gone)';
    const element = node.nodeType === 1 ? /** @type {Element} */ (node) : node.parentElement;
    if (!element) return '(text)';
    const cls = element.classList[0] ? `.${element.classList[0]}` : '';
    return `${element.tagName.toLowerCase()}${cls} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
  };
  /** @type {Observed} */
  const state = { shifts: [], lcp: null, lcpTime: 0, fcpTime: 0 };
  Object.assign(window, { __fontVisit: state });
  new PerformanceObserver((list) => {
    for (const entry of /** @type {any[]} */ (list.getEntries())) {
      if (entry.hadRecentInput) continue;
      state.shifts.push({
        value: entry.value,
        time: Math.round(entry.startTime),
        sources: (entry.sources ?? []).map(
          (/** @type {any} */ source) =>
            `${describe(source.node)} y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)} h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of /** @type {any[]} */ (list.getEntries())) {
      state.lcp = describe(entry.element);
      state.lcpTime = Math.round(entry.startTime);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name !== 'first-contentful-paint') continue;
      state.fcpTime = Math.round(entry.startTime);
    }
  }).observe({ type: 'paint', buffered: true });
}

/**
 * The faces Chromium drew an element's text in, most glyphs first: "Jakarta" for the brand font.
 * @param {CDPSession} cdp
 * @param {string} selector
 */
async function facesOf(cdp, selector) {
  // The document may be replaced under us while it streams in: a node that is gone is reported, not fatal.
  return facesOfNodes(cdp, selector).catch(() => '(unavailable)');
}

/**
 * @param {CDPSession} cdp
 * @param {string} selector
 */
async function facesOfNodes(cdp, selector) {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  // The platform fonts CDP reports are those of an element's own text: ask for the element and each descendant.
  const first = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  if (!first.nodeId) return '(none)';
  const inFirst = await cdp.send('DOM.querySelectorAll', { nodeId: first.nodeId, selector: '*' });
  /** @type {{ familyName: string, glyphCount: number }[]} */
  const fonts = [];
  for (const id of [first.nodeId, ...inFirst.nodeIds]) {
    const result = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: id });
    fonts.push(...result.fonts);
  }
  const byFamily = new Map();
  for (const font of fonts)
    byFamily.set(font.familyName, (byFamily.get(font.familyName) ?? 0) + font.glyphCount);
  return (
    [...byFamily]
      .sort((a, b) => b[1] - a[1])
      .map(([family, glyphs]) => `${family} ${glyphs}`)
      .join(', ') || '(no text)'
  );
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} pagePath
 * @param {number} width
 * @param {string} tag
 */
async function visit(browser, pagePath, width, tag) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 740 : 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttle(cdp);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  await page.addInitScript(observe);
  if (values['late-font']) {
    // The case throttling produces only sometimes, made certain: the font arrives after the first paint.
    await page.route('**/*.woff2', async (route) => {
      await page
        .waitForFunction(() => /** @type {any} */ (window).__fontVisit?.fcpTime > 0, null, { polling: 'raf' })
        .catch(() => {});
      await route.continue();
    });
  }

  // The first frame the compositor produces with something on it is the first paint the visitor sees.
  /** @type {Buffer | null} */
  let firstFrame = null;
  cdp.on('Page.screencastFrame', async (frame) => {
    await cdp.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => {});
    if (!firstFrame) {
      const data = Buffer.from(frame.data, 'base64');
      // A blank frame compresses to almost nothing.
      if (data.length > 8000) firstFrame = data;
    }
  });
  await cdp.send('Page.startScreencast', { format: 'png', everyNthFrame: 1 });

  const atFcp = { h1: '(not reached)', p: '(not reached)' };
  const fcpSeen = page
    .waitForFunction(() => /** @type {any} */ (window).__fontVisit?.fcpTime > 0, null, {
      polling: 'raf',
      timeout: 60_000,
    })
    .then(async () => {
      atFcp.h1 = await facesOf(cdp, 'h1');
      atFcp.p = await facesOf(cdp, 'main p');
    });
  await page.goto(new URL(pagePath, values.url).href, { waitUntil: 'load', timeout: 90_000 });
  await fcpSeen.catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  // Let a late swap (and its shift) be reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
  await cdp.send('Page.stopScreencast');

  const state = await page.evaluate(() => {
    const visit = /** @type {Observed} */ (/** @type {any} */ (window).__fontVisit);
    const font = performance.getEntriesByType('resource').find((entry) => /\.woff2/.test(entry.name));
    const face = [...document.fonts].find(
      (f) => /jakarta/i.test(f.family) && !/fallback|more/i.test(f.family),
    );
    return {
      ...visit,
      fontArrived: font ? Math.round(/** @type {PerformanceResourceTiming} */ (font).responseEnd) : null,
      fontStatus: face?.status ?? 'none',
      display: face?.display,
    };
  });
  const atLoad = { h1: await facesOf(cdp, 'h1'), p: await facesOf(cdp, 'main p') };
  const name = `${tag}${pagePath.replaceAll('/', '_') || '_'}-${width}`;
  if (firstFrame) writeFileSync(path.join(values.out, `${name}-first.png`), firstFrame);
  await page.screenshot({ path: path.join(values.out, `${name}-settled.png`) });
  await context.close();
  const cls = state.shifts.reduce((sum, shift) => sum + shift.value, 0);
  return { pagePath, width, cls, atFcp, atLoad, ...state };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
/** @type {Map<string, { loads: number, brand: number, worstCls: number }>} */
const tally = new Map();
try {
  for (let run = 0; run < runs; run += 1) {
    for (const width of widths) {
      for (const pagePath of pages) {
        const result = await visit(browser, pagePath, width, runs > 1 ? `r${run}` : '').catch((error) => {
          console.log(`${pagePath} @${width}: not measured (${String(error).split('\n')[0]})`);
          return null;
        });
        if (!result) continue;
        const key = `${pagePath} @${width}`;
        const counts = tally.get(key) ?? { loads: 0, brand: 0, worstCls: 0 };
        counts.loads += 1;
        if (/^Plus Jakarta Sans/.test(result.atLoad.h1)) counts.brand += 1;
        counts.worstCls = Math.max(counts.worstCls, result.cls);
        tally.set(key, counts);
        console.log(
          `${pagePath} @${width}: CLS ${result.cls.toFixed(4)}  FCP ${result.fcpTime} ms  font's bytes in at ${result.fontArrived} ms (${result.fontArrived && result.fontArrived < result.fcpTime ? 'before' : 'after'} the first paint)  LCP ${result.lcpTime} ms ${result.lcp}`,
        );
        console.log(`  soon after the first paint: h1 [${result.atFcp.h1}]  p [${result.atFcp.p}]`);
        console.log(
          `  at load (${result.display}, ${result.fontStatus}): h1 [${result.atLoad.h1}]  p [${result.atLoad.p}]`,
        );
        for (const shift of result.shifts) {
          console.log(`  shift ${shift.value.toFixed(4)} at ${shift.time} ms: ${shift.sources.join(' | ')}`);
        }
      }
    }
  }
  if (runs > 1) {
    console.log('\nH1 in the brand font at load, and the worst CLS:');
    for (const [key, counts] of tally) {
      console.log(`  ${key}: ${counts.brand}/${counts.loads}, CLS ${counts.worstCls.toFixed(4)}`);
    }
  }
} finally {
  await browser.close();
}
