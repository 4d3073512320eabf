import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './support/axe';

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });
const entry = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

test.describe('top navigation on a phone', () => {
  test('collapses the entries behind a Menu button', async ({ page }) => {
    await page.goto('/');
    await expect(menuButton(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(entry(page, 'Send Money')).toBeHidden();

    await menuButton(page).click();
    for (const name of ['Global Accounts', 'Send Money', 'Virtual Cards', 'Support', 'Français']) {
      await expect(entry(page, name)).toBeVisible();
    }
  });

  test('closes after a choice and scrolls to the chosen section', async ({ page }) => {
    await page.goto('/');
    await menuButton(page).click();
    await entry(page, 'Virtual Cards').click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(entry(page, 'Send Money')).toBeHidden();
    // Taller than a phone screen, the section is start-aligned: its top just under the header, its heading in view.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const header = document.querySelector('[data-site-header]')!.getBoundingClientRect().bottom;
          return (
            Math.round(document.getElementById('virtual-cards')!.getBoundingClientRect().top - header) || 0
          );
        }),
      )
      .toBe(0);
    await expect(
      page.getByRole('heading', { name: 'Virtual and physical cards', level: 2 }),
    ).toBeInViewport();
    await expect(page).toHaveURL(/#virtual-cards$/);
  });

  test('closes on an outside click', async ({ page }) => {
    await page.goto('/');
    await menuButton(page).click();
    await expect(entry(page, 'Global Accounts')).toBeVisible();
    // A tap on the page below the open panel.
    await page.mouse.click(180, 680);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(entry(page, 'Global Accounts')).toBeHidden();
  });

  test('closes on Escape and returns focus to the Menu button', async ({ page }) => {
    await page.goto('/');
    await menuButton(page).click();
    await page.keyboard.press('Tab');
    await expect(entry(page, 'Global Accounts')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(entry(page, 'Global Accounts')).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test('keeps the header within the screen width', async ({ page }) => {
    await page.goto('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Download App' })).toBeVisible();
  });

  test('on a legal page the menu holds Support only', async ({ page }) => {
    await page.goto('/privacy-policy');
    await menuButton(page).click();
    await expect(entry(page, 'Support')).toBeVisible();
    await expect(entry(page, 'Send Money')).toHaveCount(0);
  });

  test('axe finds nothing with the menu open', async ({ page }) => {
    await page.goto('/');
    await menuButton(page).click();
    await expect(entry(page, 'Support')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
