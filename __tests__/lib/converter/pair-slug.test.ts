import { pairPath, pairSlug, parsePairSlug } from '@/lib/converter/pair-slug';

describe('pair slugs', () => {
  it('spells a pair in lower case with "-to-"', () => {
    expect(pairSlug({ from: 'USD', to: 'NGN' })).toBe('usd-to-ngn');
    expect(pairPath({ from: 'EUR', to: 'XOF' })).toBe('/convert/eur-to-xof');
  });

  it('reads back every pair it writes', () => {
    expect(parsePairSlug('usd-to-ngn')).toEqual({ from: 'USD', to: 'NGN' });
    expect(parsePairSlug(pairSlug({ from: 'GBP', to: 'XAF' }))).toEqual({ from: 'GBP', to: 'XAF' });
  });

  it.each([
    ['USD-to-NGN', 'upper case (one page, one address)'],
    ['usd-ngn', 'no "-to-"'],
    ['usd-to-xyz', 'a currency outside the catalogue'],
    ['usd-to-usd', 'the same currency twice'],
    ['usd-to-ngn-extra', 'trailing text'],
    ['', 'nothing'],
    ['../etc', 'a path'],
  ])('refuses %j (%s)', (slug) => {
    expect(parsePairSlug(slug)).toBeUndefined();
  });
});
