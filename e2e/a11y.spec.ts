import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './support/axe';
import { gotoChart } from './support/rate-history';

// Every kind of page, in both languages (/app and /fr/app: app-link.spec.ts and french.desktop.spec.ts, which give
// them a desktop browser; a phone's is sent to its store).
const paths = [
  '/privacy-policy',
  '/terms',
  '/fr',
  '/fr/privacy-policy',
  '/fr/terms',
  '/no-such-page',
  '/fr/no-such-page',
  '/convert',
  '/fr/convert',
  '/fr/convert/eur-to-xof',
  '/convert/usd-to-ngn/1y',
  '/fr/convert/gbp-to-eur/all',
];

/** Each dialog of the landing page: its accessible name, and the button on the page that opens it. */
const dialogs = [
  ['waitlist', 'Join the waitlist', 'Join the waitlist'],
  ['virtual-card', 'Virtual cards', 'Learn more about virtual cards'],
  ['currency-swap', 'Currency swap', 'Learn more about currency swap'],
  ['send-money', 'Send money', 'Learn more about sending money'],
  ['virtual-accounts', 'Virtual accounts', 'Learn more about virtual accounts'],
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

// A day's chart and a year's (e2e/rate-history.setup.ts), each with its summary and table.
for (const path of ['/convert/usd-to-ngn', '/fr/convert/eur-to-usd/1y']) {
  test(`axe finds nothing on the rate history chart of ${path}`, async ({ page }) => {
    await gotoChart(page, path);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('axe finds nothing on /, nor with its store dropdown open', async ({ page }) => {
  await page.goto('/');
  await settle(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Choose your app store' }).click();
  await expect(page.getByRole('link', { name: 'App Store (iPhone)' })).toBeVisible();
  await settle(page);
  expect(await axeViolations(page), 'with the dropdown open').toEqual([]);
});

// One page load for every dialog: the first opens from its address, the others in turn from their buttons.
test('axe finds nothing with each dialog open', async ({ page }) => {
  await page.goto('/?modal=receive-payments');
  const first = page.getByRole('dialog', { name: 'Receive payments' });
  await expect(first).toBeVisible();
  await settle(page);
  expect(await axeViolations(page), 'receive-payments').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(first).toBeHidden();

  for (const [id, name, opener] of dialogs) {
    // The section tiles' buttons come last; the waitlist's first is the header's.
    const button = page.getByRole('button', { name: opener });
    await (id === 'waitlist' ? button.first() : button.last()).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await settle(page);
    expect(await axeViolations(page), id).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
