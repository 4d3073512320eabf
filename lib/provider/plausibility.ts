export type PlausibilityRule = {
  maxJumpFactor: number;
  followFactor: number;
  confirmReadings: number;
  confirmAfterMs: number;
};

export const plausibilityRule: PlausibilityRule = Object.freeze({
  maxJumpFactor: 1.25,
  followFactor: 1.05,
  confirmReadings: 3,
  confirmAfterMs: 10 * 60 * 1000,
});

export type PendingJump = {
  rate: number;
  since: number;
  readings: number;
};

export type Verdict =
  | { outcome: 'accepted'; pending: undefined }
  | { outcome: 'confirmed'; pending: undefined }
  | { outcome: 'held'; pending: PendingJump; factor: number };

export function jumpFactor(a: number, b: number): number {
  return Math.max(a / b, b / a);
}

/** Going to or from no rate (≤ 0, or no last good rate) is never held back: it shows nothing wrong. */
export function judgeReading(
  lastGood: number | undefined,
  reading: number,
  at: number,
  pending: PendingJump | undefined,
  rule: PlausibilityRule = plausibilityRule,
): Verdict {
  const usable = (rate: number | undefined): rate is number =>
    rate !== undefined && Number.isFinite(rate) && rate > 0;
  if (!usable(lastGood) || !usable(reading)) return { outcome: 'accepted', pending: undefined };
  const factor = jumpFactor(lastGood, reading);
  if (factor <= rule.maxJumpFactor) return { outcome: 'accepted', pending: undefined };

  const follows = pending !== undefined && jumpFactor(pending.rate, reading) <= rule.followFactor;
  const next: PendingJump = follows
    ? { rate: reading, since: pending.since, readings: pending.readings + 1 }
    : { rate: reading, since: at, readings: 1 };
  if (next.readings >= rule.confirmReadings && at - next.since >= rule.confirmAfterMs)
    return { outcome: 'confirmed', pending: undefined };
  return { outcome: 'held', pending: next, factor };
}
