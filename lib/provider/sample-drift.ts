// The sample rates move a little, the same way on every machine, so the demo's chart is not flat and a rate alert can
// fire within minutes. A pure function of the pair and the UTC minute: the demo's recorder and its sample history
// agree exactly.

const minuteMs = 60 * 1000;

/** The demo's swing, both ways: an alert set a little above or below the rate shown fires within one swing. */
export const sampleSwing = { amplitude: 0.005, periodMinutes: 12 } as const;

/** Each pair gets its own phase, so the charts do not all move in step. */
function phaseOf(from: string, to: string): number {
  let hash = 0;
  for (const char of `${from}${to}`) hash = (hash * 31 + char.charCodeAt(0)) % 1009;
  return (hash / 1009) * 2 * Math.PI;
}

/** A triangle wave from −1 to 1 and back; 0 at every whole hour, so hourly readings never see it. */
function swing(minute: number): number {
  const turn = (minute / sampleSwing.periodMinutes + 0.25) % 1;
  return turn < 0.5 ? 4 * turn - 1 : 3 - 4 * turn;
}

/**
 * The factor applied to a sample rate at `atMs`: within ±3.7 % of 1 (far below the plausibility rule's 25 %), one
 * value per UTC minute: a trend over about three months, a three-week swell, a weekly ripple, a daily wobble, and the
 * 12-minute swing that the demo records each minute (read hourly, as the sample history is, it is always 0).
 */
export function sampleDriftFactor(from: string, to: string, atMs: number): number {
  const minute = Math.floor(atMs / minuteMs);
  const hour = minute / 60;
  const phase = phaseOf(from, to);
  const turn = (periodHours: number) => (2 * Math.PI * hour) / periodHours;
  const drift =
    0.02 * Math.sin(turn(24 * 97) + phase) +
    0.008 * Math.sin(turn(24 * 23) + 2 * phase) +
    0.003 * Math.sin(turn(24 * 7) + 3 * phase) +
    0.001 * Math.sin(turn(24) + 4 * phase) +
    sampleSwing.amplitude * swing(minute);
  return 1 + drift;
}

/** A sample rate moved by the drift, kept to 6 significant digits as a provider would publish it. */
export function driftSampleRate(from: string, to: string, rate: number, atMs: number): number {
  if (!(rate > 0)) return rate;
  return Number((rate * sampleDriftFactor(from, to, atMs)).toPrecision(6));
}
