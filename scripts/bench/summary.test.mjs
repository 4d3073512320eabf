// node --test scripts/bench/   (plain Node tests: the benchmark's arithmetic, without a browser)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  bytesByType,
  checkBudgets,
  costOverCopies,
  extractMetrics,
  median,
  ratiosToFloor,
  representativeRun,
  summarise,
  tbtLimit,
} from './summary.mjs';

const lhrWith = ({
  score = 0.9,
  fcp = 900,
  lcp = 1200,
  tbt = 200,
  cls = 0,
  si = 1000,
  js = 150_000,
  total = 200_000,
} = {}) => ({
  requestedUrl: 'http://localhost:3200/',
  finalDisplayedUrl: 'http://localhost:3200/',
  categories: { performance: { score } },
  audits: {
    'first-contentful-paint': { numericValue: fcp },
    'largest-contentful-paint': { numericValue: lcp },
    'total-blocking-time': { numericValue: tbt },
    'cumulative-layout-shift': { numericValue: cls },
    'speed-index': { numericValue: si },
    'network-requests': {
      details: {
        items: [
          {
            url: 'http://localhost:3200/',
            resourceType: 'Document',
            transferSize: total - js,
            entity: 'localhost',
          },
          {
            url: 'http://localhost:3200/app.js',
            resourceType: 'Script',
            transferSize: js,
            entity: 'localhost',
          },
        ],
      },
    },
  },
  entities: [{ name: 'localhost', isFirstParty: true }],
});

const run = (page, round, overrides) => ({ page, round, metrics: extractMetrics(lhrWith(overrides)) });
const pages = { home: '/', legal: ['/privacy-policy', '/terms'], floor: 'floor' };

function summaryOf(home, legal, floor) {
  const runs = [
    run('/', 0, home),
    run('/privacy-policy', 0, legal),
    run('/terms', 0, legal),
    run('floor', 0, floor),
  ];
  return summarise(['/', '/privacy-policy', '/terms', 'floor'], runs);
}

const budget = (lines, label) => lines.find((line) => line.label === label);

describe('median', () => {
  it('takes the middle value of an odd count and the mean of the middle two of an even count', () => {
    assert.equal(median([5, 1, 3]), 3);
    assert.equal(median([4, 1, 3, 2]), 2.5);
  });

  it('ignores missing values and has no median without values', () => {
    assert.equal(median([null, 7, undefined, Number.NaN]), 7);
    assert.equal(median([null]), null);
  });
});

describe('extractMetrics', () => {
  it('reads the score as a percentage and the script and total transfer sizes', () => {
    const metrics = extractMetrics(lhrWith({ score: 0.87, js: 1234, total: 5678 }));
    assert.equal(metrics.score, 87);
    assert.equal(metrics.jsBytes, 1234);
    assert.equal(metrics.totalBytes, 5678);
  });

  it('marks a run with a runtime error as failed', () => {
    const metrics = extractMetrics({ runtimeError: { code: 'NO_FCP', message: 'The page did not paint' } });
    assert.equal(metrics.ok, false);
    assert.match(metrics.error, /NO_FCP/);
  });
});

describe('bytesByType', () => {
  it('counts every request, the favicon after load included, and skips data: URLs', () => {
    const lhr = {
      entities: [
        { name: 'localhost', isFirstParty: true },
        { name: 'Widgets Inc', isFirstParty: false },
      ],
      audits: {
        'network-requests': {
          details: {
            items: [
              { url: 'http://localhost/', resourceType: 'Document', transferSize: 1000, entity: 'localhost' },
              {
                url: 'http://localhost/a.js',
                resourceType: 'Script',
                transferSize: 300,
                entity: 'localhost',
              },
              {
                url: 'https://cdn.widgets.example/w.js',
                resourceType: 'Script',
                transferSize: 200,
                entity: 'Widgets Inc',
              },
              {
                url: 'http://localhost/?_rsc=1',
                resourceType: 'Fetch',
                transferSize: 50,
                entity: 'localhost',
              },
              {
                url: 'http://localhost/favicon.ico',
                resourceType: 'Other',
                transferSize: 12,
                entity: 'localhost',
              },
              { url: 'data:image/svg+xml,%3Csvg%3E', resourceType: 'Image', transferSize: 0 },
            ],
          },
        },
      },
    };
    const { bytes, requests } = bytesByType(lhr);
    assert.equal(requests, 5);
    assert.equal(bytes.total, 1562);
    assert.equal(bytes.script, 500);
    assert.equal(bytes['third-party'], 200);
    assert.equal(bytes.fetch, 50);
    assert.equal(bytes.other, 12);
  });
});

describe('summarise', () => {
  it('leaves failed runs out of the medians but counts them', () => {
    const runs = [
      run('/', 0, { lcp: 1000 }),
      { page: '/', round: 1, metrics: { ok: false, error: 'x' } },
      run('/', 2, { lcp: 3000 }),
    ];
    const summary = summarise(['/'], runs);
    assert.equal(summary['/'].runs, 3);
    assert.equal(summary['/'].ok, 2);
    assert.equal(summary['/'].medians.lcp, 2000);
    assert.deepEqual(summary['/'].spread.lcp, { min: 1000, max: 3000 });
  });
});

