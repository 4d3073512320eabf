import type { RatePair } from '@/lib/schemas/rates';

export function findPair(pairs: readonly RatePair[], from: string, to: string): RatePair | undefined {
  return pairs.find((pair) => pair.from === from && pair.to === to);
}
