'use client';

import { competitorNames } from '@/lib/currencies/competitors';
import { fill } from '@/lib/i18n/fill';
import type { CompetitorComparison, CompetitorQuote } from '@/lib/money/competitors';
import { formatMoney, formatSignedMoney } from '@/lib/money/format-money';

import type { ConverterCopy } from './converter-copy';
import styles from './compare-panel.module.scss';

type ComparePanelProps = {
  copy: ConverterCopy['compare'];
  currency: string;
  locale: string;
  comparison: CompetitorComparison<CompetitorQuote> | null;
  isLoading: boolean;
  failed: boolean;
};

export function ComparePanel({ copy, currency, locale, comparison, isLoading, failed }: ComparePanelProps) {
  if (isLoading) return <p className={styles.status}>{copy.loading}</p>;
  if (failed) return <p className={styles.status}>{copy.failed}</p>;
  if (!comparison || comparison.rows.length === 0) return null;

  return (
    <section className={styles.panel} aria-labelledby="compare-title">
      <div className={styles.head}>
        <h3 id="compare-title" className={styles.title}>
          {copy.title}
        </h3>
        <p className={styles.note}>{copy.note}</p>
      </div>
      <ul className={styles.rows} aria-label={copy.tableLabel}>
        {comparison.rows.map((row) => (
          <li key={row.provider} className={styles.row}>
            <span className={styles.provider}>{competitorNames[row.provider]}</span>
            <span className={styles.their}>
              {fill(copy.theirAmount, { amount: formatMoney(row.theirReceive, currency, locale) })}
            </span>
            <span className={styles.difference} data-sign={row.sameRate ? 'same' : 'positive'}>
              {row.sameRate ? copy.sameRate : formatSignedMoney(row.difference, currency, locale)}
            </span>
          </li>
        ))}
      </ul>
      {comparison.upTo === null ? (
        <p className={styles.feesNote}>{copy.ratesOnly}</p>
      ) : (
        <p className={styles.upTo}>
          {fill(copy.upTo, { amount: formatMoney(comparison.upTo, currency, locale) })}{' '}
          <span className={styles.feesNote}>{copy.ratesOnly}</span>
        </p>
      )}
    </section>
  );
}
