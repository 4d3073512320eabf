import 'server-only';

import type { z } from 'zod';

import { cacheWindows } from '@/lib/provider/rates-service';

// Our own data cache already holds answers for their window; a shared cache (CDN) may add half of it on top, then
// revalidate in the background for as long again. Stale answers are held briefly so a recovery shows quickly.
const sharedCache = (windowMs: number) => {
  const seconds = Math.round(windowMs / 2 / 1000);
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}`;
};
const freshCacheControl = {
  configuration: sharedCache(cacheWindows.configurationMs),
  competitors: sharedCache(cacheWindows.competitorsMs),
} as const;
const staleCacheControl = 'public, max-age=0, s-maxage=5, stale-while-revalidate=15';

export function cacheControlFor(kind: keyof typeof freshCacheControl, stale: boolean): string {
  return stale ? staleCacheControl : freshCacheControl[kind];
}

/**
 * Error bodies carry a stable code, never prose: the island shows the text for it in the visitor's language
 * (STYLE.md §5).
 */
const routeErrorCodes = {
  invalidQuery: 'invalid-query',
  ratesUnavailable: 'rates-unavailable',
} as const;

/** 400 with the reasons, and nothing of the input echoed back. */
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
