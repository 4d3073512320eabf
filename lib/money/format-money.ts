import { getCurrencySymbol } from '@/lib/currencies/catalogue';
import { formatNumber } from '@/lib/i18n/format-number';

import { getMinorUnits } from './minor-units';

/** Money shows all its minor-unit digits, grouped; an input field shows only those it needs, ungrouped. */
function formatDigits(amount: number, locale: string, digits: number, grouping: boolean): string {
  return formatNumber(amount, locale, {
    minimumFractionDigits: grouping ? digits : 0,
    maximumFractionDigits: digits,
    useGrouping: grouping,
  });
}

/** Finite and not negative zero (Intl would print "-0.00"). */
function clean(amount: number): number {
  return Number.isFinite(amount) && amount !== 0 ? amount : 0;
}

/**
 * The amount as the spec displays money: symbol, a space, the locale-grouped number with exactly the currency's
 * minor-unit digits ('₦ 1,500.00', '₣ 65,596'). Rounds half away from zero on the decimal value (1.005 → 1.01).
 * An unknown currency has no symbol and no leading space, and 2 decimals.
 */
export function formatMoney(amount: number, currency: string, locale = 'en'): string {
  const number = formatDigits(clean(amount), locale, getMinorUnits(currency), true);
  const symbol = getCurrencySymbol(currency);
  return symbol ? `${symbol} ${number}` : number;
}

/**
 * A signed difference: '+' or '-' before the formatted money ('+₦ 1,500.00', '-₦ 500.00'). An amount that rounds to
 * zero at the currency's minor unit has no sign.
 */
export function formatSignedMoney(amount: number, currency: string, locale = 'en'): string {
  const value = clean(amount);
  const step = 10 ** -getMinorUnits(currency);
  const roundsToZero = Math.abs(value) < step / 2;
  const formatted = formatMoney(roundsToZero ? 0 : Math.abs(value), currency, locale);
  if (roundsToZero) return formatted;
  return `${value > 0 ? '+' : '-'}${formatted}`;
}

/**
 * The amount as an input field shows it: no grouping, no symbol, at most the currency's minor-unit digits with no
 * trailing zeros, the locale's decimal mark ('1500.5', '1500,5' in French) — so sanitizeAmount reads it back unchanged.
 */
export function formatAmountForInput(amount: number, currency: string, locale = 'en'): string {
  return formatDigits(clean(amount), locale, getMinorUnits(currency), false);
}
