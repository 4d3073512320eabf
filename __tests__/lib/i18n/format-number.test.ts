import fc from 'fast-check';

import { formatNumber, getNumberSymbols, type NumberOptions } from '@/lib/i18n/format-number';

const locales = ['en', 'fr'] as const;

/** What Intl writes: formatNumber must agree with it to the character in the locales it writes itself. */
function intl(value: number, locale: string, options: NumberOptions): string {
  return new Intl.NumberFormat(locale, options).format(value);
}

/** Every kind of double: money-sized amounts, tiny rates, huge values, halves at each rounding position. */
const anyNumber = fc.oneof(
  fc.double({ min: -1e15, max: 1e15, noNaN: true, noDefaultInfinity: true }),
  fc.double({ min: 1e-9, max: 1, noNaN: true }),
  fc.double({ min: 1e15, max: 1e25, noNaN: true }),
  fc
    .tuple(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 6 }))
    .map(([n, places]) => (n + 0.5) / 10 ** places),
  fc.constantFrom(0, -0, 0.5, 1.005, 2.675, 9.995, 99.995, 999999.995, 0.00066666, 1e21, 5e-7),
);

const fractionOptions = fc.record({
  minimumFractionDigits: fc.integer({ min: 0, max: 4 }),
  extra: fc.integer({ min: 0, max: 4 }),
  useGrouping: fc.boolean(),
});

describe('formatNumber', () => {
  it.each([
    [1500, 'en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }, '1,500.00'],
    [1234567.5, 'fr', { minimumFractionDigits: 2, maximumFractionDigits: 2 }, '1\u202f234\u202f567,50'],
    [1.005, 'en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }, '1.01'],
    [1500.5, 'fr', { maximumFractionDigits: 2, useGrouping: false }, '1500,5'],
    [0.00066666, 'en', { maximumSignificantDigits: 4 }, '0.0006667'],
    [999.96, 'en', { minimumFractionDigits: 1, maximumFractionDigits: 1 }, '1,000.0'],
    [-0.001, 'en', { maximumFractionDigits: 2 }, '-0'],
    [1e21, 'en', { maximumFractionDigits: 0 }, '1,000,000,000,000,000,000,000'],
  ] satisfies [number, string, NumberOptions, string][])(
    'writes %p in %s with %j as %p',
    (value, locale, options, expected) => {
      expect(formatNumber(value, locale, options)).toBe(expected);
      expect(intl(value, locale, options)).toBe(expected);
    },
  );

  it('writes fraction digits exactly as Intl does, in English and French', () => {
    fc.assert(
      fc.property(anyNumber, fc.constantFrom(...locales), fractionOptions, (value, locale, o) => {
        const options = {
          minimumFractionDigits: o.minimumFractionDigits,
          maximumFractionDigits: o.minimumFractionDigits + o.extra,
          useGrouping: o.useGrouping,
        };
        expect(formatNumber(value, locale, options)).toBe(intl(value, locale, options));
      }),
      { numRuns: 5000 },
    );
  });

  it('writes significant digits exactly as Intl does, in English and French', () => {
    fc.assert(
      fc.property(
        anyNumber,
        fc.constantFrom(...locales),
        fc.integer({ min: 1, max: 8 }),
        (value, locale, digits) => {
          const options = { maximumSignificantDigits: digits };
          expect(formatNumber(value, locale, options)).toBe(intl(value, locale, options));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('leaves NaN, infinities and other locales to Intl', () => {
    const options = { maximumFractionDigits: 2 };
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(formatNumber(value, 'en', options)).toBe(intl(value, 'en', options));
    }
    expect(formatNumber(1234.5, 'de', options)).toBe('1.234,5');
    expect(getNumberSymbols('de')).toBeUndefined();
    expect(getNumberSymbols('toString')).toBeUndefined();
  });

  it('builds no Intl formatter for English or French', () => {
    const spy = jest.spyOn(Intl, 'NumberFormat');
    try {
      formatNumber(1234.5, 'en', { maximumFractionDigits: 2 });
      formatNumber(0.0004, 'fr', { maximumSignificantDigits: 4 });
      expect(spy).not.toHaveBeenCalled();
      // A locale no other test here uses, since Intl formatters are kept once built.
      formatNumber(1234.5, 'es', { maximumFractionDigits: 2 });
      expect(spy).toHaveBeenCalledTimes(1);
      formatNumber(99, 'es', { maximumFractionDigits: 2 });
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});
