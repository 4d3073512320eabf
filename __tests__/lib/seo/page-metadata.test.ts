import { localizedPaths, pageMetadata, withBrand } from '@/lib/seo/page-metadata';

describe('localizedPaths', () => {
  it('keeps English unprefixed, puts French under /fr and points x-default at English', () => {
    expect(localizedPaths('/')).toEqual({ en: '/', fr: '/fr', 'x-default': '/' });
    expect(localizedPaths('/terms')).toEqual({ en: '/terms', fr: '/fr/terms', 'x-default': '/terms' });
  });
});

describe('pageMetadata', () => {
  const metadata = pageMetadata({
    locale: 'fr',
    href: '/privacy-policy',
    title: withBrand('Politique de confidentialité'),
    description: 'Comment nous protégeons vos données.',
  });

  it('gives the page its own canonical URL and every language version', () => {
    expect(metadata.alternates).toEqual({
      canonical: '/fr/privacy-policy',
      languages: { en: '/privacy-policy', fr: '/fr/privacy-policy', 'x-default': '/privacy-policy' },
    });
  });

  it('uses the whole title, brand included, for the page and its social cards', () => {
    expect(metadata.title).toEqual({ absolute: 'Politique de confidentialité · Tuma' });
    expect(metadata.openGraph).toMatchObject({
      title: 'Politique de confidentialité · Tuma',
      url: '/fr/privacy-policy',
      locale: 'fr_FR',
      alternateLocale: ['en_US'],
      siteName: 'Tuma',
    });
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'Politique de confidentialité · Tuma',
    });
  });
});
