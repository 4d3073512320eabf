// The sample rates move a little, the same way on every machine, so the demo's chart is not flat and a rate alert can
// fire. A pure function of the pair and the UTC hour: the demo's recorder and its sample history agree exactly.

const hourMs = 60 * 60 * 1000;

/** Each pair gets its own phase, so the charts do not all move in step. */
function phaseOf(from: string, to: string): number {
  let hash = 0;
  for (const char of `${from}${to}`) hash = (hash * 31 + char.charCodeAt(0)) % 1009;
  return (hash / 1009) * 2 * Math.PI;
}

/**
 * The factor applied to a sample rate at `atMs`: within ±3.2 % of 1 (far below the plausibility rule's 25 %), one
 * value per UTC hour: a trend over about three months, a three-week swell, a weekly ripple and a daily wobble.
 */
export function sampleDriftFactor(from: string, to: string, atMs: number): number {
  const hour = Math.floor(atMs / hourMs);
  const phase = phaseOf(from, to);
  const turn = (periodHours: number) => (2 * Math.PI * hour) / periodHours;
  const drift =
    0.02 * Math.sin(turn(24 * 97) + phase) +
    0.008 * Math.sin(turn(24 * 23) + 2 * phase) +
    0.003 * Math.sin(turn(24 * 7) + 3 * phase) +
    0.001 * Math.sin(turn(24) + 4 * phase);
  return 1 + drift;
}

/** A sample rate moved by the drift, kept to 6 significant digits as a provider would publish it. */
export function driftSampleRate(from: string, to: string, rate: number, atMs: number): number {
  if (!(rate > 0)) return rate;
  return Number((rate * sampleDriftFactor(from, to, atMs)).toPrecision(6));
}
