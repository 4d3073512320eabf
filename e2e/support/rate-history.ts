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

/**
 * Opens `path` until its chart shows: the recorder asks for the pair pages to be regenerated, and the page a request
 * finds may still be the one rendered before.
 */
export async function gotoChart(page: Page, path: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.goto(path);
        return page.locator('figure svg[role="img"]').count();
      },
      { timeout: 90_000, intervals: [500, 1_000, 2_000, 5_000] },
    )
    .toBe(1);
}
