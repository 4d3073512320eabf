import { formatNumber } from '@/lib/i18n/format-number';

/** A rate's figure alone (units of `to` per `from`), as the rate line and the history chart write it. */
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

export function formatRate(rate: number, from: string, to: string, locale = 'en'): string {
  return `1 ${from} = ${formatRateFigure(rate, locale)} ${to}`;
}
