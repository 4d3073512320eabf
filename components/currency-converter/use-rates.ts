'use client';

import { useQuery } from '@tanstack/react-query';

import { freshness } from '@/lib/cache/freshness.mjs';
import type { CurrencyCode } from '@/lib/currencies/catalogue';
import { getJson } from '@/lib/get-json';
import { queryKeys } from '@/lib/query-keys';
import type { CompetitorRatesResponse, RatesResponse } from '@/lib/schemas/rates';

// Loaded with the first fetch: the server render seeds both queries, so most readers never download it. A guard,
// not zod: zod's core cost a stale page 24 KiB (docs/performance.md, "A stale page refreshes after load").
const loadGuard = () => import('@/lib/schemas/rates-guard');

const RATES_REFRESH_MS = freshness.ratesSeconds * 1000;
const COMPETITORS_STALE_MS = freshness.competitorsSeconds * 1000;
const PAGE_CACHE_MS = freshness.pageLagSeconds * 1000;

/** Why seeded data count from now: docs/performance.md ("Seeded rates of a cached page"). */
export function seededUpdatedAt(fetchedAt: string, staleMs: number, now = Date.now()): number {
  const fetched = Date.parse(fetchedAt);
  return now - fetched <= staleMs + PAGE_CACHE_MS ? now : fetched;
}

/** `canRefresh`: until the page is loaded, seeded data are shown (with their age) but not refreshed. */
export function useRates(initialRates: RatesResponse, canRefresh: boolean) {
  return useQuery({
    queryKey: queryKeys.rates(),
    queryFn: async ({ signal }) => getJson('/api/rates', (await loadGuard()).parseRatesResponse, signal),
    initialData: initialRates,
    initialDataUpdatedAt: seededUpdatedAt(initialRates.fetchedAt, RATES_REFRESH_MS),
    staleTime: RATES_REFRESH_MS,
    refetchInterval: RATES_REFRESH_MS,
    enabled: canRefresh,
  });
}

export function useCompetitorRates(
  from: CurrencyCode,
  to: CurrencyCode,
  initial: CompetitorRatesResponse | null,
  canRefresh: boolean,
) {
  const seeded = initial && initial.from === from && initial.to === to ? initial : undefined;
  return useQuery({
    queryKey: queryKeys.competitors(from, to),
    queryFn: async ({ signal }) =>
      getJson(
        `/api/rates/competitors?from=${from}&to=${to}`,
        (await loadGuard()).parseCompetitorRatesResponse,
        signal,
      ),
    initialData: seeded,
    initialDataUpdatedAt: seeded ? seededUpdatedAt(seeded.fetchedAt, COMPETITORS_STALE_MS) : undefined,
    staleTime: COMPETITORS_STALE_MS,
    // Nothing seeded for this pair: the panel would wait with nothing to show, so it asks at once.
    enabled: from !== to && (canRefresh || !seeded),
  });
}
