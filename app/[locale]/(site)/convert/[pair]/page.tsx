import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { localeFrom } from '@/lib/i18n/locale-param';
import { cataloguePairs, pairPath, pairSlug } from '@/lib/converter/pair-slug';
import { describePair, exampleAmount } from '@/lib/money/pair-terms';
import { listedPairs, loadPairPage } from '@/lib/provider/pair-pages';
import { alertsAreOn } from '@/lib/alerts/alerts';
import { nextProcess } from '@/lib/env';
import { getEffectiveRate } from '@/lib/money/convert';
import { loadRateHistory } from '@/lib/rates/history/history';
import { pageMetadata, withBrand } from '@/lib/seo/page-metadata';
import { site } from '@/lib/site';
import { AnalyticsMark } from '@/components/analytics/analytics-mark';
import { getCurrencyNameInSentence } from '@/components/exchange-rates/currency-names';
import { PairExplainer } from '@/components/exchange-rates/pair-explainer';
import { PairLinks } from '@/components/exchange-rates/pair-links';
import { PairRate } from '@/components/exchange-rates/pair-rate';
import { PairStructuredData } from '@/components/exchange-rates/pair-structured-data';
import { PreviewNotice } from '@/components/preview-notice/preview-notice';
import { RateAlertForm } from '@/components/rate-alert/rate-alert-form';
import { RateHistoryChart } from '@/components/rate-history/rate-history';
import styles from '@/components/exchange-rates/exchange-rates.module.scss';
import { SmartExchange } from '@/components/sections/smart-exchange/smart-exchange';

type PairPageProps = { params: Promise<{ locale: string; pair: string }> };

// freshness.pageSeconds (lib/cache/freshness.mjs): Next reads this as a literal; a test keeps them equal.
export const revalidate = 60;
// force-static although the provider is called with no-store: lib/provider's own cache decides freshness.
export const dynamic = 'force-static';

// Only the catalogue's pairs: every other slug is the 404, never a page rendered and cached under that name.
export const dynamicParams = false;

export function generateStaticParams() {
  return cataloguePairs.map((pair) => ({ pair: pairSlug(pair) }));
}

export async function generateMetadata({ params }: PairPageProps): Promise<Metadata> {
  const [locale, { pair: slug }] = await Promise.all([localeFrom(params), params]);
  const data = await loadPairPage(slug);
  if (!data) return {};
  const [t, nameOf] = await Promise.all([
    getTranslations({ locale, namespace: 'PairPage' }),
    getCurrencyNameInSentence(locale),
  ]);
  const { from, to } = data.codes;
  const names = { fromName: nameOf(from), toName: nameOf(to), fromCode: from, toCode: to };
  const terms = data.pair ? describePair(data.pair, locale) : undefined;
  return pageMetadata({
    locale,
    href: pairPath(data.codes),
    title: withBrand(t('metaTitle', { fromCode: from, toCode: to })),
    description: terms
      ? t('metaDescription', { ...names, brand: site.name, rate: terms.rate })
      : t('title', names),
    noindex: !terms,
  });
}

export default async function PairPage({ params }: PairPageProps) {
  const [locale, { pair: slug }] = await Promise.all([localeFrom(params), params]);
  setRequestLocale(locale);
  const data = await loadPairPage(slug);
  if (!data) notFound();

  const { from, to } = data.codes;
  const [t, nameOf, history] = await Promise.all([
    getTranslations('PairPage'),
    getCurrencyNameInSentence(locale),
    loadRateHistory(from, to, '30d'),
  ]);
  const others = listedPairs(data.rates).filter((pair) => pair.from !== from || pair.to !== to);
  const rate = getEffectiveRate(data.pair);
  const offersAlert = alertsAreOn() && rate > 0;

  return (
    <>
      <div className={styles.inner}>
        <header className={styles.intro}>
          <p className={styles.eyebrow}>{t('eyebrow')}</p>
          <h1 className={styles.title}>
            {t('title', { fromName: nameOf(from), toName: nameOf(to), fromCode: from, toCode: to })}
          </h1>
          <PairRate data={data} locale={locale} />
        </header>

        <section className={styles.converter} aria-labelledby="pair-converter-title">
          <h2 id="pair-converter-title" className={styles.sectionTitle}>
            {t('converterTitle')}
          </h2>
          <SmartExchange
            converter={{ from, to, amount: exampleAmount(from), side: 'send' }}
            syncUrl={false}
          />
        </section>

        <RateHistoryChart
          locale={locale}
          from={from}
          to={to}
          period="30d"
          pairPath={pairPath(data.codes)}
          history={history}
          headingLevel={2}
        />

        {offersAlert ? (
          <RateAlertForm locale={locale} pair={data.codes} rate={rate} headingLevel={2} />
        ) : (
          nextProcess.isPreview && <PreviewNotice feature="alerts" />
        )}

        <PairExplainer locale={locale} from={from} to={to} />

        <PairLinks locale={locale} pairs={others} title={t('otherPairs')} id="other-pairs-title" />
      </div>
      <AnalyticsMark pair={data.codes} />
      {data.pair && data.rates && (
        <PairStructuredData locale={locale} pair={data.pair} fetchedAt={data.rates.fetchedAt} />
      )}
    </>
  );
}
