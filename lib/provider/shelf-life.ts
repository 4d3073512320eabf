import { freshness } from '@/lib/cache/freshness.mjs';

export function isPastShelfLife(
  fetchedAt: number,
  now: number,
  maxAgeMs: number = freshness.ratesMaxAgeSeconds * 1000,
): boolean {
  return !(now - fetchedAt <= maxAgeMs);
}
