import { getNumberSymbols } from '@/lib/i18n/format-number';

export type SanitizedAmount = {
  /** What the input field should show: digits and at most one decimal mark, in the order typed. */
  text: string;
  /** The amount, ≥ 0 and finite; 0 for an empty or unparseable entry. */
  value: number;
};

/** The decimal mark of a locale: '.' for English, ',' for French. */
export function getDecimalMark(locale: string): string {
  const known = getNumberSymbols(locale);
  if (known) return known.decimal;
  const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal');
  return part?.value ?? '.';
}

/**
 * Keeps digits and the first decimal mark; drops every other character (signs, letters, spaces, grouping, later marks).
 * In a locale whose decimal mark is a comma, a typed '.' counts as the decimal mark too (phone keypads offer only '.')
 * and is shown as ','; in English a comma is grouping and is dropped.
 */
export function sanitizeAmount(input: string, locale = 'en'): SanitizedAmount {
  const mark = getDecimalMark(locale);
  const accepted = mark === '.' ? ['.'] : [mark, '.'];
  let text = '';
  let seenMark = false;
  for (const char of input) {
    if (char >= '0' && char <= '9') {
      text += char;
    } else if (accepted.includes(char) && !seenMark) {
      text += mark;
      seenMark = true;
    }
  }
  return { text, value: parseSanitized(text, mark) };
}

/** The number an amount field holds; the same rules as sanitizeAmount. */
export function parseAmount(input: string, locale = 'en'): number {
  return sanitizeAmount(input, locale).value;
}

function parseSanitized(text: string, mark: string): number {
  const value = Number.parseFloat(mark === '.' ? text : text.replace(mark, '.'));
  return Number.isFinite(value) && value > 0 ? value : 0;
}
