import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './support/axe';
import { ANY_WIDTH } from './support/widths';

const features = [
  { id: 'virtual-card', opener: 'Learn more about virtual cards', title: 'Virtual cards' },
  { id: 'currency-swap', opener: 'Learn more about currency swap', title: 'Currency swap' },
  { id: 'receive-payments', opener: 'Learn more about receiving payments', title: 'Receive payments' },
  { id: 'send-money', opener: 'Learn more about sending money', title: 'Send money' },
  { id: 'virtual-accounts', opener: 'Learn more about virtual accounts', title: 'Virtual accounts' },
] as const;

// The section tiles' buttons; the hero's shortcuts to three of the same modals are tested in hero.spec.ts.
async function openFrom(page: Page, opener: string) {
  const button = page.getByRole('button', { name: opener }).last();
  await button.scrollIntoViewIfNeeded();
  await button.click();
  return button;
}

for (const feature of features) {
  test.describe(`${feature.id} modal`, () => {
    test(
      'opens from its Learn more button and closes on Escape, handing focus back',
      ANY_WIDTH,
      async ({ page }) => {
        await page.goto('/');
        const button = await openFrom(page, feature.opener);
        const dialog = page.getByRole('dialog', { name: feature.title });
        await expect(dialog).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`\\?modal=${feature.id}$`));
        await expect(dialog.getByRole('heading', { name: 'How it works' })).toBeVisible();
        await expect(dialog.getByRole('listitem')).toHaveCount(3);
        await expect(dialog.getByRole('heading', { name: 'What it costs' })).toBeVisible();
        await expect(dialog.getByRole('link', { name: 'Download App' })).toHaveAttribute('target', '_blank');

        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(button).toBeFocused();
        await expect(page).toHaveURL(/\/$/);
      },
    );

    test('closes with its Close button and on a click on the overlay', async ({ page }) => {
      await page.goto('/');
      const button = await openFrom(page, feature.opener);
      const dialog = page.getByRole('dialog', { name: feature.title });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();

      await button.click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(4, 200); // the backdrop, left of the box
      await expect(dialog).toBeHidden();
    });
  });
}

test('a modal opens from the URL, is at most 642 px wide and locks the page scroll', async ({ page }) => {
  await page.goto('/?modal=currency-swap');
  const dialog = page.getByRole('dialog', { name: 'Currency swap' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(642);

  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(4, 400);
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

  await page.keyboard.press('Escape');
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
});

test('Back closes a modal opened by a button', ANY_WIDTH, async ({ page }) => {
  await page.goto('/');
  await openFrom(page, 'Learn more about virtual accounts');
  await expect(page.getByRole('dialog', { name: 'Virtual accounts' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown ?modal value opens nothing', ANY_WIDTH, async ({ page }) => {
  await page.goto('/?modal=bogus');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('waitlist modal', () => {
  test('shows a field error for each empty field and keeps what was typed', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Join the waitlist' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Join the waitlist' });
    await expect(dialog.getByRole('textbox', { name: 'Full name' })).toBeFocused();
    await dialog.getByRole('textbox', { name: 'Full name' }).fill('Ada Okafor');
    await dialog.getByRole('button', { name: 'Join waitlist' }).click();
    await expect(dialog.getByText('Please enter your email address.')).toBeVisible();
    await expect(dialog.getByText('Please enter your phone number.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
    await expect(dialog.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Okafor');
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(dialog.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('type', 'tel');
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
  });

  test('a valid submit shows "Information received" and Close ends it', ANY_WIDTH, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Join the waitlist' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Join the waitlist' });
    await dialog.getByRole('textbox', { name: 'Full name' }).fill('Ada Okafor');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill('+234 803 123 4567');
    await dialog.getByRole('button', { name: 'Join waitlist' }).click();
    await expect(dialog.getByText('Information received')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  });

  test(
    'its content is written when it first opens, and what was typed survives a close',
    ANY_WIDTH,
    async ({ page }) => {
      await page.goto('/');
      // The page does not write or hydrate the closed dialogs' content: only their title and Close button.
      const closed = page.locator('dialog[data-modal]');
      await expect(closed).toHaveCount(6);
      for (const dialog of await closed.all()) await expect(dialog.locator('p, form, ol, a')).toHaveCount(0);

      await page.getByRole('button', { name: 'Join the waitlist' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Join the waitlist' });
      await dialog.getByRole('textbox', { name: 'Full name' }).fill('Ada Okafor');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.locator('dialog[data-modal="send-money"] p')).toHaveCount(0);

      await page.getByRole('button', { name: 'Join the waitlist' }).first().click();
      await expect(dialog.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Okafor');
    },
  );

  test(
    'the form’s code is fetched when the modal first opens, not with the page',
    ANY_WIDTH,
    async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto('/terms');
      await page.waitForLoadState('networkidle');
      const withPage = scripts.length;
      await page.getByRole('link', { name: 'Learn more about virtual cards' }).click();
      await page
        .getByRole('dialog', { name: 'Virtual cards' })
        .getByRole('button', { name: 'Join the waitlist' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Join the waitlist' });
      // The first field still takes focus, though the form arrived after the dialog opened.
      await expect(dialog.getByRole('textbox', { name: 'Full name' })).toBeFocused();
      expect(scripts.slice(withPage).filter((path) => path.startsWith('/_next/static/chunks/'))).not.toEqual(
        [],
      );
    },
  );

  test('a feature modal leads on to the waitlist', ANY_WIDTH, async ({ page }) => {
    await page.goto('/?modal=send-money');
    await page
      .getByRole('dialog', { name: 'Send money' })
      .getByRole('button', { name: 'Join the waitlist' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Join the waitlist' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Send money' })).toBeHidden();
  });
});
