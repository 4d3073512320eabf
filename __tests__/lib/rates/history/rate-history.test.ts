import { chartBox, chartGeometry } from '@/lib/rates/history/chart-geometry';
import { historyPath, isHistoryPagePeriod, periodStartDay } from '@/lib/rates/history/history-period';
import { summarize, withGaps, type HistoryDay } from '@/lib/rates/history/rate-history';
import { sampleHistory, sampleHistoryDays } from '@/lib/rates/history/sample-history';

const day = (date: string, close: number, high = close, low = close): HistoryDay => ({
  day: date,
  close,
  high,
  low,
});

describe('summarize', () => {
  it('gives the high, low, average and change over the days', () => {
    const summary = summarize([
      day('2026-11-01', 100, 104, 99),
      day('2026-11-02', 110, 111, 98),
      day('2026-11-03', 90),
    ]);
    expect(summary).toMatchObject({ high: 111, low: 90, average: 100, change: -10, changeRatio: -0.1 });
  });

  it('has nothing to say about no days', () => {
    expect(summarize([])).toBeUndefined();
  });
});

describe('withGaps', () => {
  it('puts a hole where a UTC day has no sample', () => {
    const slots = withGaps([day('2026-10-31', 1), day('2026-11-02', 2)]);
    expect(slots.map((slot) => slot?.close)).toEqual([1, undefined, 2]);
  });
});

describe('chartGeometry', () => {
  it('draws a single sample as a dot in the middle, with no line', () => {
    const geometry = chartGeometry([day('2026-11-01', 1500)]);
    expect(geometry.path).toBe('M300,100Z');
    expect(geometry.dots).toEqual([{ x: chartBox.width / 2, y: 100 }]);
    expect(geometry.ticks).toHaveLength(3);
  });

  it('breaks the line at a gap, dots a day left alone and the last day', () => {
    const geometry = chartGeometry([
      day('a', 10),
      day('b', 20),
      undefined,
      day('d', 15),
      undefined,
      day('f', 12),
    ]);
    expect(geometry.path.match(/M/g)).toHaveLength(3);
    expect(geometry.dots.map((dot) => dot.x)).toEqual([360, 600]);
    // Nice bounds around the data: the highest tick is above or at the highest close.
    expect(geometry.ticks[0]!.value).toBeGreaterThanOrEqual(20);
    expect(geometry.ticks[2]!.value).toBeLessThanOrEqual(10);
    expect(geometry.ticks.map((tick) => tick.y)).toEqual([0, 100, 200]);
  });
});

describe('history periods', () => {
  const now = Date.parse('2026-11-27T15:00:00Z');
  it('counts today in the period', () => {
    expect(periodStartDay('30d', now)).toBe('2026-10-29');
    expect(periodStartDay('1y', now)).toBe('2025-11-28');
    expect(periodStartDay('all', now)).toBeUndefined();
  });

  it('gives the longer periods their own path and only those', () => {
    expect(historyPath('/convert/usd-to-ngn', '30d')).toBe('/convert/usd-to-ngn');
    expect(historyPath('/convert/usd-to-ngn', '1y')).toBe('/convert/usd-to-ngn/1y');
    expect(isHistoryPagePeriod('all')).toBe(true);
    expect(isHistoryPagePeriod('30d')).toBe(false);
    expect(isHistoryPagePeriod('2y')).toBe(false);
  });
});

describe('sampleHistory', () => {
  const now = Date.parse('2026-11-27T15:00:00Z');
  const usdNgn = { from: 'USD', to: 'NGN', exchangeRate: 1530, divisionOperator: false };

  it('covers the days before today, the same on every call', () => {
    const days = sampleHistory(usdNgn, now);
    expect(days).toHaveLength(sampleHistoryDays);
    expect(days.at(-1)?.day).toBe('2026-11-26');
    expect(sampleHistory(usdNgn, now + 60_000)).toEqual(days);
    for (const entry of days) expect(entry.low).toBeLessThanOrEqual(entry.close);
    expect(sampleHistory(usdNgn, now, '2026-10-29')).toEqual(days.slice(-29));
  });

  it('inverts division pairs, and has no history for a pair without a rate', () => {
    const [first] = sampleHistory(
      { from: 'EUR', to: 'USD', exchangeRate: 0.92, divisionOperator: true },
      now,
    );
    expect(first!.close).toBeGreaterThan(1);
    expect(sampleHistory({ ...usdNgn, exchangeRate: 0 }, now)).toEqual([]);
  });
});
