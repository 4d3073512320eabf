import 'server-only';

import type { CompetitorQuote } from '@/lib/money/competitors';
import type { RatePair } from '@/lib/schemas/rates';

type Terms = [exchangeRate: number, divisionOperator: boolean, percentage: number, flat: number];

const table: [RatePair['from'], RatePair['to'], ...Terms][] = [
  ['USD', 'NGN', 1530, false, 1, 0],
  ['USD', 'GHS', 15.2, false, 0, 2],
  ['USD', 'XOF', 605, false, 0, 0],
  ['USD', 'XAF', 605, false, 1.5, 0],
  ['EUR', 'NGN', 1660, false, 0, 1],
  ['EUR', 'GHS', 16.5, false, 1, 0],
  ['EUR', 'XOF', 655.957, false, 0, 0],
  ['EUR', 'XAF', 655.957, false, 0, 0],
  ['GBP', 'NGN', 1940, false, 1, 0],
  ['GBP', 'GHS', 19.4, false, 0, 1],
  ['GBP', 'XOF', 770, false, 0.5, 0],
  ['GBP', 'XAF', 0, false, 0, 0],
  ['USD', 'EUR', 0.92, false, 0.5, 0],
  ['EUR', 'USD', 0.92, true, 0.5, 0],
  ['USD', 'GBP', 0.79, false, 0.5, 0],
  ['GBP', 'USD', 0.79, true, 0.5, 0],
  ['EUR', 'GBP', 0.86, false, 0, 0.5],
  ['GBP', 'EUR', 0.86, true, 0, 0.5],
];

export const samplePairs: readonly RatePair[] = table.map(
  ([from, to, exchangeRate, divisionOperator, conversionFeePercentage, conversionFeeFlat]) => ({
    from,
    to,
    exchangeRate,
    divisionOperator,
    conversionFeePercentage,
    conversionFeeFlat,
  }),
);

const competitorSpread: [provider: string, factor: number][] = [
  ['Cleva', 0.985],
  ['grey', 0.992],
  ['CADREMIT', 0.978],
  ['Grey', 1.004],
  ['LemFi', 0.995],
];

export const sampleCompetitorQuotes: readonly CompetitorQuote[] = samplePairs.flatMap((pair) => {
  if (pair.exchangeRate <= 0) return [];
  const ourRate = pair.divisionOperator ? 1 / pair.exchangeRate : pair.exchangeRate;
  return competitorSpread.map(([provider, factor]) => ({
    provider,
    from: pair.from,
    to: pair.to,
    rate: Number((ourRate * factor).toPrecision(6)),
  }));
});
