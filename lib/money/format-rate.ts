import { formatNumber } from '@/lib/i18n/format-number';

/** A rate's figure alone (units of `to` per `from`), as the pair pages write it: "1,600.00" of `1 USD = 1,600.00 NGN`. */
export function formatRateFigure(rate: number, locale = 'en'): string {
  const value = Number.isFinite(rate) && rate > 0 ? rate : 0;
  // Rates are not amounts of money: a rate below 1 (NGN → USD) needs significant digits, not 2 decimals.
  return formatNumber(
    value,
    locale,
    value > 0 && value < 1
      ? { maximumSignificantDigits: 4 }
      : { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  );
}

/** Decimals for a pair's history, chosen once from the size of its rates. */
function historyFractionDigits(reference: number): number {
  if (!(Number.isFinite(reference) && reference > 0)) return 2;
  if (reference >= 100) return 2;
  if (reference >= 1) return 4;
  // Four significant digits of the reference: 0.0006536 has 7 decimals.
  return Math.min(12, 3 - Math.floor(Math.log10(reference)));
}

/**
 * Formats a pair's history figures (rates, and the change between two) with one number of decimals, so that a
 * day-to-day move shows and the change reads like the rates: 2 decimals from 100, 4 from 1 (EUR → USD moves in the
 * third decimal), 4 significant digits below 1. `reference` is a rate of the pair, the latest say.
 */
export function historyRateFormat(reference: number, locale = 'en'): (value: number) => string {
  const digits = historyFractionDigits(reference);
  return (value) =>
    formatNumber(Number.isFinite(value) ? value : 0, locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
}

export function formatRate(rate: number, from: string, to: string, locale = 'en'): string {
  return `1 ${from} = ${formatRateFigure(rate, locale)} ${to}`;
}
