import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';

import type { HistoryDay } from './rate-history';

/** The SVG's own units; the page stretches it to the column's width (preserveAspectRatio="none"). */
export const chartBox = { width: 600, height: 200 } as const;

export type ChartGeometry = {
  /** The line through every recorded day, broken where a day is missing; empty with fewer than two days in a row. */
  path: string;
  /** Days drawn as a dot: the last one, and any with no neighbour to join (a single sample, a day between gaps). */
  dots: { x: number; y: number }[];
  /** The y axis' bounds and middle, top to bottom, with their heights in the box. */
  ticks: { value: number; y: number }[];
};

/** Positions for the days (from withGaps: undefined for a missing day), computed on the server with d3. */
export function chartGeometry(slots: readonly (HistoryDay | undefined)[]): ChartGeometry {
  const closes = slots.flatMap((slot) => (slot ? [slot.close] : []));
  if (closes.length === 0) return { path: '', dots: [], ticks: [] };
  let low = Math.min(...closes);
  let high = Math.max(...closes);
  // A flat history (or one sample) still needs a range to sit in the middle of.
  if (high - low < high * 1e-6) [low, high] = [low * 0.99, high * 1.01];
  const y = scaleLinear().domain([low, high]).nice(4).range([chartBox.height, 0]);
  const x = scaleLinear()
    .domain([0, Math.max(slots.length - 1, 1)])
    .range(slots.length === 1 ? [chartBox.width / 2, chartBox.width / 2] : [0, chartBox.width]);
  const round = (value: number) => Math.round(value * 10) / 10;

  const path =
    line<HistoryDay | undefined>()
      .defined((slot) => slot !== undefined)
      .x((_, index) => round(x(index)))
      .y((slot) => round(y(slot!.close)))(slots) ?? '';
  const dots = slots.flatMap((slot, index) => {
    if (!slot) return [];
    const alone = !slots[index - 1] && !slots[index + 1];
    return alone || index === slots.length - 1 ? [{ x: round(x(index)), y: round(y(slot.close)) }] : [];
  });
  const [bottom, top] = y.domain() as [number, number];
  const ticks = [top, (top + bottom) / 2, bottom].map((value) => ({ value, y: round(y(value)) }));
  return { path, dots, ticks };
}
