import { useId } from 'react';

import styles from './reviews-badge.module.scss';

const STAR = 'M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5L2.5 9.3l6.6-.8z';

export function Stars({ value }: { value: number }) {
  const id = useId();
  return (
    <svg
      className={styles.stars}
      viewBox="0 0 120 24"
      width="100"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.min(Math.max(value - index, 0), 1);
        return (
          <g key={index} transform={`translate(${index * 24} 0)`}>
            <clipPath id={`${id}-${index}`}>
              <rect width={24 * fill} height="24" />
            </clipPath>
            <path d={STAR} className={styles.starEmpty} />
            <path d={STAR} className={styles.starFull} clipPath={`url(#${id}-${index})`} />
          </g>
        );
      })}
    </svg>
  );
}
