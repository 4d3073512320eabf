import { getLocale, getTranslations } from 'next-intl/server';

import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import { publicEnv } from '@/lib/public-env';
import { buildStructuredData, serializeJsonLd } from '@/lib/seo/structured-data';

type StructuredDataProps = {
  /** The request's CSP nonce where the page is rendered per request; a cached page has none to give. */
  nonce?: string;
};

/**
 * The landing page's JSON-LD. A data block is never executed, but where the page has a nonce the block carries it
 * too, so a policy that reports every unmarked <script> stays quiet. The nonce is passed in rather than read here:
 * reading the request's headers would make the cached landing page dynamic.
 */
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
