import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './support/axe';
import { gotoChart, recordRates } from './support/rate-history';

// Every kind of page, in both languages (/app and /fr/app: app-link.spec.ts and french.desktop.spec.ts, which give
// them a desktop browser; a phone's is sent to its store).
const paths = [
  '/',
  '/privacy-policy',
  '/terms',
  '/fr',
  '/fr/privacy-policy',
  '/fr/terms',
  '/no-such-page',
  '/fr/no-such-page',
  '/convert',
  '/fr/convert',
  '/convert/usd-to-ngn',
  '/fr/convert/eur-to-xof',
  '/convert/usd-to-ngn/1y',
  '/fr/convert/gbp-to-eur/all',
];

/** Each dialog of the landing page, opened from its address, with its accessible name. */
const dialogs = [
  ['waitlist', 'Join the waitlist'],
  ['virtual-card', 'Virtual cards'],
  ['currency-swap', 'Currency swap'],
  ['receive-payments', 'Receive payments'],
  ['send-money', 'Send money'],
  ['virtual-accounts', 'Virtual accounts'],
] as const;

// Contrast is judged on what a visitor reads once things have settled: wait for finite animations and transitions
// (the hero's entrance, a menu's fade) to end, or axe may blend a half-faded text with its background.
async function settle(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

// axe on the whole landing page takes seconds on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

for (const path of paths) {
  test(`axe finds nothing on ${path}`, async ({ page }) => {
    await page.goto(path);
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}

// The pages above may show "no history yet"; these show a recorded chart, its summary and its table.
for (const path of ['/convert/usd-to-ngn', '/fr/convert/eur-to-usd/1y']) {
  test(`axe finds nothing on the rate history chart of ${path}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await recordRates(request);
    await gotoChart(page, path);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('axe finds nothing with the store dropdown open', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Choose your app store' }).click();
  await expect(page.getByRole('link', { name: 'App Store (iPhone)' })).toBeVisible();
  await settle(page);
  expect(await axeViolations(page)).toEqual([]);
});

for (const [id, name] of dialogs) {
  test(`axe finds nothing with the ${id} dialog open`, async ({ page }) => {
    await page.goto(`/?modal=${id}`);
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}
