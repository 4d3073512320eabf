import { getTranslations } from 'next-intl/server';

import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import { historyRateFormat } from '@/lib/money/format-rate';
import { chartGeometry } from '@/lib/rates/history/chart-geometry';
import { historyPath, historyPeriods, type HistoryPeriod } from '@/lib/rates/history/history-period';
import { summarize, withGaps, type RateHistory } from '@/lib/rates/history/rate-history';

import { HistoryPlot } from './history-plot';
import { HistoryTable } from './history-table';
import styles from './rate-history.module.scss';

type RateHistoryProps = {
  locale: Locale;
  from: string;
  to: string;
  period: HistoryPeriod;
  pairPath: string;
  history: RateHistory | undefined;
  headingLevel: 1 | 2;
};

// Written out, so the message-key test sees each key read.
const periodKeys = { '30d': 'period.30d', '1y': 'period.1y', all: 'period.all' } as const;

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
}

function historyFormats(locale: Locale, reference: number) {
  const shortDate = dateFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  const rate = historyRateFormat(reference, locale);
  return {
    day: (iso: string) => shortDate.format(new Date(`${iso}T00:00:00Z`)),
    longTime: dateFormat(locale, { dateStyle: 'long', timeStyle: 'short' }),
    percent: new Intl.NumberFormat(locale, {
      style: 'percent',
      maximumFractionDigits: 2,
      signDisplay: 'exceptZero',
    }),
    rate,
    signed: (value: number) => (value > 0 ? '+' : value < 0 ? '−' : '') + rate(Math.abs(value)),
  };
}

export async function RateHistoryChart({
  locale,
  from,
  to,
  period,
  pairPath,
  history,
  headingLevel,
}: RateHistoryProps) {
  const t = await getTranslations({ locale, namespace: 'RateHistory' });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const names = { fromCode: from, toCode: to };
  const periodName = t(periodKeys[period]);

  return (
    <section className={styles.history} aria-labelledby="rate-history-title">
      <Heading id="rate-history-title" className={headingLevel === 1 ? styles.pageTitle : styles.title}>
        {t('title', { ...names, period: periodName })}
      </Heading>
      <nav className={styles.periods} aria-label={t('periodsLabel')}>
        {historyPeriods.map((option) => (
          <a
            key={option}
            className={styles.period}
            href={localizedPath(historyPath(pairPath, option), locale)}
            aria-current={option === period ? 'page' : undefined}
          >
            {t(periodKeys[option])}
          </a>
        ))}
      </nav>
      <HistoryBody locale={locale} from={from} to={to} period={period} history={history} />
    </section>
  );
}

async function HistoryBody({
  locale,
  from,
  to,
  period,
  history,
}: Pick<RateHistoryProps, 'locale' | 'from' | 'to' | 'period' | 'history'>) {
  const t = await getTranslations({ locale, namespace: 'RateHistory' });
  const names = { fromCode: from, toCode: to };
  if (!history) return <p className={styles.notice}>{t('unavailable')}</p>;
  const summary = summarize(history.days);
  if (!summary) return <p className={styles.notice}>{t('noSamples', names)}</p>;

  const { day, longTime, percent, rate, signed } = historyFormats(locale, summary.last.close);
  const slots = withGaps(history.days);
  const geometry = chartGeometry(slots);
  const periodName = t(periodKeys[period]);
  const start = day(summary.first.day);
  const end = day(summary.last.day);
  const chartName = t('chartName', {
    ...names,
    period: periodName,
    start,
    end,
    first: rate(summary.first.close),
    last: rate(summary.last.close),
    high: rate(summary.high),
    low: rate(summary.low),
  });

  return (
    <figure className={styles.figure}>
      <HistoryPlot
        geometry={geometry}
        name={chartName}
        start={start}
        end={slots.length > 1 ? end : undefined}
        rate={rate}
      />
      <figcaption className={styles.caption}>
        <p>
          {history.source === 'sample' && <span className={styles.sampleBadge}>{t('sampleBadge')}</span>}{' '}
          {t('explains', names)}
          {history.source === 'sample' && <> {t('sample')}</>}
        </p>
        {history.startsInPeriod && <p>{t('shortHistory', { start: day(history.startsInPeriod) })}</p>}
        {history.lastReadAt && (
          <p className={styles.meta}>
            {t('lastSample', { time: longTime.format(new Date(history.lastReadAt)) })}
          </p>
        )}
      </figcaption>
      <dl className={styles.stats}>
        {[
          [t('high'), rate(summary.high)],
          [t('low'), rate(summary.low)],
          [t('average'), rate(summary.average)],
          [t('change'), `${signed(summary.change)} (${percent.format(summary.changeRatio)})`],
        ].map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <HistoryTable
        days={history.days}
        caption={t('tableCaption', { ...names, period: periodName })}
        dateColumn={t('dateColumn')}
        rateColumn={t('rateColumn', names)}
        day={day}
        rate={rate}
      />
    </figure>
  );
}
