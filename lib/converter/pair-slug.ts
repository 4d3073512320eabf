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

/** From the catalogue, not the provider's answer at build time, when an outage would have built no page. */
export const cataloguePairs: readonly CurrencyPair[] = sourceCurrencyCodes.flatMap((from) =>
  targetCurrencyCodes.filter((to) => to !== from).map((to) => ({ from, to })),
);

const slugPattern = /^([a-z]{3})-to-([a-z]{3})$/;

export function parsePairSlug(slug: string): CurrencyPair | undefined {
  const match = slugPattern.exec(slug);
  if (!match) return undefined;
  const [from, to] = [match[1]!.toUpperCase(), match[2]!.toUpperCase()];
  if (!isCurrencyCode(from) || !isCurrencyCode(to)) return undefined;
  return cataloguePairs.find((pair) => pair.from === from && pair.to === to);
}
