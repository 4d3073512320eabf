import { expect, test, type Page } from '@playwright/test';

import { PROVIDER_BODY_CANARY } from '@/test/stand-in/data.mjs';
import { KEY_SENTINEL, TENANT_SENTINEL } from '@/test/support/env.mjs';

import { startIsolatedApp, type IsolatedApp } from './support/isolated-app';

// The whole app (next start) against a stand-in provider and review service that misbehave. Jest covers each layer
// (tests/lib/provider, tests/app/api); this proves the assembled site: pages stay up, routes answer in time with a
// generic body, and nothing secret reaches a browser, a response or a log line. One viewport is enough.

// lib/provider/fetch-provider.ts: one 5 s deadline covers the first attempt and its one retry.
const PROVIDER_BUDGET_MS = 5_000;
const MARGIN_MS = 2_000;
// The isolated app serves the configuration for 1 s (RATES_CONFIG_TTL_SECONDS), so a refresh happens at once.
const CONFIG_TTL_SECONDS = 1;

const faults = ['500', '429', 'hang', 'malformed', 'wrong-schema', 'redirect', 'huge'] as const;

const secrets = [KEY_SENTINEL, TENANT_SENTINEL, PROVIDER_BODY_CANARY];

type Timed = { status: number; text: string; headers: string; ms: number };

async function timedGet(url: string): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(url, { redirect: 'manual' });
  const text = await response.text();
  return {
    status: response.status,
    text,
    headers: JSON.stringify([...response.headers]),
    ms: performance.now() - started,
  };
}

/** Every header and body the browser receives, JavaScript chunks included. */
function recordResponses(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', async (response) => {
    seen.push(JSON.stringify(await response.allHeaders()));
    seen.push(await response.text().catch(() => ''));
  });
  return seen;
}

function expectNoSecret(texts: string[]) {
  for (const text of texts) for (const secret of secrets) expect(text).not.toContain(secret);
}

const badge = (page: Page) => page.getByRole('link', { name: /out of 5 , .*Read the reviews$/ });
const unavailable = { error: 'rates-unavailable' };

// Alone, a test takes 8–14 s, most of it starting `next start`; on a busy two-core machine, up to twice that.
test.describe.configure({ timeout: 45_000 });

let app: IsolatedApp | undefined;
test.afterEach(async () => {
  await app?.close();
  app = undefined;
});

for (const fault of faults) {
  test(`provider and reviews answer "${fault}": a converter link keeps the last good data, routes answer in time, no secret leaks`, async ({
    page,
  }) => {
    app = await startIsolatedApp(undefined, {
      env: { RATES_CONFIG_TTL_SECONDS: String(CONFIG_TTL_SECONDS) },
    });
    const base = app.baseURL;

    // Healthy first: the configuration, the default pair's competitors and the reviews are loaded once, by a page
    // rendered in this process (`/` itself would be answered from the build's cache, asking nobody).
    const good = await timedGet(`${base}/api/rates`);
    expect(good.status).toBe(200);
    const goodRates = JSON.parse(good.text) as { pairs: unknown[]; stale: boolean };
    expect(goodRates.stale).toBe(false);
    const warmPage = await timedGet(`${base}/?from=USD&to=NGN&amount=1`);
    expect(warmPage.status).toBe(200);
    expect(warmPage.text).toContain('out of 5');

    await app.standIn.setFault(fault, 'all');
    await page.waitForTimeout(CONFIG_TTL_SECONDS * 1000 + 100);

    // The configuration route refreshes, fails, and serves the last good data marked stale; a pair never loaded
    // has nothing to fall back on and gets the generic 502. Both within the provider budget plus a margin.
    const [config, competitors] = await Promise.all([
      timedGet(`${base}/api/rates`),
      timedGet(`${base}/api/rates/competitors?from=EUR&to=GHS`),
    ]);
    expect(config.status).toBe(200);
    expect(config.ms).toBeLessThan(PROVIDER_BUDGET_MS + MARGIN_MS);
    expect(JSON.parse(config.text)).toMatchObject({ pairs: goodRates.pairs, stale: true });
    expect(competitors.status).toBe(502);
    expect(competitors.ms).toBeLessThan(PROVIDER_BUDGET_MS + MARGIN_MS);
    expect(JSON.parse(competitors.text)).toEqual(unavailable);
    expect(competitors.headers).toContain('no-store');

    // The page: 200, the converter on the last good rates with the stale notice, the cached reviews, and no
    // comparison for the pair whose quotes failed.
    const seen = recordResponses(page);
    const response = await page.goto(`${base}/?from=EUR&to=GHS&amount=100`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('textbox', { name: 'You send' })).toHaveValue('100');
    await expect(page.getByText(/^Rates may be out of date: last updated/)).toBeVisible();
    await expect(badge(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'COMPARE RATES %' })).toHaveCount(0);
    await page.waitForLoadState('networkidle');

    const calls = await app.standIn.calls();
    expect(calls.redirectFollowed).toBe(0);
    expect(calls.unauthorized).toBe(0);
    expect(app.output()).toContain('[rates] Provider call /v1/util/currency-configuration failed');
    expectNoSecret([
      warmPage.text,
      config.text,
      config.headers,
      competitors.text,
      competitors.headers,
      ...seen,
      app.output(),
    ]);
  });
}

