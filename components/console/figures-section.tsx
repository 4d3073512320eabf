import type { Breakdown } from '@/lib/figures/grouped-counts';
import { lastDays, pivot, stateTotals } from '@/lib/figures/pivot';

import { DayChart } from './day-chart';
import { StateTable } from './state-table';
import styles from './console.module.scss';

type FiguresSectionProps = {
  id: string;
  title: string;
  states: readonly string[];
  figures: Breakdown;
  now: Date;
  /** What `byPage` holds: the page a row came from, or for mail its purpose. */
  pageLabel?: string;
  showCampaigns?: boolean;
  children?: React.ReactNode;
};

export function FiguresSection({
  id,
  title,
  states,
  figures,
  now,
  pageLabel = 'Page',
  showCampaigns = true,
  children,
}: FiguresSectionProps) {
  const totals = stateTotals(figures.byDay, states);
  const days = pivot(figures.byDay, states, lastDays(now, 30));
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}, last 30 days</h2>
      <dl className={styles.totals}>
        {states.map((state) => (
          <div key={state}>
            <dt>{state}</dt>
            <dd>{totals[state]}</dd>
          </div>
        ))}
        {children}
      </dl>
      <figure className={styles.figure}>
        <figcaption>{title} per day (UTC)</figcaption>
        <div className={styles.chartAndTable}>
          <DayChart name={`${title} per day`} days={days} />
          <StateTable caption={`${title} by day`} keyLabel="Day" states={states} rows={[...days].reverse()} />
        </div>
      </figure>
      <div className={styles.pair}>
        <StateTable
          caption={`${title} by ${pageLabel.toLowerCase()}`}
          keyLabel={pageLabel}
          states={states}
          rows={pivot(figures.byPage, states)}
        />
        {showCampaigns && (
          <StateTable
            caption={`${title} by utm_source / utm_campaign`}
            keyLabel="utm_source / utm_campaign"
            states={states}
            rows={pivot(figures.byCampaign, states)}
          />
        )}
      </div>
    </section>
  );
}
