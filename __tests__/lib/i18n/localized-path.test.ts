import { localizedPath } from '@/lib/i18n/localized-path';

describe('localizedPath', () => {
  it.each([
    ['/', 'fr', '/fr'],
    ['/terms', 'fr', '/fr/terms'],
    ['/privacy-policy', 'fr', '/fr/privacy-policy'],
    ['/fr', 'en', '/'],
    ['/fr/terms', 'en', '/terms'],
    ['/fr/terms', 'fr', '/fr/terms'],
    ['/terms', 'en', '/terms'],
    ['/en/terms', 'fr', '/fr/terms'],
  ] as const)('%s in %s is %s', (pathname, locale, expected) => {
    expect(localizedPath(pathname, locale)).toBe(expected);
  });

  it('does not take a path that merely starts with a locale code for a locale', () => {
    expect(localizedPath('/french-fries', 'fr')).toBe('/fr/french-fries');
  });
});
