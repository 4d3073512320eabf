import fc from 'fast-check';

import { currencyCodes } from '@/lib/currencies/catalogue';
import { formatAmountForInput, formatMoney, formatSignedMoney } from '@/lib/money/format-money';
import { getMinorUnits, getMinorUnitSize } from '@/lib/money/minor-units';
import { sanitizeAmount } from '@/lib/money/sanitize-amount';

describe('formatMoney', () => {
  it.each([
    [1500, 'NGN', '₦ 1,500.00'],
    [1234567.891, 'USD', '$ 1,234,567.89'],
    [0.5, 'EUR', '€ 0.50'],
    [19.999, 'GBP', '£ 20.00'],
    [12.345, 'GHS', '₵ 12.35'],
    [65595.7, 'XOF', '₣ 65,596'],
    [1000, 'XAF', '₣ 1,000'],
  ])('shows %p %s as %p', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });

  it('rounds half away from zero on the decimal value, once, at display', () => {
    expect(formatMoney(1.005, 'USD')).toBe('$ 1.01');
    expect(formatMoney(2.5, 'XOF')).toBe('₣ 3');
  });

  it('gives an unknown currency no symbol, no leading space and 2 decimals', () => {
    expect(formatMoney(1500, 'KES')).toBe('1,500.00');
    expect(formatMoney(1500, '')).toBe('1,500.00');
  });

  it('shows nonsense amounts as zero, never "-0" or "NaN"', () => {
    expect(formatMoney(-0, 'USD')).toBe('$ 0.00');
    expect(formatMoney(Number.NaN, 'USD')).toBe('$ 0.00');
    expect(formatMoney(Number.POSITIVE_INFINITY, 'XOF')).toBe('₣ 0');
  });

  it('follows the locale for grouping and the decimal mark', () => {
    expect(formatMoney(1234567.5, 'EUR', 'fr')).toBe('€ 1\u202f234\u202f567,50');
    expect(formatMoney(1500, 'XOF', 'fr')).toBe('₣ 1\u202f500');
  });

  it('always shows exactly the minor-unit digits of the currency', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e12, noNaN: true }),
        fc.constantFrom(...currencyCodes),
        (amount, code) => {
          const text = formatMoney(amount, code);
          const digits = getMinorUnits(code);
          expect(text).toMatch(digits === 0 ? /^\S+ [\d,]+$/ : new RegExp(`^\\S+ [\\d,]+\\.\\d{${digits}}$`));
        },
      ),
    );
  });
});

describe('formatSignedMoney', () => {
  it('prefixes + or -', () => {
    expect(formatSignedMoney(1500, 'NGN')).toBe('+₦ 1,500.00');
    expect(formatSignedMoney(-500, 'NGN')).toBe('-₦ 500.00');
    expect(formatSignedMoney(-0.4, 'XOF')).toBe('₣ 0');
    expect(formatSignedMoney(0.004, 'USD')).toBe('$ 0.00');
    expect(formatSignedMoney(0, 'USD')).toBe('$ 0.00');
    expect(formatSignedMoney(2, 'KES')).toBe('+2.00');
  });
});

describe('formatAmountForInput', () => {
  it('has no grouping, no trailing zeros and at most the minor-unit digits', () => {
    expect(formatAmountForInput(1500, 'NGN')).toBe('1500');
    expect(formatAmountForInput(108.695652, 'USD')).toBe('108.7');
    expect(formatAmountForInput(65595.7, 'XOF')).toBe('65596');
    expect(formatAmountForInput(1234.5, 'EUR', 'fr')).toBe('1234,5');
  });

  it('reads back through sanitizeAmount within half a minor unit', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e12, noNaN: true }),
        fc.constantFrom(...currencyCodes),
        fc.constantFrom('en', 'fr'),
        (amount, code, locale) => {
          const text = formatAmountForInput(amount, code, locale);
          const { text: sanitized, value } = sanitizeAmount(text, locale);
          expect(sanitized).toBe(text);
          expect(Math.abs(value - amount)).toBeLessThanOrEqual(getMinorUnitSize(code) / 2 + amount * 1e-15);
        },
      ),
    );
  });
});
