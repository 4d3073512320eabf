'use client';

import { useQuery } from '@tanstack/react-query';

import type { CurrencyCode } from '@/lib/currencies/catalogue';
import { getJson } from '@/lib/get-json';
import { queryKeys } from '@/lib/query-keys';
import type { CompetitorRatesResponse, RatesResponse } from '@/lib/schemas/rates';

// The schemas (and zod with them, about 30 KiB) load with the first fetch, not with the page: the server render
// seeds both queries, so a visitor who only reads the page never downloads them.
const loadSchemas = () => import('@/lib/schemas/rates');

const RATES_REFRESH_MS = 60_000;
const COMPETITORS_STALE_MS = 10 * 60_000;

/** The configuration, seeded by the server render and refreshed every minute through /api/rates. */
export function useRates(initialRates: RatesResponse) {
  return useQuery({
    queryKey: queryKeys.rates(),
    queryFn: async ({ signal }) => getJson('/api/rates', (await loadSchemas()).ratesResponseSchema, signal),
    initialData: initialRates,
    initialDataUpdatedAt: Date.parse(initialRates.fetchedAt),
    staleTime: RATES_REFRESH_MS,
    refetchInterval: RATES_REFRESH_MS,
  });
}

/** Competitor quotes for a pair: reloaded whenever the pair changes, seeded for the pair the server rendered. */
export function useCompetitorRates(
  from: CurrencyCode,
  to: CurrencyCode,
  initial: CompetitorRatesResponse | null,
) {
  const seeded = initial && initial.from === from && initial.to === to ? initial : undefined;
  return useQuery({
    queryKey: queryKeys.competitors(from, to),
    queryFn: async ({ signal }) =>
      getJson(
        `/api/rates/competitors?from=${from}&to=${to}`,
        (await loadSchemas()).competitorRatesResponseSchema,
        signal,
      ),
    initialData: seeded,
    initialDataUpdatedAt: seeded ? Date.parse(seeded.fetchedAt) : undefined,
    staleTime: COMPETITORS_STALE_MS,
    enabled: from !== to,
  });
}
