// Pure functions behind `npm run bench:lighthouse`: what is read from a Lighthouse result, how runs are summarised,
// and how the budgets of issue 9 are judged. No I/O here, so scripts/bench/summary.test.mjs can check them.

export const KIB = 1024;

/** The columns of the medians table, in order. `kind` picks the unit and the way a value is printed. */
export const METRICS = [
  { key: 'score', label: 'score', kind: 'score' },
  { key: 'fcp', label: 'FCP ms', kind: 'ms' },
  { key: 'lcp', label: 'LCP ms', kind: 'ms' },
  { key: 'tbt', label: 'TBT ms', kind: 'ms' },
  { key: 'cls', label: 'CLS', kind: 'cls' },
  { key: 'si', label: 'SI ms', kind: 'ms' },
  { key: 'jsBytes', label: 'JS KiB', kind: 'bytes' },
  { key: 'totalBytes', label: 'total KiB', kind: 'bytes' },
];

/**
 * Issue 9's budgets. KB are KiB (1024 bytes, as Lighthouse counts them) of transfer size, i.e. gzipped as served.
 * TBT: 1.3 × the floor's would forbid any blocking at all when the floor's TBT is 0, so the allowance never drops
 * below an absolute 50 ms (this only matters while the floor's median TBT is under 38.5 ms).
 */
export const BUDGETS = {
  homeJsOverFloorKiB: 40,
  legalJsOverFloorKiB: 10,
  homeTotalKiB: 350,
  maxCls: 0.01,
  lcpOverFloorMs: 300,
  tbtFactor: 1.3,
  tbtMinAllowanceMs: 50,
};

const numberOrNull = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The byte columns: Lighthouse's network request types, grouped. Fetch holds the router's RSC prefetches. */
export const RESOURCE_TYPES = [
  'document',
  'script',
  'stylesheet',
  'font',
  'image',
  'fetch',
  'other',
  'third-party',
];

const TYPE_GROUPS = {
  Document: 'document',
  Script: 'script',
  Stylesheet: 'stylesheet',
  Font: 'font',
  Image: 'image',
  Media: 'image',
  Fetch: 'fetch',
  XHR: 'fetch',
};

/**
 * Transfer sizes of every request the page made until Lighthouse stopped watching, by type. Lighthouse's own
 * resource-summary leaves some requests out (the /favicon.ico the browser asks for, for one); its
 * total-byte-weight counts every request, and so does this, so that `total` equals total-byte-weight. Third-party
 * bytes (from an entity Lighthouse does not count as the page's own) are counted in their type too.
 */
export function bytesByType(lhr) {
  const items = lhr.audits?.['network-requests']?.details?.items ?? [];
  const firstParty = new Set(
    (lhr.entities ?? []).filter((entity) => entity.isFirstParty).map((entity) => entity.name),
  );
  const bytes = Object.fromEntries([...RESOURCE_TYPES, 'total'].map((type) => [type, 0]));
  let requests = 0;
  for (const item of items) {
    if (item.url?.startsWith('data:')) continue;
    const size = numberOrNull(item.transferSize) ?? 0;
    requests += 1;
    bytes.total += size;
    bytes[TYPE_GROUPS[item.resourceType] ?? 'other'] += size;
    if (firstParty.size > 0 && item.entity && !firstParty.has(item.entity)) bytes['third-party'] += size;
  }
  return { bytes, requests };
}

/**
 * The figures of one Lighthouse run. A run that failed (runtimeError) yields `ok: false` and no figures; a single
 * audit that could not be computed yields null for that figure only.
 */
