import { findPair } from '@/lib/money/find-pair';
import type { RatePair } from '@/lib/schemas/rates';

const pairs: RatePair[] = [
  {
    from: 'USD',
    to: 'NGN',
    exchangeRate: 1500,
    divisionOperator: false,
    conversionFeePercentage: 0,
    conversionFeeFlat: 0,
  },
  {
    from: 'NGN',
    to: 'USD',
    exchangeRate: 1500,
    divisionOperator: true,
    conversionFeePercentage: 0,
    conversionFeeFlat: 0,
  },
];

describe('findPair', () => {
  it('finds the entry for the direction asked', () => {
    expect(findPair(pairs, 'NGN', 'USD')).toBe(pairs[1]);
  });

  it('is undefined for a pair the provider does not list', () => {
    expect(findPair(pairs, 'USD', 'GHS')).toBeUndefined();
  });
});
