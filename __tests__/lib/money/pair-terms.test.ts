import { describeFee, describePair } from '@/lib/money/pair-terms';
import type { RatePair } from '@/lib/schemas/rates';

const pair = (overrides: Partial<RatePair>): RatePair => ({
  from: 'USD',
  to: 'NGN',
  exchangeRate: 1530,
  divisionOperator: false,
  conversionFeePercentage: 1,
  conversionFeeFlat: 0,
  ...overrides,
});

describe('describePair', () => {
  // Money in these sentences keeps its symbol on the line of its number: a no-break space (\u00a0) between them.
  it('words a multiplied rate with a percentage fee and a worked example after the fee', () => {
    expect(describePair(pair({}), 'en')).toEqual({
      rate: '1 USD = 1,530.00 NGN',
      one: '$\u00a01.00',
      amount: '₦\u00a01,530.00',
      fee: { kind: 'percent', percent: '1%' },
      // 100 USD less the 1 % fee = 99 USD, × 1,530.
      example: { send: '$\u00a0100.00', receive: '₦\u00a0151,470.00' },
    });
  });

  it('inverts a division rate', () => {
    const terms = describePair(
      pair({ from: 'EUR', to: 'USD', exchangeRate: 0.8, divisionOperator: true }),
      'en',
    );
    expect(terms?.rate).toBe('1 EUR = 1.25 USD');
    expect(terms?.amount).toBe('$\u00a01.25');
  });

  it('counts in tens or more when one unit is worth less than one of the other side', () => {
    const terms = describePair(
      pair({ from: 'NGN', to: 'USD', exchangeRate: 0.00065, conversionFeePercentage: 0 }),
      'en',
    );
    expect(terms?.one).toBe('₦\u00a010,000.00');
    expect(terms?.amount).toBe('$\u00a06.50');
    expect(terms?.example.send).toBe('₦\u00a0100,000.00');
  });

  it('formats for French readers: decimal comma, narrow no-break spaces', () => {
    const terms = describePair(
      pair({ from: 'EUR', to: 'XOF', exchangeRate: 655.957, conversionFeePercentage: 1.5 }),
      'fr',
    );
    expect(terms?.rate).toBe('1 EUR = 655,96 XOF');
    expect(terms?.fee).toEqual({ kind: 'percent', percent: '1,5\u00a0%' });
    expect(terms?.example.receive).toBe('₣\u00a064\u202f612');
  });

  it('has nothing to say about a pair without a rate', () => {
    expect(describePair(pair({ exchangeRate: 0 }), 'en')).toBeUndefined();
    expect(describePair(pair({ exchangeRate: -3 }), 'en')).toBeUndefined();
  });
});

describe('describeFee', () => {
  it('prefers the flat fee, which replaces the percentage', () => {
    expect(describeFee(pair({ conversionFeeFlat: 2, conversionFeePercentage: 1 }), 'en')).toEqual({
      kind: 'flat',
      fee: '$\u00a02.00',
    });
  });

  it('says when there is no fee', () => {
    expect(describeFee(pair({ conversionFeePercentage: 0 }), 'en')).toEqual({ kind: 'none' });
  });
});
