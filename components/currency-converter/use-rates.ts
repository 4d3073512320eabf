'use client';

import { useQuery } from '@tanstack/react-query';

import { freshness } from '@/lib/cache/freshness.mjs';
import type { CurrencyCode } from '@/lib/currencies/catalogue';
import { getJson } from '@/lib/get-json';
import { queryKeys } from '@/lib/query-keys';
import type { CompetitorRatesResponse, RatesResponse } from '@/lib/schemas/rates';

const RATES_REFRESH_MS = freshness.ratesSeconds * 1000;
const COMPETITORS_STALE_MS = freshness.competitorsSeconds * 1000;
const PAGE_CACHE_MS = freshness.pageLagSeconds * 1000;

class UnexpectedAnswerError extends Error {
  name = 'UnexpectedAnswerError';
}

// Our same-origin routes answer what lib/schemas/rates.ts produced, so the browser checks only the envelope:
// a wrong answer fails the query (the converter keeps its last good data) instead of the render.
function withList<T>(list: 'pairs' | 'competitors') {
  return (body: unknown): T => {
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    if (!Array.isArray(fields[list]) || typeof fields.fetchedAt !== 'string')
      throw new UnexpectedAnswerError();
    return body as T;
  };
}
const readRates = withList<RatesResponse>('pairs');
const readCompetitorRates = withList<CompetitorRatesResponse>('competitors');

/** Why seeded data count from now: docs/performance.md ("Seeded rates of a cached page"). */
export function seededUpdatedAt(fetchedAt: string, staleMs: number, now = Date.now()): number {
  const fetched = Date.parse(fetchedAt);
  return now - fetched <= staleMs + PAGE_CACHE_MS ? now : fetched;
}

export function useRates(initialRates: RatesResponse, canRefresh: boolean) {
  return useQuery({
    queryKey: queryKeys.rates(),
    queryFn: ({ signal }) => getJson('/api/rates', readRates, signal),
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
    queryFn: ({ signal }) =>
      getJson(`/api/rates/competitors?from=${from}&to=${to}`, readCompetitorRates, signal),
    initialData: seeded,
    initialDataUpdatedAt: seeded ? seededUpdatedAt(seeded.fetchedAt, COMPETITORS_STALE_MS) : undefined,
    staleTime: COMPETITORS_STALE_MS,
    // Nothing seeded for this pair: the panel would wait with nothing to show, so it asks at once.
    enabled: from !== to && (canRefresh || !seeded),
  });
}
