import { formatRate, historyRateFormat } from '@/lib/money/format-rate';

describe('formatRate', () => {
  it('writes a rate above 1 with 2 decimals and one below 1 with 4 significant digits', () => {
    expect(formatRate(1500, 'USD', 'NGN')).toBe('1 USD = 1,500.00 NGN');
    expect(formatRate(1 / 1500, 'NGN', 'USD', 'fr')).toBe('1 NGN = 0,0006667 USD');
  });
});

describe('historyRateFormat', () => {
  it('keeps enough digits for a day-to-day move to show', () => {
    expect(historyRateFormat(1530.256)(1530.256)).toBe('1,530.26');
    expect(historyRateFormat(1.0869565, 'fr')(1.0869565)).toBe('1,0870');
    expect(historyRateFormat(0.00065359)(0.00065359)).toBe('0.0006536');
  });

  it("writes the change between two rates with the rates' decimals", () => {
    expect(historyRateFormat(1530.25)(28.77)).toBe('28.77');
    expect(historyRateFormat(1.0869, 'fr')(0.0123)).toBe('0,0123');
    expect(historyRateFormat(0.00065359)(0.00000412)).toBe('0.0000041');
  });

  it('writes no rate as 0', () => {
    expect(historyRateFormat(Number.NaN)(Number.NaN)).toBe('0.00');
  });
});
