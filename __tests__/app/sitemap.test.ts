/** @jest-environment node */
import robots from '@/app/robots';
import sitemap from '@/app/sitemap';

describe('sitemap.xml', () => {
  it('lists the fixed pages in both languages, each with its alternates and x-default', async () => {
    const entries = await sitemap();
    expect(entries.slice(0, 10).map((entry) => entry.url)).toEqual([
      'http://localhost:3000/',
      'http://localhost:3000/fr',
      'http://localhost:3000/privacy-policy',
      'http://localhost:3000/fr/privacy-policy',
      'http://localhost:3000/terms',
      'http://localhost:3000/fr/terms',
      'http://localhost:3000/app',
      'http://localhost:3000/fr/app',
      'http://localhost:3000/convert',
      'http://localhost:3000/fr/convert',
    ]);
    expect(entries[3]!.alternates?.languages).toEqual({
      en: 'http://localhost:3000/privacy-policy',
      fr: 'http://localhost:3000/fr/privacy-policy',
      'x-default': 'http://localhost:3000/privacy-policy',
    });
  });

  it('then lists a page per configured pair with a rate today, in both languages (sample data here)', async () => {
    const pairUrls = (await sitemap()).slice(10).map((entry) => entry.url);
    // The sample configuration has 18 pairs; GBP → XAF has no rate, so its page is not worth indexing.
    expect(pairUrls).toHaveLength(17 * 2);
    expect(pairUrls.slice(0, 2)).toEqual([
      'http://localhost:3000/convert/usd-to-ngn',
      'http://localhost:3000/fr/convert/usd-to-ngn',
    ]);
    expect(pairUrls).not.toContain('http://localhost:3000/convert/gbp-to-xaf');
  });

  it('dates the legal documents by their last update', async () => {
    const terms = (await sitemap()).find((entry) => entry.url.endsWith('/terms'));
    expect(terms?.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('robots.txt', () => {
  it('lets crawlers in, keeps them off the data routes and the console, and points at the sitemap', () => {
    expect(robots()).toEqual({
      rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/admin'] },
      sitemap: 'http://localhost:3000/sitemap.xml',
      host: 'http://localhost:3000',
    });
  });
});
