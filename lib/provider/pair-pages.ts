import 'server-only';

import { parsePairSlug, type CurrencyPair } from '@/lib/converter/pair-slug';
import { hasUsableRate } from '@/lib/money/convert';
import { findPair } from '@/lib/money/find-pair';
import type { RatePair, RatesResponse } from '@/lib/schemas/rates';

import { getCurrencyConfigurationOrNull } from './rates';

export type PairPageData = {
  codes: CurrencyPair;
  rates: RatesResponse | null;
  pair: RatePair | undefined;
};

export async function loadPairPage(slug: string): Promise<PairPageData | undefined> {
  const codes = parsePairSlug(slug);
  if (!codes) return undefined;
  const rates = await getCurrencyConfigurationOrNull();
  const pair = rates ? findPair(rates.pairs, codes.from, codes.to) : undefined;
  if (rates && !pair) return undefined;
  return { codes, rates, pair };
}

export function listedPairs(rates: RatesResponse | null): RatePair[] {
  return (rates?.pairs ?? []).filter((pair) => hasUsableRate(pair));
}

export async function getListedPairs(): Promise<{ pairs: RatePair[]; rates: RatesResponse | null }> {
  const rates = await getCurrencyConfigurationOrNull();
  return { pairs: listedPairs(rates), rates };
}
