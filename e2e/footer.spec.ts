import { expect, test } from '@playwright/test';

import { ANY_WIDTH } from './support/widths';

for (const path of ['/', '/terms']) {
  test.describe(`footer on ${path}`, () => {
    test('has the four groups of spec §2 with their links', async ({ page }) => {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      const groups: Record<string, string[]> = {
        Send: ['Currency swap'],
        Cards: ['Virtual Cards', 'Shopping Cards'],
        Receive: ['Virtual Accounts', 'Shopping cards'],
        Legal: ['Privacy policy', 'Terms', 'Support', 'Contact'],
      };
      for (const [heading, links] of Object.entries(groups)) {
        const group = footer.getByRole('region', { name: heading });
        await expect(group.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
        for (const name of links) await expect(group.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
        'href',
        '/privacy-policy',
      );
      await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', /^mailto:/);
      await expect(footer.getByRole('link', { name: 'Virtual Accounts' })).toHaveAttribute(
        'href',
        '/?modal=virtual-accounts',
      );
    });

    test('opens Facebook, X and Instagram in a new tab without an opener', ANY_WIDTH, async ({ page }) => {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      const socials = { Facebook: /facebook\.com/, X: /\/\/x\.com/, Instagram: /instagram\.com/ };
      for (const [name, host] of Object.entries(socials)) {
        const link = footer.getByRole('link', { name, exact: true });
        await expect(link).toHaveAttribute('href', host);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });

    test('shows the copyright line with the current year', ANY_WIDTH, async ({ page }) => {
      await page.goto(path);
      const year = new Date().getUTCFullYear();
      await expect(page.getByRole('contentinfo')).toContainText(`© ${year} Tuma`);
    });
  });
}

test(
  'a footer product link opens its modal on the landing page from a legal page',
  ANY_WIDTH,
  async ({ page }) => {
    await page.goto('/terms');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Currency swap' }).click();
    await expect(page).toHaveURL(/\/\?modal=currency-swap$/);
    await expect(page.getByRole('dialog', { name: /swap/i })).toBeVisible();
  },
);

test(
  'on the landing page a footer product link opens its modal in place, and Back closes it',
  ANY_WIDTH,
  async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Virtual Cards' }).click();
    const dialog = page.getByRole('dialog', { name: /card/i });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/\?modal=virtual-card$/);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    await page.goBack();
    await expect(dialog).toBeHidden();
  },
);

test('the footer section link leads to the landing section from a legal page', async ({ page }) => {
  await page.goto('/terms');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Shopping Cards', exact: true }).click();
  await expect(page).toHaveURL(/\/#virtual-cards$/);
  await expect(page.locator('#virtual-cards')).toBeInViewport();
});
