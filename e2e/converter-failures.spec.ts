import { expect, test, type Page } from '@playwright/test';

import { reachConverter } from './support/converter';
import { startIsolatedApp, type IsolatedApp } from './support/isolated-app';
import { ANY_WIDTH } from './support/widths';

// Spec §8's texts, in the visitor's language, whatever our routes answered (they send a stable code, never prose):
// the loading state and failure of the competitor rates, from a real server whose stand-in provider is slow or
// failing, and a failed refresh of the rates, from a visitor whose connection drops.

const copy = {
  en: {
    path: '/?from=USD&to=NGN&amount=100#send-money',
    sendField: 'You send',
    receiveField: 'Recipient gets',
    // Pairs no other test here loads, so the server has not cached their competitor rates.
    slowPair: /GHS/,
    failingPair: /XOF/,
    picker: /^Currency recipient gets: /,
    loading: 'Loading competitor rates…',
    failed: 'Failed to load competitor rates',
    fetchFailed: 'Failed to fetch data',
    compare: 'COMPARE RATES %',
  },
  fr: {
    path: '/fr?from=USD&to=NGN&amount=100#send-money',
    sendField: 'Vous envoyez',
    receiveField: 'Le bénéficiaire reçoit',
    slowPair: /XAF/,
    failingPair: /EUR/,
    picker: /^Devise reçue par le bénéficiaire\s*: /,
    loading: 'Chargement des taux de la concurrence…',
    failed: 'Impossible de charger les taux de la concurrence',
    fetchFailed: 'Impossible de récupérer les données',
    compare: 'COMPARER LES TAUX %',
  },
} as const;
const locales = ['en', 'fr'] as const;

/** Picks the receive currency matching `option` from the list. */
async function pickReceive(page: Page, locale: (typeof locales)[number], option: RegExp) {
  await page.getByRole('button', { name: copy[locale].picker }).click();
  await page.getByRole('option', { name: option }).click();
}

test.describe('competitor rates from a slow, then a failing provider', () => {
  let app: IsolatedApp;
  test.beforeAll(async () => {
    app = await startIsolatedApp(async (standIn) => standIn.setFault('slow', 'competitors'));
  });
  test.afterAll(async () => app.close());

  for (const locale of locales) {
    test(`say they are loading, then that they failed, in ${locale}`, ANY_WIDTH, async ({ page }) => {
      await app.standIn.setFault(null, 'competitors');
      await page.goto(`${app.baseURL}${copy[locale].path}`);
      await expect(page.getByRole('region', { name: copy[locale].compare })).toBeVisible();
      // A click before the island hydrates opens nothing.
      await reachConverter(page);

      await app.standIn.setFault('slow', 'competitors');
      await pickReceive(page, locale, copy[locale].slowPair);
      await expect(page.getByText(copy[locale].loading)).toBeVisible();
      await expect(page.getByText(copy[locale].loading)).toHaveCount(0, { timeout: 10_000 });

      await app.standIn.setFault('500', 'competitors');
      await pickReceive(page, locale, copy[locale].failingPair);
      await expect(page.getByText(copy[locale].failed, { exact: true })).toBeVisible({ timeout: 10_000 });
      // The route's own code never reaches the page.
      await expect(page.getByText('rates-unavailable')).toHaveCount(0);
    });
  }
});

for (const locale of locales) {
  test(
    `a failed refresh of the rates keeps the last good numbers and says so, in ${locale}`,
    ANY_WIDTH,
    async ({ page }) => {
      await page.clock.install();
      await page.goto(copy[locale].path);
      const send = page.getByRole('textbox', { name: copy[locale].sendField });
      await expect(send).toHaveValue('100');
      // Seen, the converter hydrates; touched, it starts refreshing at once rather than when the page goes idle.
      await reachConverter(page);
      await send.focus();
      const receive = page.getByRole('textbox', { name: copy[locale].receiveField });
      const before = await receive.inputValue();

      await page.route('**/api/rates', (route) => route.abort('internetdisconnected'));
      // Past the converter's refresh interval (a minute): it asks again, and the connection fails.
      await page.clock.runFor(65_000);
      await expect(page.getByRole('alert').filter({ hasText: copy[locale].fetchFailed })).toBeVisible();
      await expect(receive).toHaveValue(before);
    },
  );
}
