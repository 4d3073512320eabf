import { expect, test, type Page } from '@playwright/test';

import { ANY_WIDTH } from './support/widths';

/** The text a reader (or a crawler without JavaScript) gets from the server's HTML, scripts left out. */
function htmlText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const privacySections = [
  'Section 1 Information We Collect',
  'Section 2 How We Use Your Information',
  'Section 3 Legal Bases',
  'Section 4 Sharing Your Information',
  'Section 5 Transfers Abroad',
  'Section 6 How Long We Keep Your Information',
  'Section 7 Security',
  'Section 8 Your Rights',
  'Section 9 Cookies',
  'Section 10 Children',
  'Section 11 Data Breach',
  'Section 12 Opt-out and Unsubscribe',
  'Section 13 Information About Others',
  'Section 14 Deletion of Account',
  // After the spec's fourteen: what rate alerts and confirmation mail keep.
  'Section 15 Rate Alerts and Confirmation Emails',
  'Section 16 Website Analytics',
];

const privacyFacts = [
  'partner banks and payment providers',
  'at least 18 years old',
  'at least 30 days before it takes effect',
  'within 7 days of the change',
  'Refer a Friend programme',
  'Our website sets no cookies.',
  'no analytics, advertising or tracking cookies',
  'Plausible Analytics and, when our website is served by Vercel, Vercel Web Analytics and Vercel Speed Insights',
  'None of them sets a cookie',
  'They never record what you type',
  'within 2 business days',
  'After 90 days, the account moves to our archive',
  'hello@tuma.example',
];

const termsFacts = [
  'Tuma is not a financial institution',
  'does not hold your funds itself',
  'partner banks and licensed payment providers',
  'A User may hold more than one Account',
  'A US bank business day',
  'virtual or physical prepaid payment card',
  'be at least 18 years old',
  'legal capacity',
  'sanctions list',
  'accurate, complete and current',
  'provisional access with limited features',
  'suspend, restrict or terminate',
  'generally processed within 2 Business Days',
  'archived after 90 days',
  'You may cancel a transaction while it is pending',
  'completed when the Merchant or the Recipient has claimed the money',
  'no refund is available',
  'returned to the Sender, net of any refund fees',
  'We will not issue a Card while you owe us money',
  'within 5 days, the reservation is cancelled',
  'repeatedly declined for insufficient funds is terminated',
  'a fee of $0.50 (US dollars) for every Card request that is denied because your balance is insufficient',
  'charged in US dollars and paid when you submit the transaction',
  'The limits are published on the Platform',
  'know-your-customer (KYC), anti-money-laundering (AML)',
  'cannot be changed once you have submitted a withdrawal',
  "Nigeria, Benin, Burkina Faso, Côte d'Ivoire, Guinea-Bissau, Niger, Senegal, Togo, Cameroon, Chad, Equatorial Guinea, Ghana and Gabon",
  'British pounds (GBP), euros (EUR) or US dollars (USD)',
  '(NGN)',
  '(GHS)',
  '(XOF)',
  '(XAF)',
  'within 30 days of the date of the payment transaction',
  'in the month before your first claim',
  'within 1 year',
  'law of England and Wales',
  'London Court of International Arbitration (LCIA)',
  'one arbitrator',
  'London, United Kingdom',
  'the language of the arbitration will be English',
];

const termsConcepts = [
  'Account',
  'Business Day',
  'Card',
  'Issuing Bank',
  'Merchant',
  'Money Transfer',
  'Money Transfer Amount',
  'Payment Instruction',
  'Payment Instrument',
  'Recipient',
  'Sender',
  'Service Fee',
  'Service Provider',
  'Transaction History',
  'User',
];

const documents = [
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    tab: 'Privacy policy',
    sections: privacySections.length,
  },
  { path: '/terms', title: 'Terms and Conditions', tab: 'Terms', sections: 14 },
];

async function headingLevels(page: Page): Promise<number[]> {
  return page
    .locator('main :is(h1, h2, h3, h4, h5, h6)')
    .evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])));
}

