import type { RateHistory } from '@/lib/rates/history/rate-history';

import styles from './rate-history.module.scss';

type HistoryTableProps = {
  days: RateHistory['days'];
  caption: string;
  dateColumn: string;
  rateColumn: string;
  day: (iso: string) => string;
  rate: (value: number) => string;
};

export function HistoryTable({ days, caption, dateColumn, rateColumn, day, rate }: HistoryTableProps) {
  return (
    <div className={styles.tableWrap} role="region" aria-labelledby="rate-history-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="rate-history-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{dateColumn}</th>
            <th scope="col">{rateColumn}</th>
          </tr>
        </thead>
        <tbody>
          {days.toReversed().map((point) => (
            <tr key={point.day}>
              <th scope="row">
                <time dateTime={point.day}>{day(point.day)}</time>
              </th>
              <td>{rate(point.close)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
