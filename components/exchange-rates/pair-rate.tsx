import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/lib/i18n/routing';
import { describePair } from '@/lib/money/pair-terms';
import type { PairPageData } from '@/lib/provider/pair-pages';

import styles from './exchange-rates.module.scss';

type PairRateProps = { data: PairPageData; locale: Locale };

const timeFormats = new Map<string, Intl.DateTimeFormat>();
function formatUtcTime(iso: string, locale: string): string {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
    timeFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

export async function PairRate({ data, locale }: PairRateProps) {
  const [t, converter] = await Promise.all([
    getTranslations({ locale, namespace: 'PairPage' }),
    getTranslations({ locale, namespace: 'Converter' }),
  ]);
  const { from, to } = data.codes;
  if (!data.rates) {
    return (
      <p className={styles.notice} role="status">
        {converter('unavailable')}
      </p>
    );
  }
  const terms = data.pair ? describePair(data.pair, locale) : undefined;
  if (!terms) {
    return (
      <p className={styles.notice} role="status">
        {t('noRate', { fromCode: from, toCode: to })}
      </p>
    );
  }

  const { fee } = terms;
  return (
    <div className={styles.rate}>
      <p className={styles.rateFigure} data-testid="pair-rate">
        {terms.rate}
      </p>
      <p className={styles.lead}>
        {t('rateInWords', { one: terms.one, amount: terms.amount })}{' '}
        {fee.kind === 'percent'
          ? t('feePercent', { percent: fee.percent })
          : fee.kind === 'flat'
            ? t('feeFlat', { fee: fee.fee })
            : t('feeNone')}{' '}
        {t('example', terms.example)}
      </p>
      <p className={styles.meta}>
        {data.rates.source === 'sample' && <span className={styles.sampleBadge}>{converter('sample')}</span>}
        <span>{t('asOf', { time: formatUtcTime(data.rates.fetchedAt, locale) })}</span>
        {data.rates.source === 'sample' && <span>{t('sample')}</span>}
      </p>
      {data.rates.stale && (
        <p className={styles.notice} role="status">
          {t('stale')}
        </p>
      )}
    </div>
  );
}