export function extractMetrics(lhr) {
  if (lhr.runtimeError) {
    return { ok: false, error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  }
  const audits = lhr.audits ?? {};
  const numeric = (id) => numberOrNull(audits[id]?.numericValue);
  const score = numberOrNull(lhr.categories?.performance?.score);
  const { bytes, requests } = bytesByType(lhr);
  return {
    ok: true,
    score: score === null ? null : Math.round(score * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    si: numeric('speed-index'),
    jsBytes: bytes.script,
    totalBytes: bytes.total,
    bytes,
    requests,
  };
}

/** Median of the finite numbers in `values` (mean of the middle two for an even count); null when there are none. */
export function median(values) {
  const sorted = values.filter((value) => numberOrNull(value) !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function extremes(values) {
  const finite = values.filter((value) => numberOrNull(value) !== null);
  return finite.length === 0 ? null : { min: Math.min(...finite), max: Math.max(...finite) };
}

/**
 * Per page: how many runs there were and succeeded, the median, minimum and maximum of every metric, and the median
 * transfer per resource type and number of requests.
 */
export function summarise(pageNames, runs) {
  return Object.fromEntries(
    pageNames.map((name) => {
      const own = runs.filter((run) => run.page === name);
      const good = own.filter((run) => run.metrics.ok);
      const medians = {};
      const spread = {};
      for (const { key } of METRICS) {
        const values = good.map((run) => run.metrics[key]);
        medians[key] = median(values);
        spread[key] = extremes(values);
      }
      const byType = Object.fromEntries(
        RESOURCE_TYPES.map((type) => [type, median(good.map((run) => run.metrics.bytes?.[type]))]),
      );
      const requests = median(good.map((run) => run.metrics.requests));
      return [name, { runs: own.length, ok: good.length, medians, spread, byType, requests }];
    }),
  );
}

/** page ÷ floor for each metric; null where either side is missing or the floor's value is 0. */
export function ratiosToFloor(summary, floorName) {
  const floor = summary[floorName]?.medians ?? {};
  return Object.fromEntries(
    Object.entries(summary).map(([name, { medians }]) => [
      name,
      Object.fromEntries(
        METRICS.map(({ key }) => {
          const base = floor[key];
          const value = medians[key];
          return [key, value === null || value === undefined || !base ? null : value / base];
        }),
      ),
    ]),
  );
}

/** The timings whose difference from a page's no-JS copy is what its scripts cost (bytes: the copy has none). */
export const SCRIPT_COST_METRICS = ['fcp', 'lcp', 'tbt', 'si'];

/**
 * What each page's scripts cost it: its median minus the median of its copy with every script taken out, for each
 * timing in SCRIPT_COST_METRICS. `pairs` is [[page, copy], …]; a pair either of whose pages has no medians is left
 * out, and a metric either side lacks is null.
 */
export function costOverCopies(summary, pairs) {
  return pairs
    .filter(([page, copy]) => summary[page] && summary[copy])
    .map(([page, copy]) => {
      const built = summary[page].medians;
      const bare = summary[copy].medians;
      const cost = Object.fromEntries(
        SCRIPT_COST_METRICS.map((key) => [
          key,
          numberOrNull(built[key]) === null || numberOrNull(bare[key]) === null
            ? null
            : built[key] - bare[key],
        ]),
      );
      return { page, copy, ...cost };
    });
}

const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;
const ms = (value) => `${Math.round(value)} ms`;

function line(label, actual, limit, describe) {
  if (actual === null || actual === undefined || limit === null || limit === undefined) {
    return {
      label,
      pass: false,
      actual: null,
      limit: null,
      text: 'no data (every run of the page or the floor failed)',
    };
  }
  return { label, pass: actual <= limit, actual, limit, text: describe(actual, limit) };
}

/** The budget of TBT for a floor TBT: 1.3 × it, never below the absolute allowance. */
export function tbtLimit(floorTbt) {
  if (floorTbt === null || floorTbt === undefined) return null;
  return Math.max(BUDGETS.tbtFactor * floorTbt, BUDGETS.tbtMinAllowanceMs);
}

/**
 * Judges issue 9's budgets on the medians. `pages` names the home page, the legal pages and the floor as they
 * appear in `summary`. Returns one line per budget and page: { label, pass, actual, limit, text }.
 */
export function checkBudgets(summary, pages) {
  const floor = summary[pages.floor]?.medians ?? {};
  const of = (name, key) => summary[name]?.medians?.[key] ?? null;
  const plus = (value, extra) => (value === null || value === undefined ? null : value + extra);
  const lines = [];

  lines.push(
    line(
      `JS on ${pages.home}`,
      of(pages.home, 'jsBytes'),
      plus(floor.jsBytes, BUDGETS.homeJsOverFloorKiB * KIB),
      (a, l) => `${kib(a)} ≤ floor ${kib(floor.jsBytes)} + ${BUDGETS.homeJsOverFloorKiB} = ${kib(l)}`,
    ),
  );
  for (const legal of pages.legal) {
    lines.push(
      line(
        `JS on ${legal}`,
        of(legal, 'jsBytes'),
        plus(floor.jsBytes, BUDGETS.legalJsOverFloorKiB * KIB),
        (a, l) => `${kib(a)} ≤ floor ${kib(floor.jsBytes)} + ${BUDGETS.legalJsOverFloorKiB} = ${kib(l)}`,
      ),
    );
  }
  lines.push(
    line(
      `total transfer of ${pages.home}`,
      of(pages.home, 'totalBytes'),
      BUDGETS.homeTotalKiB * KIB,
      (a, l) => `${kib(a)} ≤ ${kib(l)}`,
    ),
  );

  const sitePages = [pages.home, ...pages.legal];
  for (const name of sitePages) {
    lines.push(line(`CLS on ${name}`, of(name, 'cls'), BUDGETS.maxCls, (a, l) => `${a.toFixed(3)} ≤ ${l}`));
  }
  for (const name of sitePages) {
    lines.push(
      line(
        `LCP on ${name}`,
        of(name, 'lcp'),
        plus(floor.lcp, BUDGETS.lcpOverFloorMs),
        (a, l) => `${ms(a)} ≤ floor ${ms(floor.lcp)} + ${BUDGETS.lcpOverFloorMs} = ${ms(l)}`,
      ),
    );
  }
  const tbtBudget = tbtLimit(floor.tbt);
  const tbtRule =
    tbtBudget !== null && tbtBudget > BUDGETS.tbtFactor * floor.tbt
      ? `absolute allowance ${BUDGETS.tbtMinAllowanceMs} ms (1.3 × floor ${ms(floor.tbt)} is smaller)`
      : `${BUDGETS.tbtFactor} × floor ${ms(floor.tbt ?? 0)}`;
  for (const name of sitePages) {
    lines.push(
      line(`TBT on ${name}`, of(name, 'tbt'), tbtBudget, (a, l) => `${ms(a)} ≤ ${tbtRule} = ${ms(l)}`),
    );
  }
  return lines;
}

/** How a metric's value is printed in the tables. */
export function formatValue(kind, value) {
  if (value === null || value === undefined) return '—';
  if (kind === 'bytes') return (value / KIB).toFixed(1);
  if (kind === 'cls') return value.toFixed(3);
  return String(Math.round(value));
}

/** A plain-text table: the first column left-aligned, the others right-aligned. */
export function formatTable(headers, rows) {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => row[column].length)),
  );
  const render = (cells) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  return [render(headers), ...rows.map(render)].join('\n');
}

/** The run of a page whose LCP is closest to the page's median LCP: the one to read the details of. */
export function representativeRun(runs, pageName, medianLcp) {
  const good = runs.filter((run) => run.page === pageName && run.metrics.ok && run.metrics.lcp !== null);
  if (good.length === 0 || medianLcp === null) return undefined;
  return good.reduce((best, run) =>
    Math.abs(run.metrics.lcp - medianLcp) < Math.abs(best.metrics.lcp - medianLcp) ? run : best,
  );
}

const shortUrl = (url, origin) => (url.startsWith(origin) ? url.slice(origin.length) || '/' : url);

/**
 * What one run says about where a page's time and bytes go: the LCP element and its phases, the render-blocking
 * requests, main-thread time by kind and by script, the heaviest requests and the JavaScript left unused. URLs on the page's own origin are shortened.
 */
export function describeRun(lhr, { top = 8 } = {}) {
  const origin = new URL(lhr.finalDisplayedUrl ?? lhr.requestedUrl).origin;
  const audits = lhr.audits ?? {};
  const [elementTable, phaseTable] = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = elementTable?.items?.[0]?.node;
  const requests = (audits['network-requests']?.details?.items ?? [])
    .map((item) => ({
      url: shortUrl(item.url, origin),
      resourceType: item.resourceType ?? 'Other',
      transferSize: item.transferSize ?? 0,
      resourceSize: item.resourceSize ?? 0,
      priority: item.priority,
    }))
    .sort((a, b) => b.transferSize - a.transferSize);
  return {
    lcpElement: node ? { selector: node.selector, snippet: node.snippet, label: node.nodeLabel } : null,
    lcpPhases: (phaseTable?.items ?? []).map((phase) => ({
      phase: phase.phase,
      ms: Math.round(phase.timing),
    })),
    renderBlocking: (audits['render-blocking-resources']?.details?.items ?? []).map((item) => ({
      url: shortUrl(item.url, origin),
      transferSize: item.totalBytes,
      wastedMs: Math.round(item.wastedMs ?? 0),
    })),
    mainThread: (audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => ({
      group: item.groupLabel ?? item.group,
      ms: Math.round(item.duration),
    })),
    scriptTime: (audits['bootup-time']?.details?.items ?? []).slice(0, 4).map((item) => ({
      url: shortUrl(item.url, origin),
      ms: Math.round(item.total),
    })),
    topRequests: requests.slice(0, top),
    requestCount: requests.length,
    unusedJavascript: (audits['unused-javascript']?.details?.items ?? []).map((item) => ({
      url: shortUrl(item.url, origin),
      transferSize: item.totalBytes,
      unusedBytes: item.wastedBytes,
    })),
  };
}