describe('ratiosToFloor', () => {
  it('divides by the floor and gives no ratio where the floor is 0', () => {
    const summary = summaryOf({ lcp: 1500, cls: 0.005 }, {}, { lcp: 1000, cls: 0 });
    const ratios = ratiosToFloor(summary, 'floor');
    assert.equal(ratios['/'].lcp, 1.5);
    assert.equal(ratios['/'].cls, null);
  });
});

describe('costOverCopies', () => {
  it("subtracts each copy's medians from its page's, and skips a pair with a page missing", () => {
    const summary = summarise(
      ['/', '/ (no JS)'],
      [
        run('/', 0, { fcp: 1200, lcp: 2300, tbt: 400 }),
        run('/ (no JS)', 0, { fcp: 1000, lcp: 1500, tbt: 150 }),
      ],
    );
    const [cost, ...rest] = costOverCopies(summary, [
      ['/', '/ (no JS)'],
      ['/terms', '/terms (no JS)'],
    ]);
    assert.equal(rest.length, 0);
    assert.equal(cost.page, '/');
    assert.equal(cost.copy, '/ (no JS)');
    assert.equal(cost.fcp, 200);
    assert.equal(cost.lcp, 800);
    assert.equal(cost.tbt, 250);
  });

  it('gives no figure for a metric every run of one side failed to record', () => {
    const summary = summarise(
      ['/', '/ (no JS)'],
      [run('/', 0, { lcp: 2300 }), { page: '/ (no JS)', round: 0, metrics: { ok: false, error: 'x' } }],
    );
    const [cost] = costOverCopies(summary, [['/', '/ (no JS)']]);
    assert.equal(cost.lcp, null);
  });
});

describe('checkBudgets', () => {
  it('allows the home page 40 KiB and the legal pages 10 KiB of JavaScript above the floor', () => {
    const lines = checkBudgets(
      summaryOf({ js: 100_000 + 40 * 1024 }, { js: 100_000 + 10 * 1024 + 1 }, { js: 100_000 }),
      pages,
    );
    assert.equal(budget(lines, 'JS on /').pass, true);
    assert.equal(budget(lines, 'JS on /privacy-policy').pass, false);
    assert.equal(budget(lines, 'JS on /terms').pass, false);
  });

  it('caps the total transfer of the home page at 350 KiB', () => {
    assert.equal(
      budget(checkBudgets(summaryOf({ total: 350 * 1024 }, {}, {}), pages), 'total transfer of /').pass,
      true,
    );
    assert.equal(
      budget(checkBudgets(summaryOf({ total: 350 * 1024 + 1 }, {}, {}), pages), 'total transfer of /').pass,
      false,
    );
  });

  it('fails CLS above 0.01 on any site page', () => {
    const lines = checkBudgets(summaryOf({ cls: 0.01 }, { cls: 0.02 }, {}), pages);
    assert.equal(budget(lines, 'CLS on /').pass, true);
    assert.equal(budget(lines, 'CLS on /terms').pass, false);
  });

  it('allows LCP up to 300 ms above the floor', () => {
    const lines = checkBudgets(summaryOf({ lcp: 1300 }, { lcp: 1301 }, { lcp: 1000 }), pages);
    assert.equal(budget(lines, 'LCP on /').pass, true);
    assert.equal(budget(lines, 'LCP on /privacy-policy').pass, false);
  });

  it('allows TBT up to 1.3 × the floor', () => {
    const lines = checkBudgets(summaryOf({ tbt: 390 }, { tbt: 391 }, { tbt: 300 }), pages);
    assert.equal(budget(lines, 'TBT on /').pass, true);
    assert.equal(budget(lines, 'TBT on /terms').pass, false);
  });

  it('gives an absolute 50 ms TBT allowance when the floor blocks for 0 ms', () => {
    assert.equal(tbtLimit(0), 50);
    assert.equal(tbtLimit(300), 390);
    const lines = checkBudgets(summaryOf({ tbt: 50 }, { tbt: 51 }, { tbt: 0 }), pages);
    assert.equal(budget(lines, 'TBT on /').pass, true);
    assert.match(budget(lines, 'TBT on /').text, /absolute allowance 50 ms/);
    assert.equal(budget(lines, 'TBT on /terms').pass, false);
  });

  it('fails a budget it cannot judge because every run failed', () => {
    const runs = [run('/', 0, {}), run('/privacy-policy', 0, {}), run('/terms', 0, {})];
    const lines = checkBudgets(summarise(['/', '/privacy-policy', '/terms', 'floor'], runs), pages);
    const jsHome = budget(lines, 'JS on /');
    assert.equal(jsHome.pass, false);
    assert.match(jsHome.text, /no data/);
  });
});

describe('representativeRun', () => {
  it('picks the run whose LCP is nearest the median', () => {
    const runs = [run('/', 0, { lcp: 900 }), run('/', 1, { lcp: 2000 }), run('/', 2, { lcp: 1250 })];
    assert.equal(representativeRun(runs, '/', 1200)?.round, 2);
  });
});
