/** @jest-environment node */
import robots from '@/app/robots';
import sitemap from '@/app/sitemap';

describe('sitemap.xml', () => {
  it('lists the four pages in both languages, each with its alternates and x-default', () => {
    const entries = sitemap();
    expect(entries.map((entry) => entry.url)).toEqual([
      'http://localhost:3000/',
      'http://localhost:3000/fr',
      'http://localhost:3000/privacy-policy',
      'http://localhost:3000/fr/privacy-policy',
      'http://localhost:3000/terms',
      'http://localhost:3000/fr/terms',
      'http://localhost:3000/app',
      'http://localhost:3000/fr/app',
    ]);
    expect(entries[3]!.alternates?.languages).toEqual({
      en: 'http://localhost:3000/privacy-policy',
      fr: 'http://localhost:3000/fr/privacy-policy',
      'x-default': 'http://localhost:3000/privacy-policy',
    });
  });

  it('dates the legal documents by their last update', () => {
    const terms = sitemap().find((entry) => entry.url.endsWith('/terms'));
    expect(terms?.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('robots.txt', () => {
  it('lets crawlers in, keeps them off the data routes and points at the sitemap', () => {
    expect(robots()).toEqual({
      rules: { userAgent: '*', allow: '/', disallow: '/api/' },
      sitemap: 'http://localhost:3000/sitemap.xml',
      host: 'http://localhost:3000',
    });
  });
});
