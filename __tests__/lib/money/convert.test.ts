import fc from 'fast-check';

import { currencyCodes } from '@/lib/currencies/catalogue';
import {
  convertFromReceive,
  convertFromSend,
  getEffectiveRate,
  hasUsableRate,
  type RateTerms,
} from '@/lib/money/convert';
import { getMinorUnitSize } from '@/lib/money/minor-units';

const terms = (overrides: Partial<RateTerms>): RateTerms => ({
  exchangeRate: 1500,
  divisionOperator: false,
  conversionFeePercentage: 0,
  conversionFeeFlat: 0,
  ...overrides,
});

describe('convertFromSend', () => {
  it('multiplies by the rate', () => {
    expect(convertFromSend(100, terms({}))).toEqual({ send: 100, fee: 0, receive: 150_000 });
  });

  it('divides when the pair says so', () => {
    expect(convertFromSend(150_000, terms({ divisionOperator: true }))).toEqual({
      send: 150_000,
      fee: 0,
      receive: 100,
    });
  });

  it('takes a flat fee off before converting', () => {
    expect(convertFromSend(100, terms({ exchangeRate: 15.5, conversionFeeFlat: 2 }))).toEqual({
      send: 100,
      fee: 2,
      receive: 98 * 15.5,
    });
  });

  it('takes a percentage fee off before converting', () => {
    const result = convertFromSend(100, terms({ conversionFeePercentage: 1 }));
    expect(result.fee).toBe(1);
    expect(result.receive).toBe(148_500);
  });

  it('prefers the flat fee over the percentage', () => {
    expect(convertFromSend(100, terms({ conversionFeeFlat: 3, conversionFeePercentage: 10 })).fee).toBe(3);
  });

  it('gives 0 to receive, not a negative amount, when the flat fee exceeds the send amount', () => {
    expect(convertFromSend(1, terms({ conversionFeeFlat: 2 }))).toEqual({ send: 1, fee: 1, receive: 0 });
  });

  it.each([
    ['a missing pair', undefined],
    ['a zero rate', terms({ exchangeRate: 0 })],
    ['a negative rate', terms({ exchangeRate: -3 })],
    ['a NaN rate', terms({ exchangeRate: Number.NaN })],
  ])('gives 0 on both sides for %s', (_label, pair) => {
    expect(convertFromSend(100, pair)).toEqual({ send: 0, fee: 0, receive: 0 });
    expect(convertFromReceive(100, pair)).toEqual({ send: 0, fee: 0, receive: 0 });
    expect(hasUsableRate(pair)).toBe(false);
    expect(getEffectiveRate(pair)).toBe(0);
  });

  it.each([Number.NaN, -5, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY])(
    'treats %p as 0',
    (amount) => {
      expect(convertFromSend(amount, terms({}))).toEqual({ send: 0, fee: 0, receive: 0 });
      expect(convertFromReceive(amount, terms({}))).toEqual({ send: 0, fee: 0, receive: 0 });
    },
  );
});

describe('convertFromReceive', () => {
  it('is the inverse with a percentage fee: send = net ÷ (1 − p/100)', () => {
    const result = convertFromReceive(148_500, terms({ conversionFeePercentage: 1 }));
    expect(result.send).toBeCloseTo(100, 10);
    expect(result.fee).toBeCloseTo(1, 10);
  });

  it('is the inverse with a flat fee: send = net + fee', () => {
    expect(convertFromReceive(1519, terms({ exchangeRate: 15.5, conversionFeeFlat: 2 })).send).toBeCloseTo(
      100,
      10,
    );
  });

  it('multiplies back for a division pair', () => {
    expect(convertFromReceive(100, terms({ exchangeRate: 0.92, divisionOperator: true })).send).toBeCloseTo(
      92,
      10,
    );
  });

  it('costs nothing to receive nothing, even with a flat fee', () => {
    expect(convertFromReceive(0, terms({ conversionFeeFlat: 2 }))).toEqual({ send: 0, fee: 0, receive: 0 });
  });

  it('gives 0 on both sides when a 100% fee leaves nothing to convert', () => {
    expect(convertFromReceive(10, terms({ conversionFeePercentage: 100 }))).toEqual({
      send: 0,
      fee: 0,
      receive: 0,
    });
  });
});

describe('getEffectiveRate', () => {
  it('is the rate, or its inverse for a division pair', () => {
    expect(getEffectiveRate(terms({ exchangeRate: 4 }))).toBe(4);
    expect(getEffectiveRate(terms({ exchangeRate: 4, divisionOperator: true }))).toBe(0.25);
  });
});

const rateTerms = fc.record({
  exchangeRate: fc.double({ min: 1e-3, max: 1e4, noNaN: true }),
  divisionOperator: fc.boolean(),
  conversionFeePercentage: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 50, noNaN: true })),
  conversionFeeFlat: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 50, noNaN: true })),
});
const amount = fc.double({ min: 0, max: 1e9, noNaN: true });
const currency = fc.constantFrom(...currencyCodes);

describe('conversion properties', () => {
  it('receive → send → receive returns the input within one minor unit', () => {
    fc.assert(
      fc.property(rateTerms, amount, currency, (pair, receive, to) => {
        const { send } = convertFromReceive(receive, pair);
        const back = convertFromSend(send, pair).receive;
        expect(Math.abs(back - receive)).toBeLessThanOrEqual(getMinorUnitSize(to));
      }),
    );
  });

  it('send → receive → send returns the input within one minor unit whenever something is received', () => {
    fc.assert(
      fc.property(rateTerms, amount, currency, (pair, send, from) => {
        const { receive } = convertFromSend(send, pair);
        fc.pre(receive > 0);
        expect(Math.abs(convertFromReceive(receive, pair).send - send)).toBeLessThanOrEqual(
          getMinorUnitSize(from),
        );
      }),
    );
  });

  it('is monotonic: more sent never receives less, more received never costs less', () => {
    fc.assert(
      fc.property(rateTerms, amount, amount, (pair, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(convertFromSend(low, pair).receive).toBeLessThanOrEqual(convertFromSend(high, pair).receive);
        expect(convertFromReceive(low, pair).send).toBeLessThanOrEqual(convertFromReceive(high, pair).send);
      }),
    );
  });

  it('never yields a negative amount or NaN, whatever the input, and the fee never exceeds the send amount', () => {
    fc.assert(
      fc.property(rateTerms, fc.double(), fc.boolean(), (pair, input, fromReceive) => {
        const result = fromReceive ? convertFromReceive(input, pair) : convertFromSend(input, pair);
        for (const value of [result.send, result.fee, result.receive]) {
          expect(Number.isFinite(value) && value >= 0).toBe(true);
        }
        expect(result.fee).toBeLessThanOrEqual(result.send + 1e-9 * result.send);
      }),
    );
  });
});
