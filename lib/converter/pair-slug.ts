import { isCurrencyCode, type CurrencyCode } from '@/lib/currencies/catalogue';

export type CurrencyPair = { from: CurrencyCode; to: CurrencyCode };

/** The URL segment of a pair page: USD → NGN is "usd-to-ngn". */
export function pairSlug({ from, to }: CurrencyPair): string {
  return `${from.toLowerCase()}-to-${to.toLowerCase()}`;
}

/** The path of a pair page, locale-free: "/convert/usd-to-ngn". */
export function pairPath(pair: CurrencyPair): string {
  return `/convert/${pairSlug(pair)}`;
}

const slugPattern = /^([a-z]{3})-to-([a-z]{3})$/;

/**
 * The pair a URL segment names, or undefined. Only the canonical spelling is accepted (lower case, two different
 * currencies of the catalogue): one page, one address.
 */
export function parsePairSlug(slug: string): CurrencyPair | undefined {
  const match = slugPattern.exec(slug);
  if (!match) return undefined;
  const [from, to] = [match[1]!.toUpperCase(), match[2]!.toUpperCase()];
  if (!isCurrencyCode(from) || !isCurrencyCode(to) || from === to) return undefined;
  return { from, to };
}
