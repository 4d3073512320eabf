import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const paths = ['/', '/privacy-policy', '/terms', '/fr', '/no-such-page'];

for (const path of paths) {
  test(`axe finds nothing on ${path}`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}

test('axe finds nothing with the store dropdown open', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Choose your app store' }).click();
  await expect(page.getByRole('link', { name: 'App Store (iPhone)' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
