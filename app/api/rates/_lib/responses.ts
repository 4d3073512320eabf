import 'server-only';

import type { z } from 'zod';

import { freshness } from '@/lib/cache/freshness.mjs';

// Our own data cache already holds answers for their window; a shared cache (CDN) may add half of it on top, then
// revalidate in the background for as long again. Stale answers are held briefly so a recovery shows quickly.
const sharedCache = (windowSeconds: number) => {
  const seconds = Math.round(windowSeconds / 2);
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}`;
};
const freshCacheControl = {
  configuration: sharedCache(freshness.ratesSeconds),
  competitors: sharedCache(freshness.competitorsSeconds),
} as const;
const staleCacheControl =
  `public, max-age=0, s-maxage=${freshness.staleAnswerSeconds}, ` +
  `stale-while-revalidate=${freshness.staleAnswerRevalidateSeconds}`;

export function cacheControlFor(kind: keyof typeof freshCacheControl, stale: boolean): string {
  return stale ? staleCacheControl : freshCacheControl[kind];
}

/** A stable code, never prose: the island words it in the visitor's language (STYLE.md §5). */
const routeErrorCodes = {
  invalidQuery: 'invalid-query',
  ratesUnavailable: 'rates-unavailable',
} as const;

export function invalidQuery(error: z.ZodError): Response {
  const issues = error.issues.map(({ code, path, message }) => ({ code, path, message }));
  return Response.json(
    { error: routeErrorCodes.invalidQuery, issues },
    { status: 400, headers: { 'Cache-Control': 'no-store' } },
  );
}

/** 502 with its code alone: never the provider's status, body, URL, key or tenant. */
export function ratesUnavailable(): Response {
  return Response.json(
    { error: routeErrorCodes.ratesUnavailable },
    { status: 502, headers: { 'Cache-Control': 'no-store' } },
  );
}
