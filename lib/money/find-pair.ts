import type { RatePair } from '@/lib/schemas/rates';

/** The configuration entry for from → to, or undefined when the provider has none. */
export function findPair(pairs: readonly RatePair[], from: string, to: string): RatePair | undefined {
  return pairs.find((pair) => pair.from === from && pair.to === to);
}
