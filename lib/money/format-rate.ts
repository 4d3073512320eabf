// Rates are not amounts of money: a rate below 1 (NGN → USD) needs significant digits, not 2 decimals.
const formatters = new Map<string, Intl.NumberFormat>();

function getFormatter(locale: string, small: boolean): Intl.NumberFormat {
  const key = `${locale}|${small}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(
      locale,
      small ? { maximumSignificantDigits: 4 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 },
    );
    formatters.set(key, formatter);
  }
  return formatter;
}

/** "1 USD = 1,500.00 NGN"; a rate below 1 keeps 4 significant digits ("1 NGN = 0.0006667 USD"). */
export function formatRate(rate: number, from: string, to: string, locale = 'en'): string {
  const value = Number.isFinite(rate) && rate > 0 ? rate : 0;
  return `1 ${from} = ${getFormatter(locale, value > 0 && value < 1).format(value)} ${to}`;
}
