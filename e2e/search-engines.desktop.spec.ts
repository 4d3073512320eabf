import { expect, test } from '@playwright/test';

import { APP_PORT } from '@/test/support/env.mjs';

// What a crawler reads: robots.txt, the sitemap, each page's title, description, canonical URL and language
// alternates, the JSON-LD, the web manifest, the icons and the social card images. Nothing here depends on the
// viewport, so one project runs this file.

const origin = `http://localhost:${APP_PORT}`;

const pages = [
  { path: '/', en: '/', fr: '/fr', title: /^Tuma: made for remote work/ },
  { path: '/fr', en: '/', fr: '/fr', title: /Tuma/ },
  { path: '/privacy-policy', en: '/privacy-policy', fr: '/fr/privacy-policy', title: / · Tuma$/ },
  { path: '/fr/privacy-policy', en: '/privacy-policy', fr: '/fr/privacy-policy', title: / · Tuma$/ },
  { path: '/terms', en: '/terms', fr: '/fr/terms', title: / · Tuma$/ },
  { path: '/fr/terms', en: '/terms', fr: '/fr/terms', title: / · Tuma$/ },
  { path: '/app', en: '/app', fr: '/fr/app', title: /^Get the app · Tuma$/ },
  { path: '/fr/app', en: '/app', fr: '/fr/app', title: / · Tuma$/ },
  { path: '/convert', en: '/convert', fr: '/fr/convert', title: /^Exchange rates and fees today · Tuma$/ },
  {
    path: '/convert/usd-to-ngn',
    en: '/convert/usd-to-ngn',
    fr: '/fr/convert/usd-to-ngn',
    title: /^USD to NGN: today’s exchange rate and fee · Tuma$/,
  },
  {
    path: '/fr/convert/eur-to-xof',
    en: '/convert/eur-to-xof',
    fr: '/fr/convert/eur-to-xof',
    title: /^EUR en XOF\u202f: taux de change et frais du jour · Tuma$/,
  },
];

const absolute = (path: string) => (path === '/' ? origin : `${origin}${path}`);

test('robots.txt lets crawlers in and points at the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-Agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).toMatch(/^Disallow: \/api\/$/m);
  expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test('the sitemap lists every page in both languages with hreflang alternates', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
  const locs = urls.map((url) => /<loc>(.*?)<\/loc>/.exec(url)?.[1] ?? '');
  const fixed = ['/', '/privacy-policy', '/terms', '/app', '/convert'];
  // The stand-in configures 18 pairs the catalogue knows; GBP → XAF has no rate, so it is not listed.
  const pairs = [
    'usd-to-ngn',
    'usd-to-ghs',
    'usd-to-xof',
    'usd-to-xaf',
    'eur-to-ngn',
    'eur-to-ghs',
    'eur-to-xof',
  ]
    .concat([
      'eur-to-xaf',
      'gbp-to-ngn',
      'gbp-to-ghs',
      'gbp-to-xof',
      'usd-to-eur',
      'eur-to-usd',
      'usd-to-gbp',
    ])
    .concat(['gbp-to-usd', 'eur-to-gbp', 'gbp-to-eur'])
    .map((slug) => `/convert/${slug}`);
  const expected = [...fixed, ...pairs].flatMap((path) => [path, path === '/' ? '/fr' : `/fr${path}`]);
  expect(locs.sort()).toEqual(expected.map((path) => `${origin}${path}`).sort());
  for (const url of urls) {
    const alternates = [...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => match[1]);
    expect(alternates).toEqual(['en', 'fr', 'x-default']);
  }
});

for (const { path, en, fr, title } of pages) {
  test(`${path} has its title, description, canonical URL and language alternates`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(path));
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', absolute(path));
    const hreflang = (lang: string) => head.locator(`link[rel="alternate"][hreflang="${lang}"]`);
    await expect(hreflang('en')).toHaveAttribute('href', absolute(en));
    await expect(hreflang('fr')).toHaveAttribute('href', absolute(fr));
    await expect(hreflang('x-default')).toHaveAttribute('href', absolute(en));
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(head.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(head.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveCount(1);
    await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);
  });
}

for (const path of ['/', '/fr/terms', '/privacy-policy', '/convert/usd-to-ngn', '/fr/convert/eur-to-xof']) {
  test(`${path} has Open Graph and Twitter images that answer as 1200 × 630 PNGs`, async ({
    page,
    request,
  }) => {
    await page.goto(path);
    for (const selector of ['meta[property="og:image"]', 'meta[name="twitter:image"]']) {
      const url = await page.locator(selector).getAttribute('content');
      expect(url).toMatch(new RegExp(`^${origin}/(en|fr)/`));
      const response = await request.get(url!.replace(origin, ''), { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      const png = await response.body();
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /^Tuma\s?: .+/);
  });
}

test('the landing page’s JSON-LD parses and describes the company, the website and the app', async ({
  page,
}) => {
  // Rendered per request (a converter link), the block carries the request's nonce, as every script does.
  const linked = await page.goto('/?from=USD&to=NGN&amount=100');
  const nonce = /'nonce-([^']+)'/.exec(linked?.headers()['content-security-policy'] ?? '')?.[1];
  const block = page.locator('script[type="application/ld+json"]');
  await expect(block).toHaveCount(1);
  expect(nonce).toBeTruthy();
  expect(await block.evaluate((element) => (element as HTMLScriptElement).nonce)).toBe(nonce);
  // The landing page itself is served from cache, where no nonce can be: the same block, without one.
  await page.goto('/');
  await expect(block).toHaveCount(1);
  expect(await block.evaluate((element) => (element as HTMLScriptElement).nonce)).toBe('');
  const data = JSON.parse((await block.textContent()) ?? '') as {
    '@context': string;
    '@graph': Record<string, unknown>[];
  };
  expect(data['@context']).toBe('https://schema.org');
  expect(data['@graph'].map((node) => node['@type'])).toEqual([
    'Organization',
    'WebSite',
    'MobileApplication',
  ]);
  const app = data['@graph'][2]!;
  const storeLinks = await page
    .getByRole('link', { name: /App Store|Google Play/ })
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  expect(app.installUrl).toEqual(expect.arrayContaining([...new Set(storeLinks)]));
  expect(app.installUrl).toHaveLength(2);
});

test('the web manifest names the site and lists its icons, all of which load', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest.short_name).toBe('Tuma');
  expect(manifest.start_url).toBe('/');
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

test('/favicon.ico, which browsers and crawlers ask for unprompted, is our mark in 16 and 32 px', async ({
  request,
}) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  const body = await response.body();
  // ICONDIR: reserved 0, type 1 (icon), two images.
  expect([body.readUInt16LE(0), body.readUInt16LE(2), body.readUInt16LE(4)]).toEqual([0, 1, 2]);
  expect([body.readUInt8(6), body.readUInt8(6 + 16)]).toEqual([16, 32]);
});
