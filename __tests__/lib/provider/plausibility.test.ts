import { judgeReading, jumpFactor, plausibilityRule, type PendingJump } from '@/lib/provider/plausibility';

const minute = 60_000;
const { confirmAfterMs, confirmReadings } = plausibilityRule;

/** Feeds readings one a minute from `start`, returning each verdict's outcome and the last pending jump. */
function feed(lastGood: number, readings: number[], start = 0) {
  let pending: PendingJump | undefined;
  const outcomes = readings.map((rate, index) => {
    const verdict = judgeReading(lastGood, rate, start + index * minute, pending);
    pending = verdict.pending;
    return verdict.outcome;
  });
  return { outcomes, pending };
}

describe('judgeReading', () => {
  it('accepts ordinary moves at once', () => {
    expect(judgeReading(1500, 1510, 0, undefined).outcome).toBe('accepted');
    expect(judgeReading(1500, 1400, 0, undefined).outcome).toBe('accepted');
  });

  it('accepts anything when there is no last good rate, and a move to or from "no rate"', () => {
    expect(judgeReading(undefined, 1_500_000, 0, undefined).outcome).toBe('accepted');
    expect(judgeReading(0, 1_500_000, 0, undefined).outcome).toBe('accepted');
    expect(judgeReading(1500, 0, 0, undefined).outcome).toBe('accepted');
  });

  it.each([1_500_000, 1.5, 1 / 1500, 15_000])('holds back %s against 1500, in either direction', (rate) => {
    const verdict = judgeReading(1500, rate, 0, undefined);
    expect(verdict).toMatchObject({ outcome: 'held', pending: { rate, since: 0, readings: 1 } });
  });

  it('accepts a devaluation once consecutive readings over the confirmation time agree', () => {
    // The naira lost about 40% in a day: 1500 → 2100 naira a dollar, drifting a little between readings.
    const readings = Array.from({ length: confirmAfterMs / minute + 1 }, (_, index) => 2100 + index * 5);
    const { outcomes } = feed(1500, readings);
    expect(outcomes.slice(0, -1)).toEqual(Array(readings.length - 1).fill('held'));
    expect(outcomes.at(-1)).toBe('confirmed');
  });

  it('needs enough readings, however long the jump has lasted', () => {
    let pending: PendingJump | undefined;
    for (let reading = 1; reading < confirmReadings; reading += 1) {
      const verdict = judgeReading(1500, 2100, reading * confirmAfterMs, pending);
      expect(verdict.outcome).toBe('held');
      pending = verdict.pending;
    }
    expect(judgeReading(1500, 2100, confirmReadings * confirmAfterMs, pending).outcome).toBe('confirmed');
  });

  it('needs the confirmation time, however many readings', () => {
    const { outcomes } = feed(1500, Array(confirmReadings * 2).fill(2100), 0);
    expect(outcomes).toContain('held');
    const burst = Array.from({ length: confirmReadings * 2 }).reduce<PendingJump | undefined>(
      (pending, _, index) => judgeReading(1500, 2100, index, pending).pending,
      undefined,
    );
    expect(burst).toMatchObject({ readings: confirmReadings * 2, since: 0 });
  });

  it('starts over when a reading does not follow the jump held back', () => {
    const { pending } = feed(1500, [2100, 2100, 2100, 2100, 2100, 2100, 2100, 2100, 2100, 2100]);
    const wild = judgeReading(1500, 1_500_000, confirmAfterMs, pending);
    expect(wild).toMatchObject({
      outcome: 'held',
      pending: { rate: 1_500_000, since: confirmAfterMs, readings: 1 },
    });
  });

  it('forgets the jump once a reading is plausible again', () => {
    const held = judgeReading(1500, 1_500_000, 0, undefined);
    expect(judgeReading(1500, 1505, minute, held.pending)).toEqual({
      outcome: 'accepted',
      pending: undefined,
    });
  });
});

describe('jumpFactor', () => {
  it('is symmetric', () => {
    expect(jumpFactor(2, 1)).toBe(2);
    expect(jumpFactor(1, 2)).toBe(2);
  });
});
