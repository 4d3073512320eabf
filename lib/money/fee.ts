import type { RatePair } from '@/lib/schemas/rates';

export type FeeTerms = Pick<RatePair, 'conversionFeePercentage' | 'conversionFeeFlat'>;

/**
 * The fee on a send amount, in the send currency, unrounded: the flat fee when above 0, otherwise the percentage of
 * the send amount, otherwise 0. Never negative.
 */
export function computeFee(sendAmount: number, terms: FeeTerms): number {
  const amount = toAmount(sendAmount);
  if (terms.conversionFeeFlat > 0) return terms.conversionFeeFlat;
  if (terms.conversionFeePercentage > 0) return (amount * terms.conversionFeePercentage) / 100;
  return 0;
}

/** A usable amount: finite and ≥ 0, anything else is 0. */
export function toAmount(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}
