import type { RatePair } from '@/lib/schemas/rates';

export type FeeTerms = Pick<RatePair, 'conversionFeePercentage' | 'conversionFeeFlat'>;

export function computeFee(sendAmount: number, terms: FeeTerms): number {
  const amount = toAmount(sendAmount);
  if (terms.conversionFeeFlat > 0) return terms.conversionFeeFlat;
  if (terms.conversionFeePercentage > 0) return (amount * terms.conversionFeePercentage) / 100;
  return 0;
}

export function toAmount(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}
