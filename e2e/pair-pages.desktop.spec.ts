import { expect, test, type Page } from '@playwright/test';

// The exchange-rate pages, against the stand-in provider's configuration (test/stand-in/data.mjs): USD → NGN at
// 1,500 with a 1 % fee, EUR → XOF at 655.957 with no fee, GBP → XAF configured without a rate. The pages' layout at
// phone width is covered by the axe and screenshot checks; what is tested here does not depend on the viewport, so
// one project runs this file.

const youSend = (page: Page) => page.getByRole('textbox', { name: 'You send' });
const recipientGets = (page: Page) => page.getByRole('textbox', { name: 'Recipient gets' });

async function jsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test('a pair page states the rate and fee in words and presets the converter to the pair', async ({
  page,
}) => {
  const response = await page.goto('/convert/usd-to-ngn');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'USD to NGN: convert United States Dollar to Nigerian Naira',
  );
  await expect(page.getByTestId('pair-rate')).toHaveText('1 USD = 1,500.00 NGN');
  await expect(
    page.getByText('Right now, $ 1.00 converts to ₦ 1,500.00 before our fee.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Our fee is 1% of the amount you send.', { exact: false })).toBeVisible();
  // 100 USD less the 1 % fee, × 1,500.
  await expect(
    page.getByText('So if you send $ 100.00, your recipient gets ₦ 148,500.00.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText(/^Rate as of .+ UTC\.$/)).toBeVisible();
  await expect(page.getByText('Sample rates')).toHaveCount(0);

  // The converter, hydrated, set to the pair and a worked amount; the compare panel beside it.
  await expect(page.getByRole('button', { name: /^Currency you send:.*USD/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Currency recipient gets:.*NGN/ })).toBeVisible();
  await expect(youSend(page)).toHaveValue('100');
  await expect(recipientGets(page)).toHaveValue('148500');
  await expect(page.getByRole('region', { name: 'COMPARE RATES %' })).toBeVisible();

  // The explainer, and links to the other pairs (not to itself).
  await expect(page.getByRole('heading', { name: 'How converting USD to NGN works' })).toBeVisible();
  const others = page.getByRole('navigation', { name: 'Other exchange rates' });
  await expect(others.getByRole('link', { name: 'EUR to XOF' })).toHaveAttribute(
    'href',
    '/convert/eur-to-xof',
  );
  await expect(others.getByRole('link', { name: 'USD to NGN' })).toHaveCount(0);
  await expect(others.getByRole('link', { name: 'GBP to XAF' })).toHaveCount(0);
});

test('typing on a pair page converts live and keeps the page’s own address', async ({ page }) => {
  await page.goto('/convert/usd-to-ngn');
  await expect(page.getByRole('button', { name: /^Currency you send:/ })).toBeVisible();
  await youSend(page).fill('250');
  // 250 less 2.50, × 1,500.
  await expect(recipientGets(page)).toHaveValue('371250');
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/convert/usd-to-ngn');
});

test('the pair page’s JSON-LD parses and describes the rate as an ExchangeRateSpecification', async ({
  page,
}) => {
  await page.goto('/convert/usd-to-ngn');
  const [data] = await jsonLd(page);
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    url: expect.stringMatching(/\/convert\/usd-to-ngn$/),
    inLanguage: 'en',
    about: {
      '@type': 'ExchangeRateSpecification',
      currency: 'USD',
      currentExchangeRate: { '@type': 'UnitPriceSpecification', price: 1500, priceCurrency: 'NGN' },
    },
  });
  expect(Date.parse(String(data?.dateModified))).not.toBeNaN();
});

test('the French pair page speaks French, with French numbers', async ({ page }) => {
  await page.goto('/fr/convert/eur-to-xof');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'EUR en XOF\u202f: convertir euro en franc CFA d’Afrique de l’Ouest',
  );
  await expect(page.getByTestId('pair-rate')).toHaveText('1 EUR = 655,96 XOF');
  await expect(page.getByText('Aucuns frais de conversion sur cette paire.', { exact: false })).toBeVisible();
  await expect(
    page.getByText('Si vous envoyez € 100,00, votre bénéficiaire reçoit donc ₣ 65\u202f596.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Vous envoyez' })).toHaveValue('100');
  const [data] = await jsonLd(page);
  expect(data).toMatchObject({
    inLanguage: 'fr',
    about: { currency: 'EUR', currentExchangeRate: { priceCurrency: 'XOF' } },
  });
});

test('a configured pair without a rate says so and stays out of search results', async ({ page }) => {
  const response = await page.goto('/convert/gbp-to-xaf');
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole('status').filter({ hasText: 'so this pair cannot be converted today' }),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await jsonLd(page)).toEqual([]);
});

for (const path of [
  '/convert/usd-to-kes',
  '/convert/ngn-to-usd',
  '/convert/USD-to-NGN',
  '/convert/usd-ngn',
  '/fr/convert/xyz-to-abc',
]) {
  test(`${path} is the branded 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      path.startsWith('/fr') ? 'Nous n’avons pas trouvé cette page' : "We couldn't find that page",
    );
  });
}

test('every pair page, in both languages, says its codes in the H1 and a title under 60 characters', async ({
  page,
  request,
}) => {
  // One test through every pair page in both languages: over thirty page loads.
  test.slow();
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const pairPaths = [
    ...sitemap.matchAll(/<loc>[^<]*?(\/(?:fr\/)?convert\/([a-z]{3})-to-([a-z]{3}))<\/loc>/g),
  ];
  expect(pairPaths.length).toBeGreaterThanOrEqual(2 * 16);
  for (const [, path, from, to] of pairPaths) {
    await page.goto(path!);
    const codes = `${from!.toUpperCase()} ${path!.startsWith('/fr') ? 'en' : 'to'} ${to!.toUpperCase()}`;
    await expect(page.getByRole('heading', { level: 1 })).toContainText(codes);
    const title = await page.title();
    expect(title, path).toContain(codes);
    expect(title.length, `${path}: ${title}`).toBeLessThan(60);
  }
});

test('the rates page lists every pair with a rate, each linking to its page', async ({ page }) => {
  await page.goto('/convert');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exchange rates');
  const table = page.getByRole('table', { name: 'Today’s rates and fees' });
  await expect(table.getByRole('row')).toHaveCount(1 + 17);
  const row = table.getByRole('row', { name: /USD to GHS/ });
  await expect(row).toContainText('1 USD = 15.50 GHS');
  await expect(row).toContainText('$ 2.00 flat');
  await table.getByRole('link', { name: 'USD to GHS' }).click();
  await expect(page).toHaveURL(/\/convert\/usd-to-ghs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'USD to GHS: convert United States Dollar to Ghanaian Cedi',
  );
});

test('the landing page and the footer link to the exchange rates', async ({ page }) => {
  await page.goto('/');
  const pairs = page.getByRole('navigation', { name: 'Exchange rates by pair' });
  await expect(pairs.getByRole('link', { name: 'GBP to NGN' })).toHaveAttribute(
    'href',
    '/convert/gbp-to-ngn',
  );
  await expect(pairs.getByRole('link', { name: 'All exchange rates' })).toHaveAttribute('href', '/convert');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Exchange rates' }).click();
  await expect(page).toHaveURL(/\/convert$/);

  await page.goto('/fr');
  await expect(
    page
      .getByRole('navigation', { name: 'Taux de change par paire' })
      .getByRole('link', { name: 'USD en NGN' }),
  ).toHaveAttribute('href', '/fr/convert/usd-to-ngn');
});
