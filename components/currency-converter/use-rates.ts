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

// The page that seeds the converter may itself come from a cache: `/` and the exchange-rate pages are regenerated at
// most once a minute (ISR), so their data arrive up to a minute older than the server's own cache window.
const PAGE_CACHE_MS = 2 * 60_000;

/**
 * When seeded data count as fetched, for a query that goes stale after `staleMs`: data no older than the server's
 * window plus the page's (`staleMs` + PAGE_CACHE_MS) count from now, so the next refresh comes a full window after
 * the page is shown; older data (a cached page nobody asked for in a while) keep their own time and are refreshed at
 * once. Counting a cached page's rates from their fetch time would refresh them on nearly every visit, and with the
 * first refresh the schemas and zod download: about 30 KiB for a visitor who only reads. The converter shows the
 * rates' real age either way ("Updated 2 min ago").
 */
export function seededUpdatedAt(fetchedAt: string, staleMs: number, now = Date.now()): number {
  const fetched = Date.parse(fetchedAt);
  return now - fetched <= staleMs + PAGE_CACHE_MS ? now : fetched;
}

/** The configuration, seeded by the server render and refreshed every minute through /api/rates. */
export function useRates(initialRates: RatesResponse) {
  return useQuery({
    queryKey: queryKeys.rates(),
    queryFn: async ({ signal }) => getJson('/api/rates', (await loadSchemas()).ratesResponseSchema, signal),
    initialData: initialRates,
    initialDataUpdatedAt: seededUpdatedAt(initialRates.fetchedAt, RATES_REFRESH_MS),
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
    initialDataUpdatedAt: seeded ? seededUpdatedAt(seeded.fetchedAt, COMPETITORS_STALE_MS) : undefined,
    staleTime: COMPETITORS_STALE_MS,
    enabled: from !== to,
  });
}
