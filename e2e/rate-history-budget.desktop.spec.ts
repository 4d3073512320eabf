import { gzipSync } from 'node:zlib';

import { expect, request as playwrightRequest, test } from '@playwright/test';

import { storeHistoryDays } from '@/test/support/rate-history.mjs';
import { startOwnDatabase, type OwnDatabase } from './support/own-database';
import { startIsolatedApp, type IsolatedApp } from './support/isolated-app';
import { recordRates } from './support/rate-history';

// The rate history's budget (issue: a pair page's document grows by at most 8 KB gzipped for 30 days of points, and
// gains no client JavaScript). Measured on a server of its own, whose database starts empty: the same page before any
// sample, then with 29 stored days and today's recording.
test.describe.configure({ timeout: 180_000 });

const PAGE = '/convert/usd-to-ngn';
const BUDGET_BYTES = 8 * 1024;

let database: OwnDatabase;
let app: IsolatedApp;

test.beforeAll(async () => {
  database = await startOwnDatabase('history_budget');
  app = await startIsolatedApp(undefined, { env: { DATABASE_URL: database.url } });
});

test.afterAll(async () => {
  await app?.close();
  await database?.stop();
});

/** The page's HTML once it shows what `ready` looks for: ISR serves the earlier render to the request that asks. */
async function documentWhen(ready: (html: string) => boolean): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (await fetch(`${app.baseURL}${PAGE}`)).text();
        return ready(html);
      },
      { timeout: 90_000, intervals: [500, 1_000, 2_000, 5_000] },
    )
    .toBe(true);
  return html;
}

const scriptSources = (html: string) =>
  [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
const rowsDrawn = (html: string) => (html.match(/<th scope="row">/g) ?? []).length;

test('30 days of points add at most 8 KB gzipped to the pair page, and no script', async () => {
  const before = await documentWhen((html) => html.includes('We have not recorded a USD to NGN rate yet'));
  expect(rowsDrawn(before)).toBe(0);

  // 29 days before today near the stand-in's 1,500, so today's recording is plausible and completes 30.
  await storeHistoryDays(database.url, { from: 'USD', to: 'NGN', rate: 1500, days: 29 });
  const api = await playwrightRequest.newContext({ baseURL: app.baseURL });
  try {
    await recordRates(api);
  } finally {
    await api.dispose();
  }
  const after = await documentWhen((html) => rowsDrawn(html) === 30);
  // The record covers the whole period, so the chart claims no later start.
  expect(after).not.toContain('Our record of this pair starts');

  const growth = gzipSync(after).length - gzipSync(before).length;
  test.info().annotations.push({ type: 'gzipped growth (bytes)', description: String(growth) });
  expect(growth).toBeGreaterThan(0);
  expect(growth).toBeLessThanOrEqual(BUDGET_BYTES);
  expect(scriptSources(after)).toEqual(scriptSources(before));
});
