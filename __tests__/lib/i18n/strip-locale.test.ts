import { stripLocale } from '@/lib/i18n/strip-locale';

describe('stripLocale', () => {
  it.each([
    ['/terms', '/terms'],
    ['/en/terms', '/terms'],
    ['/fr/terms', '/terms'],
    ['/fr', '/'],
    ['/', '/'],
    ['/france', '/france'],
  ])('turns %s into %s', (input, expected) => {
    expect(stripLocale(input)).toBe(expected);
  });
});