test.describe('legal text in the server HTML (no JavaScript needed)', ANY_WIDTH, () => {
  test('the privacy policy has the spec’s fourteen sections, the numbers it names, and the alerts’ section', async ({
    request,
  }) => {
    const response = await request.get('/privacy-policy');
    expect(response.status()).toBe(200);
    const text = htmlText(await response.text());
    expect(text).toContain('Privacy Policy');
    expect(text).toMatch(/Last updated: \w+ \d{1,2}, \d{4}/);
    for (const heading of privacySections) expect(text).toContain(heading);
    for (const fact of privacyFacts) expect(text).toContain(fact);
    // Beside the spec's text: what rate alerts and confirmation mail keep, and for how long.
    expect(text).toContain('Rate Alerts and Confirmation Emails');
    expect(text).toContain('an alert nobody confirms is deleted after 48 hours');
  });

  test('the terms have every definition, rule and number the spec names', async ({ request }) => {
    const response = await request.get('/terms');
    expect(response.status()).toBe(200);
    const text = htmlText(await response.text());
    expect(text).toContain('Terms and Conditions');
    for (const fact of termsFacts) expect(text).toContain(fact);
  });

  test('both pages are served from the build-time prerender', async ({ request }) => {
    for (const path of ['/privacy-policy', '/terms', '/fr/privacy-policy', '/fr/terms']) {
      const response = await request.get(path);
      // Next marks responses served from HTML generated at build time; a page rendered per request lacks it.
      const prerendered = response.headersArray().some((h) => h.name.toLowerCase() === 'x-nextjs-prerender');
      expect(prerendered, path).toBe(true);
    }
  });

  test('each page has its own title, description and canonical URL', async ({ request }) => {
    for (const { path, title } of documents) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<title>${title} · Tuma</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{60,}"/);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${path}"`));
    }
    const french = await request.get('/fr/terms');
    expect(french.status()).toBe(200);
    expect(await french.text()).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/fr\/terms"/);
  });
});

test.describe('reading the documents', () => {
  test('the privacy policy shows its numbered sections under one h1', ANY_WIDTH, async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    const sections = page.getByRole('article').getByRole('heading', { level: 2, name: /^Section \d+ / });
    await expect(sections).toHaveCount(privacySections.length);
    for (const [index, heading] of privacySections.entries()) {
      await expect(sections.nth(index)).toHaveText(new RegExp(`^${heading}`));
    }
  });

  test('the terms define every concept in a definition list', ANY_WIDTH, async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
    const terms = await page.locator('article dl dt').allTextContents();
    for (const concept of termsConcepts) expect(terms.some((term) => term.startsWith(concept))).toBe(true);
  });

  for (const { path, sections } of documents) {
    test(`${path}: headings never skip a level`, ANY_WIDTH, async ({ page }) => {
      await page.goto(path);
      const levels = await headingLevels(page);
      expect(levels[0]).toBe(1);
      levels.forEach((level, index) => {
        if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
      });
    });

    test(`${path}: every table-of-contents link moves to its section`, async ({ page }) => {
      await page.goto(path);
      const links = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
      await expect(links).toHaveCount(sections);
      for (let index = 0; index < sections; index += 1) {
        const link = links.nth(index);
        const href = await link.getAttribute('href');
        expect(href).toMatch(/^#[a-z][a-z0-9-]*$/);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        const heading = page.locator(`h2${href}`);
        await expect(heading).toHaveText(new RegExp(`^Section ${index + 1} `));
        await expect(heading).toBeInViewport();
      }
    });
  }
});

test('the Legal tabs mark the current document and move between the two', ANY_WIDTH, async ({ page }) => {
  await page.goto('/privacy-policy');
  const tabs = page.getByRole('navigation', { name: 'Legal', exact: true });
  const privacyTab = tabs.getByRole('link', { name: 'Privacy policy', exact: true });
  const termsTab = tabs.getByRole('link', { name: 'Terms', exact: true });
  await expect(privacyTab).toHaveAttribute('aria-current', 'page');
  await expect(termsTab).not.toHaveAttribute('aria-current');

  await termsTab.click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
  await expect(termsTab).toHaveAttribute('aria-current', 'page');
  await expect(privacyTab).not.toHaveAttribute('aria-current');

  await privacyTab.click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(privacyTab).toHaveAttribute('aria-current', 'page');
});

test(
  'links are plain links: a click loads the next document, and no page data is fetched ahead of it',
  ANY_WIDTH,
  async ({ page }) => {
    const routerFetches: string[] = [];
    const documents: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      // Next's client router fetches pages as RSC payloads (?_rsc=…), on sight of a link (prefetch) or on a click.
      if (url.searchParams.has('_rsc')) routerFetches.push(url.pathname);
      if (request.resourceType() === 'document') documents.push(url.pathname);
    });
    await page.goto('/terms');
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('navigation', { name: 'Legal', exact: true })
      .getByRole('link', { name: 'Privacy policy' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await page.waitForLoadState('networkidle');
    expect(documents).toEqual(['/terms', '/privacy-policy']);
    expect(routerFetches).toEqual([]);
  },
);

test(
  'a legal page inlines the styles it renders, not the landing page’s',
  ANY_WIDTH,
  async ({ page, request }) => {
    // Class names are hashed per build, so they are read from the pages themselves.
    await page.goto('/');
    const heroClass = await page.locator('section[aria-labelledby="hero-title"]').getAttribute('class');
    await page.goto('/terms');
    const documentClass = await page.locator('article[aria-labelledby="terms-title"]').getAttribute('class');
    expect(heroClass).toBeTruthy();
    expect(documentClass).toBeTruthy();

    const html = await (await request.get('/terms')).text();
    const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)]
      .map((match) => match[1])
      .join('\n');
    expect(styles).toContain(`.${documentClass}{`);
    expect(styles).not.toContain(`.${heroClass}`);
  },
);

test('a name that is no legal document gets the branded 404 in its language', ANY_WIDTH, async ({ page }) => {
  for (const { path, lang, title, home } of [
    { path: '/unknown-doc', lang: 'en', title: "We couldn't find that page", home: '/' },
    { path: '/fr/unknown-doc', lang: 'fr', title: 'Nous n’avons pas trouvé cette page', home: '/fr' },
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('main').getByRole('link').first()).toHaveAttribute('href', home);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
});
