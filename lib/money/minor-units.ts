import { findCurrency } from '@/lib/currencies/catalogue';

const defaultMinorUnits = 2;

export function getMinorUnits(code: string): number {
  return findCurrency(code)?.minorUnits ?? defaultMinorUnits;
}

export function getMinorUnitSize(code: string): number {
  return 10 ** -getMinorUnits(code);
}
