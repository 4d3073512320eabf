import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './support/axe';

// French journeys (issue 10): the visitor on /fr meets French labels, French number formats and a decimal comma.
// Nothing here depends on the viewport (the French pages' phone layout is under axe in a11y.spec.ts), so one project
// runs this file.
const youSend = (page: Page) => page.getByRole('textbox', { name: 'Vous envoyez' });
const recipientGets = (page: Page) => page.getByRole('textbox', { name: 'Le bénéficiaire reçoit' });
const summary = (page: Page) => page.locator('#send-money').getByRole('status');

async function openConverter(page: Page, query: string) {
  await page.goto(`/fr${query}#send-money`);
  await expect(page.getByRole('button', { name: /^Devise envoyée/ })).toBeVisible();
}

test.describe('in French', () => {
  test('typing "1,5" converts one and a half dollars, shown in French formats', async ({ page }) => {
    // USD → XOF at 600 with no fee: 1,5 USD → 900 XOF (no decimals for the CFA franc).
    await openConverter(page, '?from=USD&to=XOF');
    await youSend(page).fill('1,5');
    await expect(youSend(page)).toHaveValue('1,5');
    await expect(recipientGets(page)).toHaveValue('900');
    await expect(summary(page)).toContainText('1,50');
    await expect(summary(page)).toContainText('900');

    // Grouping with French spaces and a decimal comma: 100 USD → NGN at 1500 less 1 % → 148 500,00 NGN.
    await openConverter(page, '?from=USD&to=NGN');
    await youSend(page).fill('100');
    await expect(recipientGets(page)).toHaveValue(/^148[\s\u202f\u00a0]?500$/);
    const text = (await summary(page).textContent()) ?? '';
    expect(text).toMatch(/148[\u202f\u00a0]500,00/);
    expect(text).toContain('100,00');
  });

  test('the currency pickers name the currencies in French', async ({ page }) => {
    await openConverter(page, '');
    await page.getByRole('button', { name: /^Devise reçue par le bénéficiaire/ }).click();
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option', { name: /Franc CFA d’Afrique de l’Ouest/ })).toBeVisible();
    await expect(list.getByRole('option', { name: /Naira nigérian/ })).toBeVisible();
    await expect(list.getByText('Nigerian Naira')).toHaveCount(0);
  });

  test('the converter also takes the receive side with a decimal comma', async ({ page }) => {
    // EUR → GBP: 0.86 with a flat 0.5 EUR fee; receiving 8,6 GBP costs 10 + 0,5 = 10,50 EUR.
    await openConverter(page, '?from=EUR&to=GBP');
    await recipientGets(page).fill('8,6');
    await expect(recipientGets(page)).toHaveValue('8,6');
    await expect(youSend(page)).toHaveValue('10,5');
  });

  test('the waitlist speaks French, from field errors to success', async ({ page }) => {
    await page.goto('/fr');
    await page.getByRole('button', { name: 'Rejoindre la liste d’attente' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Rejoindre la liste d’attente' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Nom complet' }).fill('Aminata Diallo');
    await dialog.getByRole('textbox', { name: 'Adresse e-mail' }).fill(`aminata.${Date.now()}@exemple.sn`);
    await dialog.getByRole('textbox', { name: /Numéro de téléphone/ }).fill('77 123 45 67');
    await dialog.getByRole('button', { name: 'Je m’inscris' }).click();
    // A number without its country code is refused in French, and what was typed stays.
    await expect(dialog.getByText(/Ajoutez l’indicatif du pays/)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Nom complet' })).toHaveValue('Aminata Diallo');
    await dialog.getByRole('textbox', { name: /Numéro de téléphone/ }).fill('+221 77 123 45 67');
    await dialog.getByRole('button', { name: 'Je m’inscris' }).click();
    await expect(dialog.getByRole('status')).toContainText('Informations reçues');
    await dialog.getByRole('status').getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the legal tabs and both documents are in French', async ({ page }) => {
    await page.goto('/fr/terms');
    const tabs = page.getByRole('navigation', { name: 'Informations légales' });
    await expect(tabs.getByRole('link', { name: 'Conditions générales' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Terms/);
    await tabs.getByRole('link', { name: 'Politique de confidentialité' }).click();
    await expect(page).toHaveURL(/\/fr\/privacy-policy$/);
    await expect(tabs.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('main')).toContainText(`18${'\u00a0'}ans`);
  });

  // /fr, /fr/privacy-policy and /fr/terms are scanned at both widths in a11y.spec.ts; /fr/app only here, in a desktop
  // browser (a phone's is sent to its store).
  test('axe finds nothing on /fr/app', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/fr/app');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('French pages carry no English sentence in their navigation, footer and converter', async ({ page }) => {
  await page.goto('/fr');
  for (const english of [
    'Global Accounts',
    'Send Money',
    'You send',
    'Recipient gets',
    'Join the waitlist',
    'Privacy policy',
  ]) {
    await expect(page.getByText(english, { exact: true })).toHaveCount(0);
  }
});

test('the drawings on /fr speak French too: the hero phone’s screen and the amounts in the section art', async ({
  page,
  request,
}) => {
  await page.goto('/fr');
  const sources = await page
    .locator('main img[src*=".svg"]')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src') ?? ''));
  const drawings = await Promise.all(
    sources.map(async (src) => [src, await (await request.get(src)).text()] as const),
  );
  // The words are drawn as outlines (scripts/images/outline-text.py); each outline keeps its words in data-text.
  const texts = (svg: string) =>
    [...svg.matchAll(/<path\b[^>]*\bdata-text="([^"]*)"/g)].map((match) => match[1]);

  const phone = drawings.find(([src]) => src.includes('hero-phone'));
  expect(phone?.[0]).toContain('hero-phone.fr');
  expect(texts(phone![1])).toEqual(
    expect.arrayContaining(['Solde total', 'Activité récente', 'Aujourd’hui']),
  );
  for (const [src, svg] of drawings) {
    for (const text of texts(svg)) {
      // No English word, and no amount in the English format (1,280.50), in any drawing the French page shows.
      expect(text, src).not.toMatch(
        /\b(Welcome|balance|Send|Swap|Receive|Recent|See all|Today|Yesterday|client)\b/,
      );
      expect(text, src).not.toMatch(/\d,\d{3}|\d\.\d{2}\b/);
    }
  }
});
