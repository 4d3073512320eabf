import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { pairPath } from '@/lib/converter/pair-slug';
import { localeFrom } from '@/lib/i18n/locale-param';
import { localizedPath } from '@/lib/i18n/localized-path';
import { describePair } from '@/lib/money/pair-terms';
import { getListedPairs } from '@/lib/provider/pair-pages';
import { pageMetadata, withBrand } from '@/lib/seo/page-metadata';
import { site } from '@/lib/site';
import styles from '@/components/exchange-rates/exchange-rates.module.scss';

type RatesPageProps = { params: Promise<{ locale: string }> };

// freshness.pageSeconds (lib/cache/freshness.mjs): Next reads this as a literal; a test keeps them equal.
export const revalidate = 60;
// force-static although the provider is called with no-store: lib/provider's own cache decides freshness.
export const dynamic = 'force-static';
// Only the built languages (the layout's parameters): /_vercel/convert is the 404, not a page cached under that name.
export const dynamicParams = false;

export async function generateMetadata({ params }: RatesPageProps): Promise<Metadata> {
  const locale = await localeFrom(params);
  const t = await getTranslations({ locale, namespace: 'RatesPage' });
  return pageMetadata({
    locale,
    href: '/convert',
    title: withBrand(t('metaTitle')),
    description: t('metaDescription', { brand: site.name }),
  });
}

export default async function RatesPage({ params }: RatesPageProps) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const [t, converter, { pairs, rates }] = await Promise.all([
    getTranslations('RatesPage'),
    getTranslations('Converter'),
    getListedPairs(),
  ]);

  return (
    <div className={styles.inner}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </header>
      {!rates ? (
        <p className={styles.notice} role="status">
          {converter('unavailable')}
        </p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.caption}>
              {t('caption')}
              {rates.source === 'sample' && <span className={styles.sampleBadge}>{converter('sample')}</span>}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('pair')}</th>
                <th scope="col">{t('rate')}</th>
                <th scope="col">{t('fee')}</th>
              </tr>
            </thead>
            <tbody>
              {pairs.map((pair) => {
                const terms = describePair(pair, locale);
                if (!terms) return null;
                const { fee } = terms;
                return (
                  <tr key={`${pair.from}-${pair.to}`}>
                    <th scope="row">
                      <a href={localizedPath(pairPath(pair), locale)}>
                        {t('pairLink', { fromCode: pair.from, toCode: pair.to })}
                      </a>
                    </th>
                    <td className={styles.number}>{terms.rate}</td>
                    <td>
                      {fee.kind === 'percent'
                        ? t('feePercent', { percent: fee.percent })
                        : fee.kind === 'flat'
                          ? t('feeFlat', { fee: fee.fee })
                          : t('feeNone')}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
