// en and fr written out digit for digit as Intl does: hydration loads no ICU data (docs/performance.md).

export type NumberOptions =
  | { minimumFractionDigits?: number; maximumFractionDigits: number; useGrouping?: boolean }
  | { maximumSignificantDigits: number; useGrouping?: boolean };

type Symbols = { group: string; decimal: string };

const symbols = new Map<string, Symbols>([
  ['en', { group: ',', decimal: '.' }],
  ['fr', { group: '\u202f', decimal: ',' }],
]);

export function getNumberSymbols(locale: string): Symbols | undefined {
  return symbols.get(locale);
}

type Decimal = { digits: string; point: number };

function toDecimal(magnitude: number): Decimal {
  const [mantissa = '', exponent = '0'] = String(magnitude).split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  const all = whole + fraction;
  const leading = all.length - all.replace(/^0+/, '').length;
  const digits = all.slice(leading).replace(/0+$/, '');
  return digits ? { digits, point: whole.length + Number(exponent) - leading } : { digits: '', point: 0 };
}

function round({ digits, point }: Decimal, keep: number): Decimal {
  if (digits.length <= keep) return { digits, point };
  if (keep < 0 || (digits[keep] ?? '0') < '5') {
    const head = keep < 0 ? '' : digits.slice(0, keep).replace(/0+$/, '');
    return head ? { digits: head, point } : { digits: '', point: 0 };
  }
  const head = digits.slice(0, keep).replace(/9+$/, '');
  if (!head) return { digits: '1', point: point + 1 };
  const last = String(Number(head[head.length - 1]) + 1);
  return { digits: head.slice(0, -1) + last, point };
}

const intlFormatters = new Map<string, Intl.NumberFormat>();
function intlFormatter(locale: string, options: NumberOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = intlFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    intlFormatters.set(key, formatter);
  }
  return formatter;
}

function group(whole: string, mark: string): string {
  return whole.replace(/\B(?=(\d{3})+$)/g, mark);
}

export function formatNumber(value: number, locale: string, options: NumberOptions): string {
  const marks = getNumberSymbols(locale);
  if (!marks || !Number.isFinite(value)) return intlFormatter(locale, options).format(value);

  const exact = toDecimal(Math.abs(value));
  let rounded: Decimal;
  let minimumFraction = 0;
  if ('maximumSignificantDigits' in options) {
    rounded = round(exact, options.maximumSignificantDigits);
  } else {
    rounded = round(exact, exact.point + options.maximumFractionDigits);
    minimumFraction = options.minimumFractionDigits ?? 0;
  }

  const { digits, point } = rounded;
  const whole = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  const fraction = (point < 0 ? '0'.repeat(-point) + digits : digits.slice(Math.max(point, 0))).padEnd(
    minimumFraction,
    '0',
  );
  const grouped = options.useGrouping === false ? whole : group(whole, marks.group);
  // Intl keeps the sign of a negative number that rounds to zero, and of -0 itself ("-0").
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${fraction ? marks.decimal + fraction : ''}`;
}
