import clsx from 'clsx';

import styles from './logo.module.scss';

type LogoProps = {
  brand: string;
  className?: string;
};

export function Logo({ brand, className }: LogoProps) {
  return (
    <span className={clsx(styles.logo, className)}>
      <svg
        className={styles.mark}
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="32" height="32" rx="9" fill="var(--color-primary)" />
        <path
          d="M9 13.5a7 7 0 0 1 12.2-4.7M23 18.5a7 7 0 0 1-12.2 4.7"
          fill="none"
          stroke="var(--color-accent)"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
        <path
          d="M21.8 5.6l.2 4.2-4.1.4M10.2 26.4l-.2-4.2 4.1-.4"
          fill="none"
          stroke="var(--color-accent)"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="16" cy="16" r="2.6" fill="#fff" />
      </svg>
      <span className={styles.wordmark}>{brand}</span>
    </span>
  );
}
