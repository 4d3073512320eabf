import { toListedCompetitor, type ListedCompetitor } from '@/lib/currencies/competitors';
import type { RatePair } from '@/lib/schemas/rates';

import { getEffectiveRate } from './convert';
import { toAmount } from './fee';

export type CompetitorQuote = { provider: string; from: string; to: string; rate: number };

type CompetitorRow<T extends CompetitorQuote> = {
  quote: T;
  provider: ListedCompetitor;
  theirReceive: number;
  difference: number;
  sameRate: boolean;
};

export type CompetitorComparison<T extends CompetitorQuote> = {
  ourReceiveAtRate: number;
  rows: CompetitorRow<T>[];
  upTo: number | null;
};

export function selectCompetitors<T extends CompetitorQuote>(
  quotes: readonly T[],
  pair: RatePair | undefined,
): T[] {
  return selectWithIds(quotes, pair).map(([, quote]) => quote);
}

function selectWithIds<T extends CompetitorQuote>(
  quotes: readonly T[],
  pair: RatePair | undefined,
): [ListedCompetitor, T][] {
  const ourRate = getEffectiveRate(pair);
  if (!pair || ourRate <= 0 || pair.from === pair.to) return [];
  const best = new Map<ListedCompetitor, T>();
  for (const quote of quotes) {
    const provider = toListedCompetitor(quote.provider);
    if (!provider) continue;
    if (quote.from.toUpperCase() !== pair.from || quote.to.toUpperCase() !== pair.to) continue;
    if (!(Number.isFinite(quote.rate) && quote.rate > 0 && quote.rate <= ourRate)) continue;
    const current = best.get(provider);
    if (!current || quote.rate > current.rate) best.set(provider, quote);
  }
  return [...best.entries()].sort(([, a], [, b]) => b.rate - a.rate);
}

/** Rates this close (relative) are one rate written two ways, e.g. 1 ÷ 0.92 against 1.0869565217391. */
const SAME_RATE_TOLERANCE = 1e-9;

export function compareWithCompetitors<T extends CompetitorQuote>(
  sendAmount: number,
  pair: RatePair | undefined,
  quotes: readonly T[],
): CompetitorComparison<T> {
  const send = toAmount(sendAmount);
  const ourRate = getEffectiveRate(pair);
  const ourReceiveAtRate = send * ourRate;
  const rows = selectWithIds(quotes, pair).map(([provider, quote]) => {
    const theirReceive = send * quote.rate;
    const sameRate = Math.abs(ourRate - quote.rate) <= ourRate * SAME_RATE_TOLERANCE;
    return {
      quote,
      provider,
      theirReceive,
      difference: sameRate ? 0 : ourReceiveAtRate - theirReceive,
      sameRate,
    };
  });
  const positive = rows.map((row) => row.difference).filter((difference) => difference > 0);
  return { ourReceiveAtRate, rows, upTo: positive.length > 0 ? Math.max(...positive) : null };
}
