import type { PivotRow } from '@/lib/figures/pivot';

import styles from './console.module.scss';

type StateTableProps = {
  caption: string;
  keyLabel: string;
  states: readonly string[];
  rows: PivotRow[];
  /** How an empty key reads (a sign-up without a page or campaign). */
  blank?: string;
};

export function StateTable({ caption, keyLabel, states, rows, blank = '(none)' }: StateTableProps) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{keyLabel}</th>
            {states.map((state) => (
              <th key={state} scope="col" className={styles.number}>
                {state}
              </th>
            ))}
            <th scope="col" className={styles.number}>
              total
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={states.length + 2}>Nothing in the last 30 days.</td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.key === '' || row.key === ' / ' ? blank : row.key}</th>
              {states.map((state) => (
                <td key={state} className={styles.number}>
                  {row.counts[state] ?? 0}
                </td>
              ))}
              <td className={styles.number}>{row.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
