import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { CRON_SECRET_SENTINEL } from '@/test/support/env.mjs';

/** Calls the recorder as Vercel Cron would; the same hour twice stores nothing more, so any test may call it. */
export async function recordRates(request: APIRequestContext): Promise<{ outcome: string; stored: number }> {
  const response = await request.get('/api/cron/rates', {
    headers: { authorization: `Bearer ${CRON_SECRET_SENTINEL}` },
  });
  expect(response.status()).toBe(200);
  return response.json();
}

/** Opens `path` and finds its chart: the history was set before the suite (e2e/rate-history.setup.ts). */
export async function gotoChart(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('figure svg[role="img"]')).toHaveCount(1);
}
