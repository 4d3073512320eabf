import { expect, test } from '@playwright/test';

import { CRON_SECRET_SENTINEL } from '@/test/support/env.mjs';
import { gotoChart, recordRates } from './support/rate-history';

// The rate history against the stand-in provider (USD → NGN at 1,500; test/stand-in/data.mjs) and the suite's
// PostgreSQL, whose history e2e/rate-history.setup.ts set. Widths are set per test (360, 768, 1280), so one project
// runs this file.
test.describe.configure({ mode: 'serial' });

const today = new Date();
const todayInEnglish = new Intl.DateTimeFormat('en', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
}).format(today);

test('the recorder refuses a missing or wrong secret and a query string, and records with the right one', async ({
  request,
}) => {
  expect((await request.get('/api/cron/rates')).status()).toBe(401);
  const wrong = await request.get('/api/cron/rates', { headers: { authorization: 'Bearer not-the-secret' } });
  expect(wrong.status()).toBe(401);
  expect(await wrong.json()).toEqual({ error: 'unauthorized' });
  const query = await request.get('/api/cron/rates?now=1', {
    headers: { authorization: `Bearer ${CRON_SECRET_SENTINEL}` },
  });
  expect(query.status()).toBe(400);
  expect(await query.json()).toMatchObject({ error: 'invalid-query' });

  const answer = await recordRates(request);
  expect(['recorded', 'already-recorded']).toContain(answer.outcome);
  expect(await recordRates(request)).toMatchObject({ outcome: 'already-recorded', stored: 0 });
});

test('a recorded point shows on the pair page: chart, summary and table, in English', async ({
  page,
  request,
}) => {
  const before = Date.now();
  await recordRates(request);
  await gotoChart(page, '/convert/usd-to-ngn');
  const history = page.getByRole('region', { name: 'USD to NGN: the rate over 30 days' });
  const chart = history.getByRole('img');
  await expect(chart).toHaveAccessibleName(/USD to NGN rate over 30 days.*1,500\.00/);
  await expect(
    history.getByText('Our rate before fees: NGN for 1 USD, the last reading of each day. Days are in UTC.'),
  ).toBeVisible();
  const table = history.getByRole('table', { name: 'USD to NGN rate each day over 30 days, newest first' });
  await expect(table.getByRole('row').nth(1)).toHaveText(`${todayInEnglish}1,500.00`);
  await expect(history.getByText('High', { exact: true })).toBeVisible();
  // The suite's history of this pair starts with the setup's recording (e2e/rate-history.setup.ts): today.
  await expect(history.getByText(`Our record of this pair starts on ${todayInEnglish}.`)).toBeVisible();
  await expect(history.getByRole('link', { name: '30 days' })).toHaveAttribute('aria-current', 'page');
  await expect(history.getByRole('link', { name: '1 year' })).toHaveAttribute(
    'href',
    '/convert/usd-to-ngn/1y',
  );
  // The time of the last sample: this hour's reading (recorded now or by an earlier call within the hour).
  const last = await history.getByText(/^Last reading: .+ UTC\.$/).textContent();
  const shown = Date.parse(`${last!.replace(/^Last reading: | UTC\.$/g, '').replace(' at ', ' ')} UTC`);
  const hourStart = Math.floor(before / 3_600_000) * 3_600_000;
  expect(shown).toBeGreaterThanOrEqual(hourStart - 2 * 60_000); // the door's reading may predate the hour a little
  expect(shown).toBeLessThanOrEqual(Date.now());
});

test('the chart and its table are in the HTML: French, without JavaScript', async ({ browser, request }) => {
  await recordRates(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await gotoChart(page, '/fr/convert/usd-to-ngn');
  const history = page.getByRole('region', { name: 'USD en NGN\u202f: le taux sur 30 jours' });
  await expect(history.getByRole('img')).toHaveAccessibleName(
    /Graphique de notre taux USD en NGN sur 30 jours/,
  );
  const table = history.getByRole('table', { name: /^Taux USD en NGN de chaque jour sur 30 jours/ });
  await expect(table.getByRole('columnheader')).toHaveText(['Jour (UTC)', 'NGN pour 1 USD']);
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText(/^1\s500,00$/);
  await expect(history.getByRole('link', { name: '1 an' })).toHaveAttribute(
    'href',
    '/fr/convert/usd-to-ngn/1y',
  );
  await context.close();
});

for (const width of [360, 768, 1280]) {
  test(`the chart fits ${width} px without a horizontal scroll and keeps its height`, async ({
    page,
    request,
  }) => {
    await recordRates(request);
    await page.setViewportSize({ width, height: 900 });
    await gotoChart(page, '/convert/usd-to-ngn');
    const figure = page.locator('figure').filter({ has: page.getByRole('img') });
    await figure.scrollIntoViewIfNeeded();
    const box = (await figure.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const svg = (await page.locator('figure svg[role="img"]').boundingBox())!;
    expect(svg.height).toBeGreaterThan(150);
    await figure.screenshot({ path: test.info().outputPath(`rate-history-${width}.png`) });
  });
}

test('the 1-year and all-time pages: own path, same catalogue, unindexed, canonical to themselves', async ({
  page,
  request,
}) => {
  await recordRates(request);
  await gotoChart(page, '/convert/usd-to-ngn/1y');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('USD to NGN: the rate over 1 year');
  await expect(page.getByRole('link', { name: '1 year' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/convert\/usd-to-ngn\/1y$/);
  expect((await page.goto('/fr/convert/usd-to-ngn/all'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'USD en NGN\u202f: le taux sur toute la période',
  );
  for (const path of ['/convert/usd-to-ngn/2y', '/convert/usd-to-kes/1y', '/convert/usd-to-ngn/30d'])
    expect((await request.get(path)).status(), path).toBe(404);
});
