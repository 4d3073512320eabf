import { formatNumber } from '@/lib/i18n/format-number';

/** A rate's figure alone (units of `to` per `from`). */
function formatRateFigure(rate: number, locale = 'en'): string {
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

/**
 * A rate in the history chart and its table, where a day-to-day move must show: 2 decimals from 100, 4 from 1 (EUR →
 * USD moves in the third decimal), 4 significant digits below 1.
 */
export function formatHistoryRate(rate: number, locale = 'en'): string {
  const value = Number.isFinite(rate) && rate > 0 ? rate : 0;
  if (value >= 100)
    return formatNumber(value, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (value >= 1) return formatNumber(value, locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 });
  return formatNumber(value, locale, { maximumSignificantDigits: 4 });
}

export function formatRate(rate: number, from: string, to: string, locale = 'en'): string {
  return `1 ${from} = ${formatRateFigure(rate, locale)} ${to}`;
}