test('with the provider hanging from the start, a converter link answers 200 with a clear notice and the routes a generic 502', async ({
  page,
}) => {
  app = await startIsolatedApp(async (standIn) => {
    await standIn.setFault('hang', 'config');
    await standIn.setFault('hang', 'competitors');
    // A hanging review service would hold the streamed badge for its 30 s timeout; the page is whole before that.
    await standIn.setFault('500', 'reviews');
  });
  const base = app.baseURL;
  const seen = recordResponses(page);

  const [config, response] = await Promise.all([
    timedGet(`${base}/api/rates`),
    // A converter link is the landing page rendered per request (`/` itself is served from cache: the next test).
    page.goto(`${base}/?from=USD&to=NGN&amount=100`, { waitUntil: 'commit' }),
  ]);
  // Our route answers within the provider budget; the page answers 200 (rendering it on a busy machine can add
  // seconds after the budget, so its time is not held to the margin).
  expect(response?.status()).toBe(200);
  expect(config.ms).toBeLessThan(PROVIDER_BUDGET_MS + MARGIN_MS);
  expect(config.status).toBe(502);
  expect(JSON.parse(config.text)).toEqual(unavailable);

  await expect(
    page.getByRole('status').filter({ hasText: 'Live rates are unavailable right now' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join the waitlist' }).first()).toBeVisible();

  // A provider that just failed is left alone for a while: the next answers come at once, still generic.
  const again = await timedGet(`${base}/api/rates/competitors?from=USD&to=NGN`);
  expect(again.status).toBe(502);
  expect(JSON.parse(again.text)).toEqual(unavailable);
  await page.waitForLoadState('networkidle');
  expectNoSecret([config.text, config.headers, again.text, again.headers, ...seen, app.output()]);
});

test('with the provider and the review service hanging from the start, / is answered from cache with the data it was generated with', async ({
  page,
}) => {
  app = await startIsolatedApp(async (standIn) => {
    await standIn.setFault('hang', 'all');
  });
  const started = performance.now();
  const response = await page.goto(`${app.baseURL}/`, { waitUntil: 'commit' });
  const ms = performance.now() - started;
  expect(response?.status()).toBe(200);
  // Generated at build time (HIT), or older than its window and regenerated in the background (STALE): either way
  // the visitor does not wait for an upstream that hangs.
  expect(response?.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
  expect(ms).toBeLessThan(PROVIDER_BUDGET_MS);
  // The rates and the rating of the last good render, not a notice.
  await expect(page.getByRole('textbox', { name: 'You send' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Currency you send: USD' })).toBeVisible();
  await expect(badge(page)).toBeVisible();
  await expect(page.getByText('Live rates are unavailable right now')).toHaveCount(0);
});
