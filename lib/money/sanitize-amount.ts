import { getNumberSymbols } from '@/lib/i18n/format-number';

export type SanitizedAmount = {
  text: string;
  value: number;
};

export function getDecimalMark(locale: string): string {
  const known = getNumberSymbols(locale);
  if (known) return known.decimal;
  const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal');
  return part?.value ?? '.';
}

/** Where the decimal mark is a comma, a typed '.' counts as one too: phone keypads offer only '.'. */
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

export function parseAmount(input: string, locale = 'en'): number {
  return sanitizeAmount(input, locale).value;
}

function parseSanitized(text: string, mark: string): number {
  const value = Number.parseFloat(mark === '.' ? text : text.replace(mark, '.'));
  return Number.isFinite(value) && value > 0 ? value : 0;
}
