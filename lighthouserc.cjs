// Lighthouse CI for `npm run bench:lighthouse` (docs/performance.md): the pages, Lighthouse's mobile defaults in
// Debian's Chromium, the absolute budgets as LHCI assertions, and the floor-relative budgets of issue 26, which
// test/bench/lighthouse.mjs judges on the medians. That script serves these URLs and calls `lhci collect` once per
// page and round, so the floor and our pages interleave and machine drift hits both.
'use strict';

/** @param {string} name @param {number} fallback */
const port = (name, fallback) => Number(process.env[name] || fallback);
const ports = {
  app: port('BENCH_APP_PORT', 3200),
  stale: port('BENCH_STALE_PORT', 3202),
  floor: port('BENCH_FLOOR_PORT', 3201),
};
const site = `http://localhost:${ports.app}`;
// The same build, serving pages whose rates are older than the converter's refresh window (a first visit after a
// quiet spell): the converter refetches them at once, with the code that parses them.
const staleSite = `http://localhost:${ports.stale}`;
const floor = `http://localhost:${ports.floor}/`;

/**
 * A page of ours and its own budgets: JavaScript over the floor's, all bytes, and whether it is also measured from a
 * stale cached copy (pages with the converter).
 * `noindex`: the page asks search engines not to index it, which Lighthouse's SEO category counts as a failure; its
 * other SEO audits must still pass.
 * @typedef {{ path: string, jsOverFloorKiB?: number, maxTotalKiB?: number, alsoStale?: boolean, noindex?: boolean }} SitePage
 * @typedef {SitePage & { name: string, url: string, stale?: boolean, floor?: boolean }} Page
 */
// A build with Plausible configured (docs/analytics.md) gives the pages without a converter 3 KiB more, as DESIGN.md
// allows: `NEXT_PUBLIC_PLAUSIBLE_DOMAIN=… NEXT_PUBLIC_PLAUSIBLE_HOST=… npm run bench:lighthouse` measures it.
const legalJs = process.env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN && process.env.NEXT_PUBLIC_PLAUSIBLE_HOST ? 13 : 10;

/** @type {SitePage[]} */
const sitePages = [
  { path: '/', jsOverFloorKiB: 40, maxTotalKiB: 350, alsoStale: true },
  { path: '/fr', jsOverFloorKiB: 40 },
  { path: '/convert/usd-to-ngn', jsOverFloorKiB: 40, alsoStale: true },
  { path: '/convert/usd-to-ngn/1y', jsOverFloorKiB: legalJs, noindex: true },
  { path: '/convert' },
  { path: '/privacy-policy', jsOverFloorKiB: legalJs },
  { path: '/terms', jsOverFloorKiB: legalJs },
  { path: '/fr/privacy-policy', jsOverFloorKiB: legalJs },
  { path: '/fr/terms', jsOverFloorKiB: legalJs },
];

/** @type {Page[]} */
const pages = [
  ...sitePages.map((page) => ({ ...page, name: page.path, url: new URL(page.path, site).href })),
  ...sitePages
    .filter((page) => page.alsoStale)
    .map((page) => ({
      ...page,
      name: `${page.path} (stale)`,
      url: new URL(page.path, staleSite).href,
      stale: true,
    })),
  { path: '/', name: 'floor', url: floor, floor: true },
];

/** Judged on every page of ours against the floor's medians (CLS is absolute). */
const budgets = { scoreBelowFloor: 3, lcpOverFloorMs: 300, tbtOverFloorMs: 100, maxCls: 0.01 };

/** @param {string} text */
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** @param {Record<string, number>} options */
const median = (options) => ['error', { ...options, aggregationMethod: 'median' }];
/** @param {Page[]} list */
const exactly = (list) => `^(${list.map((page) => escape(page.url)).join('|')})$`;
const ours = pages.filter((page) => !page.floor);
/** Lighthouse's SEO audits but the one a noindex page fails on purpose. */
const seoAuditsButIndexing = [
  'document-title',
  'meta-description',
  'http-status-code',
  'link-text',
  'crawlable-anchors',
  'robots-txt',
  'image-alt',
  'hreflang',
  'canonical',
];

module.exports = {
  ports,
  pages,
  budgets,
  ci: {
    collect: {
      numberOfRuns: 5,
      url: pages.map((page) => page.url),
      chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      settings: {
        // LHCI adds --headless=new.
        chromeFlags: '--no-sandbox --disable-gpu',
        onlyCategories: ['performance', 'seo', 'best-practices'],
        // Taken after the load, so it changes no metric; it only makes every saved report bigger.
        disableFullPageScreenshot: true,
      },
    },
    assert: {
      assertMatrix: [
        {
          matchingUrlPattern: exactly(ours.filter((page) => !page.noindex)),
          assertions: {
            'cumulative-layout-shift': median({ maxNumericValue: budgets.maxCls }),
            'categories:seo': median({ minScore: 1 }),
            'categories:best-practices': median({ minScore: 1 }),
          },
        },
        {
          matchingUrlPattern: exactly(ours.filter((page) => page.noindex)),
          assertions: {
            'cumulative-layout-shift': median({ maxNumericValue: budgets.maxCls }),
            'categories:best-practices': median({ minScore: 1 }),
            ...Object.fromEntries(seoAuditsButIndexing.map((audit) => [audit, median({ minScore: 1 })])),
          },
        },
        ...pages
          .filter((page) => page.maxTotalKiB)
          .map((page) => ({
            matchingUrlPattern: `^${escape(page.url)}$`,
            assertions: { 'total-byte-weight': median({ maxNumericValue: (page.maxTotalKiB ?? 0) * 1024 }) },
          })),
      ],
    },
    upload: { target: 'filesystem', outputDir: '.lighthouseci/reports' },
  },
};
