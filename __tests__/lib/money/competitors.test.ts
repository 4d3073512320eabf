import fc from 'fast-check';

import {
  compareWithCompetitors,
  competitorNames,
  listedCompetitors,
  selectCompetitors,
  toListedCompetitor,
  type CompetitorQuote,
} from '@/lib/money/competitors';
import type { RatePair } from '@/lib/schemas/rates';

const usdNgn: RatePair = {
  from: 'USD',
  to: 'NGN',
  exchangeRate: 1500,
  divisionOperator: false,
  conversionFeePercentage: 1,
  conversionFeeFlat: 0,
};
const quote = (provider: string, rate: number, from = 'USD', to = 'NGN'): CompetitorQuote => ({
  provider,
  from,
  to,
  rate,
});

describe('toListedCompetitor', () => {
  it('accepts the three listed providers in any case and nothing else', () => {
    expect(toListedCompetitor('CLEVA')).toBe('cleva');
    expect(toListedCompetitor(' Grey ')).toBe('grey');
    expect(toListedCompetitor('CadRemit')).toBe('cadremit');
    expect(toListedCompetitor('Wise')).toBeUndefined();
    expect(listedCompetitors.map((id) => competitorNames[id])).toEqual(['Cleva', 'Grey', 'CadRemit']);
  });
});

describe('selectCompetitors', () => {
  it('keeps listed providers quoting the pair at or below our rate, best first', () => {
    const quotes = [
      quote('cleva', 1470),
      quote('GREY', 1490),
      quote('cadremit', 1510),
      quote('Wise', 1495),
      quote('cadremit', 1500),
    ];
    expect(selectCompetitors(quotes, usdNgn).map((q) => [q.provider, q.rate])).toEqual([
      ['cadremit', 1500],
      ['GREY', 1490],
      ['cleva', 1470],
    ]);
  });

  it('drops zero, negative and non-finite rates, other pairs, and same-currency quotes', () => {
    const quotes = [
      quote('cleva', 0),
      quote('grey', -1),
      quote('cadremit', Number.NaN),
      quote('cleva', 1400, 'EUR', 'NGN'),
      quote('grey', 1, 'USD', 'USD'),
    ];
    expect(selectCompetitors(quotes, usdNgn)).toEqual([]);
    expect(
      selectCompetitors([quote('grey', 1, 'USD', 'USD')], { ...usdNgn, to: 'USD', exchangeRate: 1 }),
    ).toEqual([]);
  });

  it('keeps one quote per provider: its best one that still qualifies', () => {
    const quotes = [quote('grey', 1480), quote('Grey', 1600), quote('grey', 1490)];
    expect(selectCompetitors(quotes, usdNgn)).toEqual([quote('grey', 1490)]);
  });

  it('compares with our effective rate on a division pair', () => {
    const eurUsd: RatePair = {
      ...usdNgn,
      from: 'EUR',
      to: 'USD',
      exchangeRate: 0.92,
      divisionOperator: true,
    };
    const quotes = [quote('cleva', 1.07, 'EUR', 'USD'), quote('cadremit', 1.09, 'EUR', 'USD')];
    expect(selectCompetitors(quotes, eurUsd).map((q) => q.provider)).toEqual(['cleva']);
  });

  it('shows nobody when we have no rate for the pair', () => {
    expect(selectCompetitors([quote('cleva', 1)], undefined)).toEqual([]);
    expect(selectCompetitors([quote('cleva', 1)], { ...usdNgn, exchangeRate: 0 })).toEqual([]);
  });
});

describe('compareWithCompetitors', () => {
  it('gives each difference as our receive amount minus theirs, and the largest positive one as "up to"', () => {
    const result = compareWithCompetitors(100, usdNgn, [quote('cleva', 1470), quote('grey', 1490)]);
    expect(result.ourReceive).toBe(148_500);
    expect(result.rows.map((row) => [row.provider, row.theirReceive, row.difference])).toEqual([
      ['grey', 149_000, -500],
      ['cleva', 147_000, 1_500],
    ]);
    expect(result.upTo).toBe(1_500);
  });

  it('has no "up to" figure when no difference is positive', () => {
    const flat: RatePair = { ...usdNgn, conversionFeePercentage: 0, conversionFeeFlat: 2 };
    const result = compareWithCompetitors(1, flat, [quote('cleva', 1470)]);
    expect(result.rows[0]?.difference).toBe(-1470);
    expect(result.upTo).toBeNull();
  });

  it('with nothing sent, every difference is 0 and there is no "up to" figure', () => {
    const result = compareWithCompetitors(0, usdNgn, [quote('cleva', 1470)]);
    expect(result.rows.map((row) => row.difference)).toEqual([0]);
    expect(result.upTo).toBeNull();
  });

  it('never puts a difference above what our rate could explain, and "up to" is the largest', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        fc.array(fc.double({ min: 1, max: 2000, noNaN: true }), { maxLength: 6 }),
        (send, rates) => {
          const quotes = rates.map((rate, i) => quote(listedCompetitors[i % 3] ?? 'cleva', rate));
          const { rows, upTo, ourReceive } = compareWithCompetitors(send, usdNgn, quotes);
          for (const row of rows) {
            expect(row.difference).toBeCloseTo(ourReceive - send * row.quote.rate, 6);
            expect(row.quote.rate).toBeLessThanOrEqual(1500);
          }
          const positive = rows.map((row) => row.difference).filter((d) => d > 0);
          expect(upTo).toBe(positive.length ? Math.max(...positive) : null);
        },
      ),
    );
  });
});
