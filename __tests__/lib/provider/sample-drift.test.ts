import { driftSampleRate, sampleDriftFactor, sampleSwing } from '@/lib/provider/sample-drift';

const minute = 60 * 1000;
const hour = 60 * minute;
const t0 = Date.parse('2026-11-27T00:00:00Z');

describe('sample drift', () => {
  it('is the same for the same pair and minute, on every call', () => {
    expect(sampleDriftFactor('USD', 'NGN', t0 + 10)).toBe(sampleDriftFactor('USD', 'NGN', t0 + minute - 1));
    expect(driftSampleRate('USD', 'NGN', 1530, t0)).toBe(driftSampleRate('USD', 'NGN', 1530, t0));
  });

  it('moves within 3.7 % and is not flat over a month', () => {
    const values = Array.from({ length: 24 * 30 * 12 }, (_, index) =>
      sampleDriftFactor('EUR', 'GHS', t0 + index * 5 * minute),
    );
    expect(Math.max(...values)).toBeLessThanOrEqual(1.037);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0.963);
    expect(Math.max(...values) - Math.min(...values)).toBeGreaterThan(0.01);
  });

  it('swings 0.5 % both ways every 12 minutes, so a target just off the rate is reached within one swing', () => {
    for (const start of [t0, t0 + 7 * minute, t0 + 3 * hour + 41 * minute]) {
      const shown = driftSampleRate('USD', 'NGN', 1530, start);
      const next = Array.from({ length: sampleSwing.periodMinutes }, (_, index) =>
        driftSampleRate('USD', 'NGN', 1530, start + (index + 1) * minute),
      );
      // One minute's step is a sixth of the swing: about 2.5 NGN on 1,530.
      expect(Math.max(...next) - Math.min(...next)).toBeGreaterThan(1530 * 2 * sampleSwing.amplitude * 0.95);
      expect(Math.max(...next)).toBeGreaterThanOrEqual(shown);
      expect(Math.min(...next)).toBeLessThanOrEqual(shown);
    }
  });

  it('leaves whole hours alone: the sample history, read hourly, does not see the swing', () => {
    const withoutSwing = (at: number) => sampleDriftFactor('USD', 'NGN', at);
    const values = Array.from({ length: 48 }, (_, index) => withoutSwing(t0 + index * hour));
    // Hour to hour, only the slow parts move: a few hundredths of a per cent, never the swing's sixth.
    for (const [index, value] of values.slice(1).entries())
      expect(Math.abs(value - values[index]!)).toBeLessThan(0.0005);
  });

  it('gives pairs their own phase', () => {
    expect(sampleDriftFactor('USD', 'NGN', t0)).not.toBe(sampleDriftFactor('GBP', 'NGN', t0));
  });

  it('leaves "no rate" alone', () => {
    expect(driftSampleRate('GBP', 'XAF', 0, t0)).toBe(0);
  });
});
