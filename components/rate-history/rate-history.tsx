import { getTranslations } from 'next-intl/server';

import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import { historyRateFormat } from '@/lib/money/format-rate';
import { chartBox, chartGeometry } from '@/lib/rates/history/chart-geometry';
import { historyPath, historyPeriods, type HistoryPeriod } from '@/lib/rates/history/history-period';
import { summarize, withGaps, type RateHistory } from '@/lib/rates/history/rate-history';

import styles from './rate-history.module.scss';

type RateHistoryProps = {
  locale: Locale;
  from: string;
  to: string;
  period: HistoryPeriod;
  pairPath: string;
  /** Undefined when the history could not be read (no database at build, an outage). */
  history: RateHistory | undefined;
  /** The heading's level: the pair page's section (h2) or the history page's own title (h1). */
  headingLevel: 1 | 2;
};

// Written out, so the message-key test sees each key read.
const periodKeys = { '30d': 'period.30d', '1y': 'period.1y', all: 'period.all' } as const;

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
}

/** The recorded history of one pair as a server-drawn SVG, its summary and a table of the same points. */
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

  const shortDate = dateFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  const longTime = dateFormat(locale, { dateStyle: 'long', timeStyle: 'short' });
  const day = (iso: string) => shortDate.format(new Date(`${iso}T00:00:00Z`));
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  });
  const signed = (value: number) => (value > 0 ? '+' : value < 0 ? '−' : '') + rate(Math.abs(value));

  const rate = historyRateFormat(summary.last.close, locale);
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
      <div className={styles.chart}>
        <div className={styles.yAxis} aria-hidden="true">
          <span className={styles.sizer}>
            {geometry.ticks
              .map((tick) => rate(tick.value))
              .reduce((a, b) => (b.length > a.length ? b : a), '')}
          </span>
          {geometry.ticks.map((tick, index) => (
            <span key={index} className={styles.tick} data-at={['top', 'middle', 'bottom'][index]}>
              {rate(tick.value)}
            </span>
          ))}
        </div>
        <svg
          className={styles.svg}
          role="img"
          aria-label={chartName}
          viewBox={`0 0 ${chartBox.width} ${chartBox.height}`}
          preserveAspectRatio="none"
          focusable="false"
        >
          {geometry.ticks.map((tick, index) => (
            <line
              key={index}
              className={styles.grid}
              x1={0}
              x2={chartBox.width}
              y1={tick.y}
              y2={tick.y}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {geometry.path && (
            <path className={styles.line} d={geometry.path} vectorEffect="non-scaling-stroke" />
          )}
          {geometry.dots.map((dot) => (
            // A zero-length stroke with round caps: a dot that stays round when the box is stretched.
            <path
              key={`${dot.x},${dot.y}`}
              className={styles.dot}
              d={`M${dot.x},${dot.y}h0`}
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
        <div className={styles.xAxis} aria-hidden="true">
          <span>{start}</span>
          {slots.length > 1 && <span>{end}</span>}
        </div>
      </div>
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
        <div>
          <dt>{t('high')}</dt>
          <dd>{rate(summary.high)}</dd>
        </div>
        <div>
          <dt>{t('low')}</dt>
          <dd>{rate(summary.low)}</dd>
        </div>
        <div>
          <dt>{t('average')}</dt>
          <dd>{rate(summary.average)}</dd>
        </div>
        <div>
          <dt>{t('change')}</dt>
          <dd>
            {signed(summary.change)} ({percent.format(summary.changeRatio)})
          </dd>
        </div>
      </dl>
      <div className={styles.tableWrap} role="region" aria-labelledby="rate-history-caption" tabIndex={0}>
        <table className={styles.table}>
          <caption id="rate-history-caption">{t('tableCaption', { ...names, period: periodName })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dateColumn')}</th>
              <th scope="col">{t('rateColumn', names)}</th>
            </tr>
          </thead>
          <tbody>
            {history.days.toReversed().map((point) => (
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
    </figure>
  );
}
