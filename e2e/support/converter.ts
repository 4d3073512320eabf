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
  // Once seen, the converter hydrates (components/island); e2e/islands.phone.spec.ts acts before that.
  // While the page loads, the browser may scroll back to the #send-money heading, above a phone's converter: scroll
  // again until it has been seen.
  const picker = page.getByRole('button', { name: /^Currency you send:/ });
  await expect(async () => {
    await picker.scrollIntoViewIfNeeded();
    await expect(converterIsland(page)).toHaveAttribute('data-island', 'hydrated', { timeout: 1_000 });
  }).toPass({ timeout: 7_000 });
}
