import { getLocale, getTranslations } from 'next-intl/server';

import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import { publicEnv } from '@/lib/public-env';
import { buildStructuredData, serializeJsonLd } from '@/lib/seo/structured-data';

type StructuredDataProps = {
  nonce?: string;
};

// The nonce is passed in: reading the request's headers here would make the cached landing page dynamic.
export async function StructuredData({ nonce }: StructuredDataProps) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('Metadata');
  const data = buildStructuredData({
    siteUrl: publicEnv.siteUrl,
    language: locale,
    pageUrl: `${publicEnv.siteUrl}${localizedPath('/', locale)}`,
    siteDescription: t('siteDescription'),
    appDescription: t('appDescription'),
  });
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
