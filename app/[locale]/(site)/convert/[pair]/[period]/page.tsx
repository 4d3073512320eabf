import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { cataloguePairs, pairPath, pairSlug } from '@/lib/converter/pair-slug';
import { localeFrom } from '@/lib/i18n/locale-param';
import { localizedPath } from '@/lib/i18n/localized-path';
import { loadPairPage } from '@/lib/provider/pair-pages';
import { loadRateHistory } from '@/lib/rates/history/history';
import { historyPagePeriods, isHistoryPagePeriod } from '@/lib/rates/history/history-period';
import { pageMetadata, withBrand } from '@/lib/seo/page-metadata';
import { site } from '@/lib/site';
import { AnalyticsMark } from '@/components/analytics/analytics-mark';
import { RateHistoryChart } from '@/components/rate-history/rate-history';
import styles from '@/components/exchange-rates/exchange-rates.module.scss';

type HistoryPageProps = { params: Promise<{ locale: string; pair: string; period: string }> };

// freshness.pageSeconds (lib/cache/freshness.mjs): Next reads this as a literal; a test keeps them equal.
export const revalidate = 60;
export const dynamic = 'force-static';

export const dynamicParams = false;

// Both parameters here: the pair page's generateStaticParams belongs to its page, not to a layout this route shares.
export function generateStaticParams() {
  return cataloguePairs.flatMap((pair) =>
    historyPagePeriods.map((period) => ({ pair: pairSlug(pair), period })),
  );
}

async function resolve(params: HistoryPageProps['params']) {
  const [locale, { pair: slug, period }] = await Promise.all([localeFrom(params), params]);
  if (!isHistoryPagePeriod(period)) return undefined;
  const data = await loadPairPage(slug);
  return data && { locale, period, data };
}

export async function generateMetadata({ params }: HistoryPageProps): Promise<Metadata> {
  const page = await resolve(params);
  if (!page) return {};
  const { locale, period, data } = page;
  const t = await getTranslations({ locale, namespace: 'RateHistory' });
  const names = {
    fromCode: data.codes.from,
    toCode: data.codes.to,
    period: t(period === '1y' ? 'period.1y' : 'period.all'),
  };
  return pageMetadata({
    locale,
    href: `${pairPath(data.codes)}/${period}`,
    title: withBrand(t('metaTitle', names)),
    description: t('metaDescription', { ...names, brand: site.name }),
    // The pair page carries the pair's search presence (and its last 30 days); these are longer views of it.
    noindex: true,
  });
}

export default async function HistoryPage({ params }: HistoryPageProps) {
  const page = await resolve(params);
  if (!page) notFound();
  const { locale, period, data } = page;
  setRequestLocale(locale);
  const { from, to } = data.codes;
  const [history, pairPage] = await Promise.all([
    loadRateHistory(from, to, period),
    getTranslations({ locale, namespace: 'RatesPage' }),
  ]);
  return (
    <div className={styles.inner}>
      <RateHistoryChart
        locale={locale}
        from={from}
        to={to}
        period={period}
        pairPath={pairPath(data.codes)}
        history={history}
        headingLevel={1}
      />
      <p>
        <a href={localizedPath(pairPath(data.codes), locale)}>
          {pairPage('pairLink', { fromCode: from, toCode: to })}
        </a>
      </p>
      <AnalyticsMark pair={data.codes} />
    </div>
  );
}
