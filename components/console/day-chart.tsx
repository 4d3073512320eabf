import { scaleBand, scaleLinear } from 'd3-scale';

import type { PivotRow } from '@/lib/figures/pivot';

import styles from './console.module.scss';

const WIDTH = 600;
const HEIGHT = 160;

type DayChartProps = { name: string; days: PivotRow[] };

/** Bars of each day's total, drawn on the server; the table beside it holds the same figures. */
export function DayChart({ name, days }: DayChartProps) {
  const x = scaleBand()
    .domain(days.map((day) => day.key))
    .range([0, WIDTH])
    .paddingInner(0.2);
  const highest = Math.max(1, ...days.map((day) => day.total));
  const y = scaleLinear().domain([0, highest]).range([HEIGHT, 0]);
  const first = days[0]?.key;
  const last = days.at(-1)?.key;
  return (
    <div className={styles.chart}>
      <svg
        className={styles.svg}
        role="img"
        aria-label={`${name}, ${first} to ${last}: at most ${highest} a day`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        focusable="false"
      >
        <line className={styles.baseline} x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} />
        {days.map((day) => (
          <rect
            key={day.key}
            className={styles.bar}
            x={x(day.key)}
            width={x.bandwidth()}
            y={y(day.total)}
            height={HEIGHT - y(day.total)}
          />
        ))}
      </svg>
      <div className={styles.axis} aria-hidden="true">
        <span>{first}</span>
        <span>{last}</span>
      </div>
    </div>
  );
}
