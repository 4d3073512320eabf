import { expect, test } from '@playwright/test';

import { ANY_WIDTH } from './support/widths';

// Spec §2: both legal pages have the modals and two sections shared with the landing page that open them. The
// dialogs open on the legal page itself, behave as on `/`, and without JavaScript the buttons lead to the landing
// page's dialog.

const pages = [
  {
    path: '/terms',
    opener: 'Learn more about virtual cards',
    title: 'Virtual cards',
    home: '/?modal=virtual-card',
    join: 'Join the waitlist',
    waitlist: 'Join the waitlist',
  },
  {
    path: '/privacy-policy',
    opener: 'Learn more about virtual accounts',
    title: 'Virtual accounts',
    home: '/?modal=virtual-accounts',
    join: 'Join the waitlist',
    waitlist: 'Join the waitlist',
  },
  {
    path: '/fr/terms',
    opener: 'En savoir plus sur les cartes virtuelles',
    title: 'Cartes virtuelles',
    home: '/fr?modal=virtual-card',
    join: 'Rejoindre la liste d’attente',
    waitlist: 'Rejoindre la liste d’attente',
  },
  {
    path: '/fr/privacy-policy',
    opener: 'En savoir plus sur les comptes virtuels',
    title: 'Comptes virtuels',
    home: '/fr?modal=virtual-accounts',
    join: 'Rejoindre la liste d’attente',
    waitlist: 'Rejoindre la liste d’attente',
  },
] as const;

for (const legal of pages) {
  test(`${legal.path}: a shared section's modal opens and closes in place`, ANY_WIDTH, async ({ page }) => {
    await page.goto(legal.path);
    const opener = page.getByRole('link', { name: legal.opener });
    await expect(opener).toHaveAttribute('href', legal.home);
    await opener.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await opener.click();

    const dialog = page.getByRole('dialog', { name: legal.title });
    await expect(dialog).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(legal.path);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    await opener.click();
    await dialog
      .getByRole('button', { name: /^(Close|Fermer)$/ })
      .first()
      .click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await page.mouse.click(4, 200); // the backdrop, left of the box
    await expect(dialog).toBeHidden();

    // The feature modal's own "Join the waitlist" opens the waitlist here too.
    await opener.click();
    await dialog.getByRole('button', { name: legal.join }).click();
    await expect(page.getByRole('dialog', { name: legal.waitlist })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(legal.path);
  });
}

const features = {
  en: [
    ['Learn more about virtual accounts', 'Virtual accounts'],
    ['Learn more about receiving payments', 'Receive payments'],
    ['Learn more about virtual cards', 'Virtual cards'],
  ],
  fr: [
    ['En savoir plus sur les comptes virtuels', 'Comptes virtuels'],
    ['En savoir plus sur la réception de paiements', 'Recevoir des paiements'],
    ['En savoir plus sur les cartes virtuelles', 'Cartes virtuelles'],
  ],
} as const;

for (const [path, locale] of [
  ['/privacy-policy', 'en'],
  ['/fr/terms', 'fr'],
] as const) {
  test(`${path}: every Learn more opens its own modal in place`, async ({ page }) => {
    await page.goto(path);
    for (const [opener, title] of features[locale]) {
      await page.getByRole('link', { name: opener }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the legal pages keep their text, and the buttons lead to the landing page’s dialog',
    ANY_WIDTH,
    async ({ page }) => {
      await page.goto('/terms');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('link', { name: 'Learn more about virtual cards' }).click();
      await expect(page).toHaveURL(/\/\?modal=virtual-card$/);
    },
  );
});
