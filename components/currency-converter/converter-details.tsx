'use client';

import type { CurrencyCode } from '@/lib/currencies/catalogue';
import { fill } from '@/lib/i18n/fill';
import { getEffectiveRate, hasUsableRate } from '@/lib/money/convert';
import { formatMoney } from '@/lib/money/format-money';
import { formatRate } from '@/lib/money/format-rate';
import type { RatePair, RatesResponse } from '@/lib/schemas/rates';

import type { ConverterCopy } from './converter-copy';
import { formatAge } from './relative-age';
import { useClock } from './use-clock';
import styles from './converter-details.module.scss';

type ConverterDetailsProps = {
  copy: ConverterCopy;
  locale: string;
  from: CurrencyCode;
  to: CurrencyCode;
  pair: RatePair | undefined;
  fee: number;
  converted: number;
  rates: RatesResponse;
  renderedAt: number;
  refreshFailed?: boolean;
};

export function ConverterDetails({
  copy,
  locale,
  from,
  to,
  pair,
  fee,
  converted,
  rates,
  renderedAt,
  refreshFailed = false,
}: ConverterDetailsProps) {
  const now = useClock(renderedAt);
  const age = formatAge(rates.fetchedAt, now, locale);
  const usable = hasUsableRate(pair);

  if (!usable) {
    return (
      <div className={styles.details}>
        <p className={styles.notice} data-tone="warning">
          {fill(copy.noRate, { from, to })}
        </p>
      </div>
    );
  }

  return (
    <div className={styles.details}>
      <dl className={styles.list}>
        <div className={styles.item}>
          <dt>{copy.fee}</dt>
          <dd>{formatMoney(fee, from, locale)}</dd>
        </div>
        <div className={styles.item}>
          <dt>{copy.amountConverted}</dt>
          <dd>{formatMoney(converted, from, locale)}</dd>
        </div>
        <div className={styles.item}>
          <dt>{copy.rate}</dt>
          <dd>{formatRate(getEffectiveRate(pair), from, to, locale)}</dd>
        </div>
      </dl>
      <p className={styles.meta}>
        {fill(copy.updated, { age })}
        {rates.source === 'sample' && <span className={styles.badge}>{copy.sample}</span>}
      </p>
      {rates.stale && (
        <p className={styles.notice} data-tone="warning">
          {fill(copy.stale, { age })}
        </p>
      )}
      {refreshFailed && (
        <p className={styles.notice} data-tone="warning" role="alert">
          {copy.fetchFailed}
        </p>
      )}
    </div>
  );
}
