import { freshness } from '@/lib/cache/freshness.mjs';

/** Whether rates fetched at `fetchedAt` (ms) are too old to quote at `now`: the server and the island ask the same. */
export function isPastShelfLife(
  fetchedAt: number,
  now: number,
  maxAgeMs: number = freshness.ratesMaxAgeSeconds * 1000,
): boolean {
  return !(now - fetchedAt <= maxAgeMs);
}
