import { chartBox, type chartGeometry } from '@/lib/rates/history/chart-geometry';

import styles from './rate-history.module.scss';

type HistoryPlotProps = {
  geometry: ReturnType<typeof chartGeometry>;
  /** The chart's accessible name: the pair, the period and the figures a sighted reader takes from it. */
  name: string;
  start: string;
  end: string | undefined;
  rate: (value: number) => string;
};

export function HistoryPlot({ geometry, name, start, end, rate }: HistoryPlotProps) {
  const widest = geometry.ticks
    .map((tick) => rate(tick.value))
    .reduce((a, b) => (b.length > a.length ? b : a), '');
  return (
    <div className={styles.chart}>
      <div className={styles.yAxis} aria-hidden="true">
        <span className={styles.sizer}>{widest}</span>
        {geometry.ticks.map((tick, index) => (
          <span key={index} className={styles.tick} data-at={['top', 'middle', 'bottom'][index]}>
            {rate(tick.value)}
          </span>
        ))}
      </div>
      <svg
        className={styles.svg}
        role="img"
        aria-label={name}
        viewBox={`0 0 ${chartBox.width} ${chartBox.height}`}
        preserveAspectRatio="none"
        focusable="false"
      >
        {geometry.ticks.map((tick, index) => (
          <line
            key={index}
            className={styles.grid}
            x1={0}
            x2={chartBox.width}
            y1={tick.y}
            y2={tick.y}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {geometry.path && (
          <path className={styles.line} d={geometry.path} vectorEffect="non-scaling-stroke" />
        )}
        {geometry.dots.map((dot) => (
          // A zero-length stroke with round caps: a dot that stays round when the box is stretched.
          <path
            key={`${dot.x},${dot.y}`}
            className={styles.dot}
            d={`M${dot.x},${dot.y}h0`}
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      <div className={styles.xAxis} aria-hidden="true">
        <span>{start}</span>
        {end && <span>{end}</span>}
      </div>
    </div>
  );
}
