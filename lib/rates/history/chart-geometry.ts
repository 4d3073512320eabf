import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';

import type { HistoryDay } from './rate-history';

export const chartBox = { width: 600, height: 200 } as const;

export type ChartGeometry = {
  path: string;
  dots: { x: number; y: number }[];
  ticks: { value: number; y: number }[];
};

export function chartGeometry(slots: readonly (HistoryDay | undefined)[]): ChartGeometry {
  const closes = slots.flatMap((slot) => (slot ? [slot.close] : []));
  if (closes.length === 0) return { path: '', dots: [], ticks: [] };
  let low = Math.min(...closes);
  let high = Math.max(...closes);
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
