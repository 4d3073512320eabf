import { isCurrencyCode, type CurrencyCode } from '@/lib/currencies/catalogue';

export type CurrencyPair = { from: CurrencyCode; to: CurrencyCode };

export function pairSlug({ from, to }: CurrencyPair): string {
  return `${from.toLowerCase()}-to-${to.toLowerCase()}`;
}

export function pairPath(pair: CurrencyPair): string {
  return `/convert/${pairSlug(pair)}`;
}

const slugPattern = /^([a-z]{3})-to-([a-z]{3})$/;

/** Only the canonical spelling (lower case, catalogue currencies): one page, one address. */
export function parsePairSlug(slug: string): CurrencyPair | undefined {
  const match = slugPattern.exec(slug);
  if (!match) return undefined;
  const [from, to] = [match[1]!.toUpperCase(), match[2]!.toUpperCase()];
  if (!isCurrencyCode(from) || !isCurrencyCode(to) || from === to) return undefined;
  return { from, to };
}
