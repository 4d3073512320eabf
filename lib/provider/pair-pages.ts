import 'server-only';

import { parsePairSlug, type CurrencyPair } from '@/lib/converter/pair-slug';
import { hasUsableRate } from '@/lib/money/convert';
import { findPair } from '@/lib/money/find-pair';
import type { RatePair, RatesResponse } from '@/lib/schemas/rates';

import { getCurrencyConfigurationOrNull } from './rates';

export type PairPageData = {
  codes: CurrencyPair;
  /** Null when the provider fails and no good data was ever loaded: the page shows a clear notice. */
  rates: RatesResponse | null;
  /** The configured pair; undefined only when `rates` is null. */
  pair: RatePair | undefined;
};

/**
 * What a /convert/{slug} page shows, or undefined for a page that must not exist (a malformed slug, or a pair the
 * configuration does not list). While the configuration cannot be loaded, any pair of catalogue currencies gets its
 * page with a notice rather than a 404: the pair may well exist.
 */
export async function loadPairPage(slug: string): Promise<PairPageData | undefined> {
  const codes = parsePairSlug(slug);
  if (!codes) return undefined;
  const rates = await getCurrencyConfigurationOrNull();
  const pair = rates ? findPair(rates.pairs, codes.from, codes.to) : undefined;
  if (rates && !pair) return undefined;
  return { codes, rates, pair };
}

/** The configured pairs that have a rate today, in the configuration's order: the ones worth linking to. */
export function listedPairs(rates: RatesResponse | null): RatePair[] {
  return (rates?.pairs ?? []).filter((pair) => hasUsableRate(pair));
}

/** The configuration and its listed pairs, for pages that link to the pair pages. */
export async function getListedPairs(): Promise<{ pairs: RatePair[]; rates: RatesResponse | null }> {
  const rates = await getCurrencyConfigurationOrNull();
  return { pairs: listedPairs(rates), rates };
}
