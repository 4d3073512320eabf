/** @jest-environment node */
import { compareWithCompetitors } from '@/lib/money/competitors';
import { convertFromReceive, convertFromSend } from '@/lib/money/convert';
import { findPair } from '@/lib/money/find-pair';
import { formatMoney, formatSignedMoney } from '@/lib/money/format-money';
import { reshapeCompetitors, reshapeConfiguration } from '@/lib/provider/upstream';

import {
  standInCompetitorRates,
  standInComparisons,
  standInConfiguration,
  standInExamples,
} from '@/test/stand-in/data.mjs';

// The stand-in's hand-worked figures are what the browser tests assert; here the money functions must agree.
const { items: pairs, rejected } = reshapeConfiguration(standInConfiguration);

describe('the stand-in data', () => {
  it('reshapes into every held → local pair and the held pairs among themselves, KES left out', () => {
    expect(rejected).toBe(0);
    expect(pairs).toHaveLength(18);
    expect(findPair(pairs, 'USD', 'KES')).toBeUndefined();
    expect(findPair(pairs, 'GBP', 'EUR')?.divisionOperator).toBe(true);
    expect(findPair(pairs, 'USD', 'GHS')).toMatchObject({ exchangeRate: 15.5, conversionFeePercentage: 0 });
  });

  it.each(
    standInExamples.map((example) => [
      `${example.from}→${example.to} ${example.drive} ${example.amount}`,
      example,
    ]),
  )('converts %s to the hand-worked figures', (_label, example) => {
    const pair = findPair(pairs, example.from, example.to);
    const result =
      example.drive === 'send'
        ? convertFromSend(example.amount, pair)
        : convertFromReceive(example.amount, pair);
    expect(result.send).toBeCloseTo(example.send, 9);
    expect(result.receive).toBeCloseTo(example.receive, 9);
    expect(formatMoney(result.send, example.from)).toBe(example.sendText);
    expect(formatMoney(result.receive, example.to)).toBe(example.receiveText);
  });

  it.each(
    standInComparisons.map((comparison) => [
      `${comparison.from}→${comparison.to} at ${comparison.send}`,
      comparison,
    ]),
  )('compares %s as worked by hand', (_label, comparison) => {
    const pair = findPair(pairs, comparison.from, comparison.to);
    const quotes = reshapeCompetitors(standInCompetitorRates, comparison.from, comparison.to).items;
    const { rows, upTo } = compareWithCompetitors(comparison.send, pair, quotes);
    expect(
      rows.map((row) => ({
        provider: row.provider,
        rate: row.quote.rate,
        differenceText: row.sameRate ? 'same rate' : formatSignedMoney(row.difference, comparison.to),
      })),
    ).toEqual(
      comparison.rows.map(({ provider, rate, differenceText }) => ({ provider, rate, differenceText })),
    );
    rows.forEach((row, i) =>
      expect(row.difference).toBeCloseTo(comparison.rows[i]?.difference ?? Number.NaN, 6),
    );
    expect(upTo === null ? null : formatMoney(upTo, comparison.to)).toBe(comparison.upToText);
  });
});
