import { formatHistoryRate, formatRate } from '@/lib/money/format-rate';

describe('formatRate', () => {
  it('writes a rate above 1 with 2 decimals and one below 1 with 4 significant digits', () => {
    expect(formatRate(1500, 'USD', 'NGN')).toBe('1 USD = 1,500.00 NGN');
    expect(formatRate(1 / 1500, 'NGN', 'USD', 'fr')).toBe('1 NGN = 0,0006667 USD');
  });
});

describe('formatHistoryRate', () => {
  it('keeps enough digits for a day-to-day move to show', () => {
    expect(formatHistoryRate(1530.256)).toBe('1,530.26');
    expect(formatHistoryRate(1.0869565, 'fr')).toBe('1,0870');
    expect(formatHistoryRate(0.00065359)).toBe('0.0006536');
  });

  it('writes no rate as 0', () => {
    expect(formatHistoryRate(Number.NaN)).toBe('0');
  });
});
