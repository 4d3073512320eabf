import { formatNumber } from '@/lib/i18n/format-number';

export function formatRate(rate: number, from: string, to: string, locale = 'en'): string {
  const value = Number.isFinite(rate) && rate > 0 ? rate : 0;
  // Rates are not amounts of money: a rate below 1 (NGN → USD) needs significant digits, not 2 decimals.
  const figure = formatNumber(
    value,
    locale,
    value > 0 && value < 1
      ? { maximumSignificantDigits: 4 }
      : { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  );
  return `1 ${from} = ${figure} ${to}`;
}
