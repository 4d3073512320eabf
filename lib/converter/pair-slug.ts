import {
  isCurrencyCode,
  sourceCurrencyCodes,
  targetCurrencyCodes,
  type CurrencyCode,
} from '@/lib/currencies/catalogue';

export type CurrencyPair = { from: CurrencyCode; to: CurrencyCode };

export function pairSlug({ from, to }: CurrencyPair): string {
  return `${from.toLowerCase()}-to-${to.toLowerCase()}`;
}

export function pairPath(pair: CurrencyPair): string {
  return `/convert/${pairSlug(pair)}`;
}

/**
 * Every pair the catalogue can offer: the pair pages' parameters, so the path space is fixed by our code and not by
 * what the provider answered at build time (an outage then built no page; a pair added later had none).
 */
export const cataloguePairs: readonly CurrencyPair[] = sourceCurrencyCodes.flatMap((from) =>
  targetCurrencyCodes.filter((to) => to !== from).map((to) => ({ from, to })),
);

const slugPattern = /^([a-z]{3})-to-([a-z]{3})$/;

/** Only the canonical spelling (lower case, catalogue currencies): one page, one address. */
export function parsePairSlug(slug: string): CurrencyPair | undefined {
  const match = slugPattern.exec(slug);
  if (!match) return undefined;
  const [from, to] = [match[1]!.toUpperCase(), match[2]!.toUpperCase()];
  if (!isCurrencyCode(from) || !isCurrencyCode(to)) return undefined;
  return cataloguePairs.find((pair) => pair.from === from && pair.to === to);
}
