import { expect, test } from '@playwright/test';

import { ANY_WIDTH } from './support/widths';

test.describe('landing page content', () => {
  test('names the three value statements of the spec', ANY_WIDTH, async ({ page }) => {
    await page.goto('/');
    for (const title of [
      'Connect Globally, Live Locally',
      'Instant Currency Conversion',
      'Transparent fees, Competitive FX',
    ]) {
      await expect(page.getByRole('heading', { name: title, level: 3, exact: true })).toBeVisible();
    }
  });

  test('lists the 13 recipient countries with their local currency', ANY_WIDTH, async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: /13 countries/ });
    const countries = section.getByRole('listitem');
    await expect(countries).toHaveCount(13);
    for (const name of [
      'Nigeria',
      'Benin',
      'Burkina Faso',
      "Côte d'Ivoire",
      'Guinea-Bissau',
      'Niger',
      'Senegal',
      'Togo',
      'Cameroon',
      'Chad',
      'Equatorial Guinea',
      'Ghana',
      'Gabon',
    ]) {
      await expect(section.getByText(name, { exact: true })).toBeVisible();
    }
    await expect(countries.filter({ hasText: 'Ghana' })).toContainText('GHS');
    await expect(countries.filter({ hasText: 'Gabon' })).toContainText('XAF');
  });

  test('the get-paid banner offers the app in a new tab', ANY_WIDTH, async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Get paid by clients anywhere' });
    const download = banner.getByRole('link', { name: 'Download App' });
    await expect(download).toHaveAttribute('target', '_blank');
    await expect(download).toHaveAttribute('href', /play\.google\.com/);
  });

  test('nothing is wider than the screen', async ({ page }) => {
    await page.goto('/');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
  });
});
