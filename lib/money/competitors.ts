import type { RatePair } from '@/lib/schemas/rates';

import { convertFromSend, getEffectiveRate } from './convert';
import { toAmount } from './fee';

/** The only providers we compare with (spec §5), as lower-case ids. */
export const listedCompetitors = ['cleva', 'grey', 'cadremit'] as const;
export type ListedCompetitor = (typeof listedCompetitors)[number];

/** How each listed provider writes its own name. */
export const competitorNames: Readonly<Record<ListedCompetitor, string>> = {
  cleva: 'Cleva',
  grey: 'Grey',
  cadremit: 'CadRemit',
};

/** The listed id for a provider name in any case ('GREY' → 'grey'), or undefined for any other provider. */
export function toListedCompetitor(provider: string): ListedCompetitor | undefined {
  const id = provider.trim().toLowerCase();
  return listedCompetitors.find((listed) => listed === id);
}

/** A competitor's quote: `rate` is units of `to` per unit of `from`. */
export type CompetitorQuote = { provider: string; from: string; to: string; rate: number };

export type CompetitorRow<T extends CompetitorQuote> = {
  quote: T;
  provider: ListedCompetitor;
  /** What the recipient would get from the competitor for the same send amount, no fee assumed. */
  theirReceive: number;
  /** Our receive amount minus theirs, in the receive currency: positive when the recipient gets more with us. */
  difference: number;
};

export type CompetitorComparison<T extends CompetitorQuote> = {
  /** Our receive amount for the send amount, after our fee. */
  ourReceive: number;
  rows: CompetitorRow<T>[];
  /** The largest positive difference (the "Offering up to {amount} more" figure), or null when none is positive. */
  upTo: number | null;
};

/**
 * The quotes the comparison panel may show for a pair (spec §5): a listed provider (any case), the same pair with
 * from ≠ to, and 0 < rate ≤ our rate. "Our rate" is the effective rate — 1 ÷ rate for a division pair — since
 * competitors quote units of `to` per `from`. One quote per provider (the best one); best rate first.
 */
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

/**
 * Compares a send amount across the qualifying competitors. For each one, difference = ourReceive − send × theirRate:
 * our side has our fee taken off; theirs assumes no fee (their fees are unknown), so the figure never flatters us and
 * can be negative. Unrounded, in the receive currency.
 */
export function compareWithCompetitors<T extends CompetitorQuote>(
  sendAmount: number,
  pair: RatePair | undefined,
  quotes: readonly T[],
): CompetitorComparison<T> {
  const send = toAmount(sendAmount);
  const ourReceive = convertFromSend(send, pair).receive;
  const rows = selectWithIds(quotes, pair).map(([provider, quote]) => {
    const theirReceive = send * quote.rate;
    return { quote, provider, theirReceive, difference: ourReceive - theirReceive };
  });
  const positive = rows.map((row) => row.difference).filter((difference) => difference > 0);
  return { ourReceive, rows, upTo: positive.length > 0 ? Math.max(...positive) : null };
}
