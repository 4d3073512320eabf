import styles from './carousel-controls.module.scss';

type CarouselControlsProps = {
  current: number;
  onShow: (index: number) => void;
  isPaused: boolean;
  onTogglePause: () => void;
  pauseLabel: string;
  playLabel: string;
  showLabels: string[];
  className?: string;
};

// The pause button is hidden by CSS under reduced motion, so server and client markup stay equal.
export function CarouselControls({
  current,
  onShow,
  isPaused,
  onTogglePause,
  pauseLabel,
  playLabel,
  showLabels,
  className,
}: CarouselControlsProps) {
  return (
    <div className={className ? `${styles.controls} ${className}` : styles.controls}>
      <button
        type="button"
        className={styles.pause}
        aria-label={isPaused ? playLabel : pauseLabel}
        onClick={onTogglePause}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d={isPaused ? 'M8 5l11 7-11 7z' : 'M7 5h4v14H7zM13 5h4v14h-4z'} fill="currentColor" />
        </svg>
      </button>
      <div className={styles.dots}>
        {showLabels.map((name, index) => (
          <button
            key={name}
            type="button"
            className={styles.dot}
            aria-label={name}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => onShow(index)}
          />
        ))}
      </div>
    </div>
  );
}
