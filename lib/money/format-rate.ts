import { formatNumber } from '@/lib/i18n/format-number';

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

function historyFractionDigits(reference: number): number {
  if (!(Number.isFinite(reference) && reference > 0)) return 2;
  if (reference >= 100) return 2;
  if (reference >= 1) return 4;
  return Math.min(12, 3 - Math.floor(Math.log10(reference)));
}

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
