// Numbers as Intl.NumberFormat writes them in our locales, without building an Intl formatter. The first Intl
// object a page builds makes the browser load its ICU data: 20–96 ms on this machine's Chromium before any
// throttling, inside the landing page's hydration (the converter formats its figures as it hydrates). English and
// French are written here, digit for digit as Intl writes them (the tests compare the two over random numbers);
// any other locale, and NaN or ±Infinity, still go to Intl. The same code runs on the server and in the browser,
// so the two cannot disagree, whatever ICU version each carries.

export type NumberOptions =
  | { minimumFractionDigits?: number; maximumFractionDigits: number; useGrouping?: boolean }
  | { maximumSignificantDigits: number; useGrouping?: boolean };

type Symbols = { group: string; decimal: string };

/** CLDR's symbols for our locales: French groups with a narrow no-break space (U+202F). */
const symbols = new Map<string, Symbols>([
  ['en', { group: ',', decimal: '.' }],
  ['fr', { group: '\u202f', decimal: ',' }],
]);

/** The decimal and grouping marks of a locale we write ourselves; undefined for any other. */
export function getNumberSymbols(locale: string): Symbols | undefined {
  return symbols.get(locale);
}

/** A magnitude as decimal digits without leading or trailing zeros: value = 0.digits × 10^point. */
type Decimal = { digits: string; point: number };

/** The shortest decimal that reads back as the same double (what String() prints), as Intl rounds it. */
function toDecimal(magnitude: number): Decimal {
  const [mantissa = '', exponent = '0'] = String(magnitude).split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  const all = whole + fraction;
  const leading = all.length - all.replace(/^0+/, '').length;
  const digits = all.slice(leading).replace(/0+$/, '');
  return digits ? { digits, point: whole.length + Number(exponent) - leading } : { digits: '', point: 0 };
}

/** Keeps the first `keep` digits, rounding half away from zero (Intl's default, "halfExpand"). */
function round({ digits, point }: Decimal, keep: number): Decimal {
  if (digits.length <= keep) return { digits, point };
  if (keep < 0 || (digits[keep] ?? '0') < '5') {
    const head = keep < 0 ? '' : digits.slice(0, keep).replace(/0+$/, '');
    return head ? { digits: head, point } : { digits: '', point: 0 };
  }
  // Round up: add one to the last kept digit and carry; an all-nines head becomes 1 at the next power of ten.
  const head = digits.slice(0, keep).replace(/9+$/, '');
  if (!head) return { digits: '1', point: point + 1 };
  const last = String(Number(head[head.length - 1]) + 1);
  return { digits: head.slice(0, -1) + last, point };
}

// Built once per locale and options, as the formatters this module replaced were: formatting runs on every keystroke.
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

/**
 * `value` as `new Intl.NumberFormat(locale, options).format(value)` writes it, for the options the site uses:
 * fraction digits (with grouping or without) or at most so many significant digits.
 */
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
