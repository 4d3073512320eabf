import { formatAge } from '@/lib/figures/format-age';

import styles from './console.module.scss';

type RecordingSectionProps = {
  recording: { source: string; completedAt: Date; stored: number } | undefined;
  now: Date;
  warnHours: number;
};

export function RecordingSection({ recording, now, warnHours }: RecordingSectionProps) {
  const ageMs = recording ? now.getTime() - recording.completedAt.getTime() : undefined;
  const late = ageMs === undefined || ageMs > warnHours * 3_600_000;
  return (
    <section className={styles.section} aria-labelledby="recording">
      <h2 id="recording">Recording of rates</h2>
      {recording && ageMs !== undefined ? (
        <dl className={styles.totals}>
          <div>
            <dt>last recording</dt>
            <dd>
              <time dateTime={recording.completedAt.toISOString()}>
                {recording.completedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC
              </time>
            </dd>
          </div>
          <div>
            <dt>age</dt>
            <dd>{formatAge(ageMs)}</dd>
          </div>
          <div>
            <dt>rates stored</dt>
            <dd>{recording.stored}</dd>
          </div>
          <div>
            <dt>source</dt>
            <dd>{recording.source}</dd>
          </div>
        </dl>
      ) : (
        <p>No recording has completed yet.</p>
      )}
      {late && (
        <p className={styles.message} data-tone="warning" role="alert">
          Warning: no recording in the last {warnHours} hours. Check the cron job that calls /api/cron/rates
          (docs/deploying.md).
        </p>
      )}
    </section>
  );
}
