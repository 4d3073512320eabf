import { expect, test, type Page } from '@playwright/test';

import { ANY_WIDTH } from './support/widths';

// The note is written in French (for the reader it is meant for), whatever the page's language.
const suggestion = (page: Page) => page.getByRole('complementary').and(page.locator('[lang="fr"]'));

test.describe('language switcher', ANY_WIDTH, () => {
  test('the footer switches to the same page in French and back, keeping the converter state', async ({
    page,
  }) => {
    await page.goto('/?from=EUR&to=XOF&amount=25');
    const languages = page.getByRole('contentinfo').getByRole('navigation', { name: 'Language' });
    await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await languages.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\?from=EUR&to=XOF&amount=25$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('textbox').first()).toHaveValue('25');

    await page
      .getByRole('contentinfo')
      .getByRole('navigation')
      .filter({ has: page.getByRole('link', { name: 'English' }) })
      .getByRole('link', { name: 'English' })
      .click();
    await expect(page).toHaveURL(/\/\?from=EUR&to=XOF&amount=25$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a legal page switches to its own translation', async ({ page }) => {
    await page.goto('/terms');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/terms$/);
  });

  test('the links name their language in that language', async ({ page }) => {
    await page.goto('/');
    const french = page.getByRole('contentinfo').getByRole('link', { name: 'Français' });
    await expect(french).toHaveAttribute('lang', 'fr');
    await expect(french).toHaveAttribute('hreflang', 'fr');
    await expect(french).toHaveAttribute('href', '/fr');
  });
});

test.describe('French suggestion', ANY_WIDTH, () => {
  test.describe('for a browser that prefers French', () => {
    test.use({ locale: 'fr-FR' });

    test('is offered on the English page, never forced, and the choice is remembered', async ({ page }) => {
      const response = await page.goto('/terms');
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(/\/terms$/);
      const note = suggestion(page);
      await expect(note).toBeVisible();
      await expect(note).toHaveAttribute('lang', 'fr');
      await note.getByRole('link').click();
      await expect(page).toHaveURL(/\/fr\/terms$/);

      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.waitForLoadState('networkidle');
      await expect(suggestion(page)).toHaveCount(0);
    });

    test('can be dismissed for good', async ({ page }) => {
      await page.goto('/');
      const note = suggestion(page);
      await note.getByRole('button').click();
      await expect(note).toHaveCount(0);
      await page.reload();
      await page.waitForLoadState('networkidle');
      await expect(suggestion(page)).toHaveCount(0);
    });
  });

  test('is not offered to a browser that prefers English', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(suggestion(page)).toHaveCount(0);
  });
});
