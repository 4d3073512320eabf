import { seededUpdatedAt } from '@/components/currency-converter/use-rates';

const now = Date.parse('2026-11-24T20:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const minute = 60_000;

describe('seededUpdatedAt', () => {
  it('counts rates a cached page carries from the moment it is shown, within the two windows', () => {
    expect(seededUpdatedAt(ago(0), minute, now)).toBe(now);
    expect(seededUpdatedAt(ago(90_000), minute, now)).toBe(now);
    expect(seededUpdatedAt(ago(3 * minute), minute, now)).toBe(now);
  });

  it('keeps the fetch time of older data, so they are refreshed at once', () => {
    expect(seededUpdatedAt(ago(3 * minute + 1), minute, now)).toBe(now - 3 * minute - 1);
    expect(seededUpdatedAt(ago(3 * 3_600_000), minute, now)).toBe(now - 3 * 3_600_000);
  });

  it('scales with the query’s own window (competitor quotes: 10 minutes)', () => {
    expect(seededUpdatedAt(ago(11 * minute), 10 * minute, now)).toBe(now);
    expect(seededUpdatedAt(ago(13 * minute), 10 * minute, now)).toBe(now - 13 * minute);
  });
});
