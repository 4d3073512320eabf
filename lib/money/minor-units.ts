import { findCurrency } from '@/lib/currencies/catalogue';

// The spec's display rule is "at most 2 decimals", so anything outside the catalogue gets 2.
const defaultMinorUnits = 2;

/** ISO 4217 minor-unit digits: 0 for XOF and XAF, 2 for the other catalogue currencies and unknown codes. */
export function getMinorUnits(code: string): number {
  return findCurrency(code)?.minorUnits ?? defaultMinorUnits;
}

/** The smallest displayed step of a currency: 0.01, or 1 for XOF and XAF. */
export function getMinorUnitSize(code: string): number {
  return 10 ** -getMinorUnits(code);
}
