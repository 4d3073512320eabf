import fc from 'fast-check';

import { computeFee } from '@/lib/money/fee';

describe('computeFee', () => {
  it('takes the flat fee when there is one, even with a percentage', () => {
    expect(computeFee(100, { conversionFeeFlat: 2, conversionFeePercentage: 5 })).toBe(2);
  });

  it('otherwise takes the percentage of the send amount', () => {
    expect(computeFee(200, { conversionFeeFlat: 0, conversionFeePercentage: 1.5 })).toBe(3);
  });

  it('is 0 when both are 0', () => {
    expect(computeFee(200, { conversionFeeFlat: 0, conversionFeePercentage: 0 })).toBe(0);
  });

  it('treats a negative or non-finite send amount as 0', () => {
    const terms = { conversionFeeFlat: 0, conversionFeePercentage: 2 };
    expect(computeFee(-100, terms)).toBe(0);
    expect(computeFee(Number.NaN, terms)).toBe(0);
    expect(computeFee(Number.POSITIVE_INFINITY, terms)).toBe(0);
  });

  it('is never negative', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: false }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (send, flat, percentage) => {
          expect(
            computeFee(send, { conversionFeeFlat: flat, conversionFeePercentage: percentage }),
          ).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
