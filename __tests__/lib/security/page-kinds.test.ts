import { isCachedPage } from '@/lib/security/page-kinds';

describe('isCachedPage', () => {
  it.each(['/en/convert/usd-to-ngn/1y', '/fr/convert/gbp-to-eur/all', '/en/convert/usd-to-ngn'])(
    'counts the catalogue pair page or history page %s',
    (path) => {
      expect(isCachedPage(path)).toBe(true);
    },
  );

  it.each([
    '/en/convert/usd-to-ngn/2y',
    '/en/convert/usd-to-kes/1y',
    '/en/convert/usd-to-ngn/30d',
    '/en/convert/1y',
  ])('does not count %s, which no build renders', (path) => {
    expect(isCachedPage(path)).toBe(false);
  });
});
