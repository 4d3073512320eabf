import fc from 'fast-check';

import { getDecimalMark, parseAmount, sanitizeAmount } from '@/lib/money/sanitize-amount';

describe('sanitizeAmount', () => {
  it.each([
    ['1500', '1500', 1500],
    ['12.50', '12.50', 12.5],
    ['1,500.75', '1500.75', 1500.75],
    ['$ 1 000', '1000', 1000],
    ['1.2.3', '1.23', 1.23],
    ['..5', '.5', 0.5],
    ['-42', '42', 42],
    ['1e5', '15', 15],
    ['abc', '', 0],
    ['', '', 0],
    ['.', '.', 0],
    ['007', '007', 7],
    ['٣', '', 0],
  ])('keeps digits and one decimal point: %p → %p', (input, text, value) => {
    expect(sanitizeAmount(input)).toEqual({ text, value });
  });

  it('turns an unrepresentable number into 0', () => {
    expect(sanitizeAmount('9'.repeat(400)).value).toBe(0);
  });

  it('reads a decimal comma in French, and a typed point as one', () => {
    expect(getDecimalMark('fr')).toBe(',');
    expect(sanitizeAmount('1 234,56', 'fr')).toEqual({ text: '1234,56', value: 1234.56 });
    expect(sanitizeAmount('12.5', 'fr')).toEqual({ text: '12,5', value: 12.5 });
    expect(sanitizeAmount('1,2,3', 'fr')).toEqual({ text: '1,23', value: 1.23 });
  });

  it('drops a comma in English, where it only groups', () => {
    expect(getDecimalMark('en')).toBe('.');
    expect(parseAmount('1,234,567')).toBe(1234567);
  });

  it('always yields only digits and at most one mark, and a finite value ≥ 0', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('en', 'fr'), (input, locale) => {
        const { text, value } = sanitizeAmount(input, locale);
        const mark = locale === 'fr' ? ',' : '.';
        expect(text).toMatch(locale === 'fr' ? /^\d*,?\d*$/ : /^\d*\.?\d*$/);
        expect(text.split(mark).length).toBeLessThanOrEqual(2);
        expect(Number.isFinite(value) && value >= 0).toBe(true);
      }),
    );
  });

  it('is idempotent: sanitising the field text again changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('en', 'fr'), (input, locale) => {
        const once = sanitizeAmount(input, locale);
        expect(sanitizeAmount(once.text, locale)).toEqual(once);
      }),
    );
  });
});
