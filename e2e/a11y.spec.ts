import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './support/axe';

const paths = [
  '/',
  '/privacy-policy',
  '/terms',
  '/fr',
  '/no-such-page',
  '/convert',
  '/convert/usd-to-ngn',
  '/fr/convert/eur-to-xof',
];

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

test('axe finds nothing with the store dropdown open', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Choose your app store' }).click();
  await expect(page.getByRole('link', { name: 'App Store (iPhone)' })).toBeVisible();
  await settle(page);
  expect(await axeViolations(page)).toEqual([]);
});
