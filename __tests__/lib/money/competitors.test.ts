import fc from 'fast-check';

import { listedCompetitors } from '@/lib/currencies/competitors';
import { compareWithCompetitors, selectCompetitors, type CompetitorQuote } from '@/lib/money/competitors';
import type { RatePair } from '@/lib/schemas/rates';
import { usdNgnPair as usdNgn } from '@/__tests__/support/rate-pairs';

const eurUsd: RatePair = { ...usdNgn, from: 'EUR', to: 'USD', exchangeRate: 0.92, divisionOperator: true };
const quote = (provider: string, rate: number, from = 'USD', to = 'NGN'): CompetitorQuote => ({
  provider,
  from,
  to,
  rate,
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
    const quotes = [quote('cleva', 1.07, 'EUR', 'USD'), quote('cadremit', 1.09, 'EUR', 'USD')];
    expect(selectCompetitors(quotes, eurUsd).map((q) => q.provider)).toEqual(['cleva']);
  });

  it('shows nobody when we have no rate for the pair', () => {
    expect(selectCompetitors([quote('cleva', 1)], undefined)).toEqual([]);
    expect(selectCompetitors([quote('cleva', 1)], { ...usdNgn, exchangeRate: 0 })).toEqual([]);
  });
});

describe('compareWithCompetitors', () => {
  it('compares rate with rate, before any fee: what the recipient gets at ours minus at theirs', () => {
    const result = compareWithCompetitors(100, usdNgn, [quote('cleva', 1470), quote('grey', 1490)]);
    // At our rate 100 USD is ₦ 150,000; the converter's ₦ 148,500 has our 1 % fee off, which stays in the breakdown.
    expect(result.ourReceiveAtRate).toBe(150_000);
    expect(result.rows.map((row) => [row.provider, row.theirReceive, row.difference, row.sameRate])).toEqual([
      ['grey', 149_000, 1_000, false],
      ['cleva', 147_000, 3_000, false],
    ]);
    expect(result.upTo).toBe(3_000);
  });

  it('leaves a flat fee out too, so a provider we beat on rate never shows a negative figure', () => {
    const flat: RatePair = { ...usdNgn, conversionFeePercentage: 0, conversionFeeFlat: 2 };
    const result = compareWithCompetitors(1, flat, [quote('cleva', 1470)]);
    expect(result.rows[0]?.difference).toBe(30);
    expect(result.upTo).toBe(30);
  });

  it('says "same rate" for a provider at our exact rate, however the rate is written', () => {
    const same = compareWithCompetitors(100, usdNgn, [quote('cadremit', 1500), quote('cleva', 1470)]);
    expect(same.rows.map((row) => [row.provider, row.difference, row.sameRate])).toEqual([
      ['cadremit', 0, true],
      ['cleva', 3_000, false],
    ]);
    expect(same.upTo).toBe(3_000);
    // A division pair: our effective rate is 1 ÷ 0.92, a competitor may quote it rounded to 13 decimals.
    const divided = compareWithCompetitors(100, eurUsd, [quote('grey', 1.0869565217391, 'EUR', 'USD')]);
    expect(divided.rows[0]?.sameRate).toBe(true);
    expect(divided.upTo).toBeNull();
  });

  it('with nothing sent, every difference is 0 and there is no "up to" figure', () => {
    const result = compareWithCompetitors(0, usdNgn, [quote('cleva', 1470)]);
    expect(result.rows.map((row) => row.difference)).toEqual([0]);
    expect(result.upTo).toBeNull();
  });

  it('never shows a negative difference, nor one our rate cannot explain, and "up to" is the largest', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        fc.array(fc.double({ min: 1, max: 2000, noNaN: true }), { maxLength: 6 }),
        (send, rates) => {
          const quotes = rates.map((rate, i) => quote(listedCompetitors[i % 3] ?? 'cleva', rate));
          const { rows, upTo, ourReceiveAtRate } = compareWithCompetitors(send, usdNgn, quotes);
          for (const row of rows) {
            expect(row.difference).toBeGreaterThanOrEqual(0);
            if (!row.sameRate)
              expect(row.difference).toBeCloseTo(ourReceiveAtRate - send * row.quote.rate, 6);
            expect(row.quote.rate).toBeLessThanOrEqual(1500);
          }
          const positive = rows.map((row) => row.difference).filter((d) => d > 0);
          expect(upTo).toBe(positive.length ? Math.max(...positive) : null);
        },
      ),
    );
  });
});
