import { getCurrencySymbol } from '@/lib/currencies/catalogue';
import { formatNumber } from '@/lib/i18n/format-number';

import { getMinorUnits } from './minor-units';

function formatDigits(amount: number, locale: string, digits: number, grouping: boolean): string {
  return formatNumber(amount, locale, {
    minimumFractionDigits: grouping ? digits : 0,
    maximumFractionDigits: digits,
    useGrouping: grouping,
  });
}

// Intl would print "-0.00".
function clean(amount: number): number {
  return Number.isFinite(amount) && amount !== 0 ? amount : 0;
}

export function formatMoney(amount: number, currency: string, locale = 'en'): string {
  const number = formatDigits(clean(amount), locale, getMinorUnits(currency), true);
  const symbol = getCurrencySymbol(currency);
  return symbol ? `${symbol} ${number}` : number;
}

export function formatSignedMoney(amount: number, currency: string, locale = 'en'): string {
  const value = clean(amount);
  const step = 10 ** -getMinorUnits(currency);
  const roundsToZero = Math.abs(value) < step / 2;
  const formatted = formatMoney(roundsToZero ? 0 : Math.abs(value), currency, locale);
  if (roundsToZero) return formatted;
  return `${value > 0 ? '+' : '-'}${formatted}`;
}

export function formatAmountForInput(amount: number, currency: string, locale = 'en'): string {
  return formatDigits(clean(amount), locale, getMinorUnits(currency), false);
}
