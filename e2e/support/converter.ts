import { expect, type Page } from '@playwright/test';

// The landing page's converter, as the English journeys find it.
export const youSend = (page: Page) => page.getByRole('textbox', { name: 'You send' });
export const recipientGets = (page: Page) => page.getByRole('textbox', { name: 'Recipient gets' });
export const summary = (page: Page) => page.locator('#send-money').getByRole('status');
/** The island around the converter, in either language: its `data-island` says whether it has hydrated yet. */
export const converterIsland = (page: Page) => page.locator('[data-island]', { has: page.locator('form') });
export const comparePanel = (page: Page) => page.getByRole('region', { name: 'COMPARE RATES %' });

/** Opens the landing page at its converter (with `query`, e.g. "?from=USD&to=GHS") and waits for the island. */
export async function openConverter(page: Page, query: string) {
  await page.goto(`/${query}#send-money`);
  await reachConverter(page);
}

/**
 * Scrolls to the converter, in either language, until it has hydrated: once seen, it does (components/island).
 * While a page loads, the browser may scroll back to its #send-money heading, above a phone's converter: scroll again.
 */
export async function reachConverter(page: Page) {
  await expect(async () => {
    await converterIsland(page).scrollIntoViewIfNeeded();
    await expect(converterIsland(page)).toHaveAttribute('data-island', 'hydrated', { timeout: 1_000 });
  }).toPass({ timeout: 7_000 });
}
