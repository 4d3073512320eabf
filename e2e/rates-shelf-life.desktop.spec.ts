import { expect, test } from '@playwright/test';

import { startIsolatedApp, type IsolatedApp } from './support/isolated-app';

// The assembled site against a stand-in whose rates go wrong: an implausible jump is held back (the visitor keeps
// the last good rate), and rates past their shelf life are not quoted. Jest covers the rule and the service
// (__tests__/lib/rates, __tests__/lib/provider); this proves what a visitor sees.

// A short cache window, so the next request refreshes at once.
const CONFIG_TTL_SECONDS = 1;
// A short shelf life (RATES_MAX_AGE_SECONDS), so a test can outlive it.
const MAX_AGE_SECONDS = 3;

type RatesBody = { pairs: { from: string; to: string; exchangeRate: number }[]; stale: boolean };

async function usdNgnRate(base: string): Promise<number | undefined> {
  const response = await fetch(`${base}/api/rates`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as RatesBody;
  return body.pairs.find((pair) => pair.from === 'USD' && pair.to === 'NGN')?.exchangeRate;
}

// The converter's unavailable state, in the visitor's language.
const unavailable = {
  en: {
    path: '/?from=USD&to=NGN&amount=100',
    text: 'Live rates are unavailable right now.',
    sendField: 'You send',
  },
  fr: {
    path: '/fr?from=USD&to=NGN&amount=100',
    text: 'Les taux en direct sont indisponibles pour le moment.',
    sendField: 'Vous envoyez',
  },
} as const;

const summary = /^You send \$ 100\.00, recipient gets ₦ /;

// Mostly starting `next start`; on a busy two-core machine, up to twice that.
test.describe.configure({ timeout: 60_000 });

let app: IsolatedApp | undefined;
test.afterEach(async () => {
  await app?.close();
  app = undefined;
});

test('a rate a thousand times off is held back: the visitor sees the last good one', async ({ page }) => {
  app = await startIsolatedApp(undefined, { env: { RATES_CONFIG_TTL_SECONDS: String(CONFIG_TTL_SECONDS) } });
  const base = app.baseURL;
  expect(await usdNgnRate(base)).toBe(1500);

  await app.standIn.setRate('USD', 'NGN', 1_500_000);
  await page.waitForTimeout(CONFIG_TTL_SECONDS * 1000 + 100);
  expect(await usdNgnRate(base)).toBe(1500);
  expect(await app.standIn.calls()).toMatchObject({ config: 2 });

  await page.goto(`${base}/?from=USD&to=NGN&amount=100`);
  await expect(page.getByRole('status').filter({ hasText: summary })).toHaveText(
    'You send $ 100.00, recipient gets ₦ 148,500.00',
  );
  await expect(page.getByText('148,500,000')).toHaveCount(0);
  expect(app.output()).toMatch(/\[rates\] USD->NGN: held back 1500000 \(1000\.00x the last good 1500\)/);

  // An ordinary move still gets through at once.
  await app.standIn.setRate('USD', 'NGN', 1510);
  await page.waitForTimeout(CONFIG_TTL_SECONDS * 1000 + 100);
  expect(await usdNgnRate(base)).toBe(1510);
});

test('past their shelf life, rates are unavailable: the route, the converter and a pair page say so', async ({
  page,
}) => {
  app = await startIsolatedApp(undefined, {
    env: {
      RATES_CONFIG_TTL_SECONDS: String(CONFIG_TTL_SECONDS),
      RATES_MAX_AGE_SECONDS: String(MAX_AGE_SECONDS),
    },
  });
  const base = app.baseURL;
  expect(await usdNgnRate(base)).toBe(1500);

  // Within the shelf life, a failing provider still gets the last good rates, marked stale.
  await app.standIn.setFault('500', 'config');
  await page.waitForTimeout(CONFIG_TTL_SECONDS * 1000 + 100);
  const stale = await fetch(`${base}/api/rates`);
  expect(stale.status).toBe(200);
  expect(((await stale.json()) as RatesBody).stale).toBe(true);

  await page.waitForTimeout(MAX_AGE_SECONDS * 1000);
  const expired = await fetch(`${base}/api/rates`);
  expect(expired.status).toBe(502);
  expect(await expired.json()).toEqual({ error: 'rates-unavailable' });
  expect(expired.headers.get('cache-control')).toBe('no-store');

  for (const { path, text, sendField } of Object.values(unavailable)) {
    await page.goto(`${base}${path}`);
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole('textbox', { name: sendField })).toHaveCount(0);
  }

  // The pair page is a cached (ISR) page: the copy built earlier is served once while it is regenerated. Then both
  // its rate and its converter say so.
  await expect(async () => {
    await page.goto(`${base}/convert/usd-to-ngn`);
    await expect(page.getByRole('status').filter({ hasText: unavailable.en.text })).toHaveCount(2, {
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('1 USD = 1,500.00 NGN')).toHaveCount(0);
});
