import { formatAge } from '@/lib/figures/format-age';
import { lastDays, pivot, stateTotals } from '@/lib/figures/pivot';

describe('figures', () => {
  const rows = [
    { key: '2026-11-27', state: 'confirmed', count: 2 },
    { key: '2026-11-28', state: 'pending', count: 1 },
    { key: '2026-11-28', state: 'confirmed', count: 3 },
  ];

  it('lays counts out one row per key, a zero where a state has none', () => {
    expect(pivot(rows, ['confirmed', 'pending'])).toEqual([
      { key: '2026-11-28', counts: { confirmed: 3, pending: 1 }, total: 4 },
      { key: '2026-11-27', counts: { confirmed: 2, pending: 0 }, total: 2 },
    ]);
    expect(pivot(rows, ['confirmed'], ['2026-11-26', '2026-11-27']).map((row) => row.total)).toEqual([0, 2]);
    expect(stateTotals(rows, ['confirmed', 'pending', 'mail-off'])).toEqual({
      confirmed: 5,
      pending: 1,
      'mail-off': 0,
    });
  });

  it('lists the last days in UTC, oldest first', () => {
    expect(lastDays(new Date('2026-03-01T23:30:00Z'), 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });

  it('says an age at a glance', () => {
    expect(formatAge(30_000)).toBe('under a minute');
    expect(formatAge(40 * 60_000)).toBe('40 min');
    expect(formatAge(27 * 3_600_000 + 5 * 60_000)).toBe('1 d 3 h');
    expect(formatAge(5 * 3_600_000 + 12 * 60_000)).toBe('5 h 12 min');
  });
});
