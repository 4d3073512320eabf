// The plausibility rule for a new rate against the last good one. Pure, so anything that takes in rates (the
// converter's data cache, a later rate history recorder) holds back the same readings. Why these settings:
// docs/rates.md ("Plausibility").

export type PlausibilityRule = {
  /** A reading this many times above or below the last good rate is implausible until confirmed. */
  maxJumpFactor: number;
  /** Consecutive implausible readings belong to one jump while each is within this factor of the one before. */
  followFactor: number;
  /** A jump is accepted once this many consecutive readings show it... */
  confirmReadings: number;
  /** ...and the first and the latest of them are at least this far apart (ms). */
  confirmAfterMs: number;
};

export const plausibilityRule: PlausibilityRule = Object.freeze({
  maxJumpFactor: 1.25,
  followFactor: 1.05,
  confirmReadings: 3,
  confirmAfterMs: 10 * 60 * 1000,
});

/** A jump held back, waiting for confirmation: all the state the rule needs for one pair. */
export type PendingJump = {
  /** The latest reading of the jump. */
  rate: number;
  /** When its first reading came (ms since the epoch). */
  since: number;
  readings: number;
};

export type Verdict =
  | { outcome: 'accepted'; pending: undefined }
  | { outcome: 'confirmed'; pending: undefined }
  | { outcome: 'held'; pending: PendingJump; factor: number };

/** How many times larger the larger of two positive rates is. */
export function jumpFactor(a: number, b: number): number {
  return Math.max(a / b, b / a);
}

/**
 * Judges `reading` (taken at `at`) against `lastGood`, the rate shown until now, and the jump already held back for
 * this pair. Rates are compared in one direction (units of `to` per `from`); ≤ 0 or no last good rate means no
 * rate, and going to or from "no rate" is never held back: it shows nothing wrong.
 */
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
