import { getTranslations } from 'next-intl/server';

import { pairPath } from '@/lib/converter/pair-slug';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import { getEffectiveRate } from '@/lib/money/convert';
import { publicEnv } from '@/lib/public-env';
import type { RatePair } from '@/lib/schemas/rates';
import { withBrand } from '@/lib/seo/page-metadata';
import { buildExchangeRateData, serializeJsonLd } from '@/lib/seo/structured-data';

import { getCurrencyNameInSentence } from './currency-names';

type PairStructuredDataProps = { locale: Locale; pair: RatePair; fetchedAt: string };

/** No nonce: the page is cached, and a data block never runs (lib/security/csp.ts). */
export async function PairStructuredData({ locale, pair, fetchedAt }: PairStructuredDataProps) {
  const rate = getEffectiveRate(pair);
  if (rate <= 0) return null;
  const [t, nameOf] = await Promise.all([
    getTranslations({ locale, namespace: 'PairPage' }),
    getCurrencyNameInSentence(locale),
  ]);
  const data = buildExchangeRateData({
    from: pair.from,
    to: pair.to,
    rate,
    pageUrl: `${publicEnv.siteUrl}${localizedPath(pairPath(pair), locale)}`,
    name: t('title', {
      fromName: nameOf(pair.from),
      toName: nameOf(pair.to),
      fromCode: pair.from,
      toCode: pair.to,
    }),
    description: withBrand(t('metaTitle', { fromCode: pair.from, toCode: pair.to })),
    language: locale,
    fetchedAt,
  });
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
