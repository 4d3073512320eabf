import { driftSampleRate, sampleDriftFactor } from '@/lib/rates/sample-drift';

const hour = 60 * 60 * 1000;
const t0 = Date.parse('2026-11-27T00:00:00Z');

describe('sample drift', () => {
  it('is the same for the same pair and hour, on every call', () => {
    expect(sampleDriftFactor('USD', 'NGN', t0 + 10)).toBe(sampleDriftFactor('USD', 'NGN', t0 + hour - 1));
    expect(driftSampleRate('USD', 'NGN', 1530, t0)).toBe(driftSampleRate('USD', 'NGN', 1530, t0));
  });

  it('moves within 3.2 % and is not flat over a month', () => {
    const values = Array.from({ length: 24 * 30 }, (_, index) =>
      sampleDriftFactor('EUR', 'GHS', t0 + index * hour),
    );
    expect(Math.max(...values)).toBeLessThanOrEqual(1.032);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0.968);
    expect(Math.max(...values) - Math.min(...values)).toBeGreaterThan(0.01);
  });

  it('gives pairs their own phase', () => {
    expect(sampleDriftFactor('USD', 'NGN', t0)).not.toBe(sampleDriftFactor('GBP', 'NGN', t0));
  });

  it('leaves "no rate" alone', () => {
    expect(driftSampleRate('GBP', 'XAF', 0, t0)).toBe(0);
  });
});
