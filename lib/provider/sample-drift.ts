const minuteMs = 60 * 1000;

export const sampleSwing = { amplitude: 0.005, periodMinutes: 12 } as const;

function phaseOf(from: string, to: string): number {
  let hash = 0;
  for (const char of `${from}${to}`) hash = (hash * 31 + char.charCodeAt(0)) % 1009;
  return (hash / 1009) * 2 * Math.PI;
}

function swing(minute: number): number {
  const turn = (minute / sampleSwing.periodMinutes + 0.25) % 1;
  return turn < 0.5 ? 4 * turn - 1 : 3 - 4 * turn;
}

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

export function driftSampleRate(from: string, to: string, rate: number, atMs: number): number {
  if (!(rate > 0)) return rate;
  return Number((rate * sampleDriftFactor(from, to, atMs)).toPrecision(6));
}
