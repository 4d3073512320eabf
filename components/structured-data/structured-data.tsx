import { headers } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';

import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { publicEnv } from '@/lib/public-env';
import { buildStructuredData, serializeJsonLd } from '@/lib/seo/structured-data';

/**
 * The landing page's JSON-LD. A data block is never executed, but it carries the request's CSP nonce anyway, so a
 * policy that reports every unmarked <script> stays quiet. Reading the nonce makes the page dynamic, as it is already.
 */
export async function StructuredData() {
  const locale = (await getLocale()) as Locale;
  const [t, requestHeaders] = await Promise.all([getTranslations('Metadata'), headers()]);
  const data = buildStructuredData({
    siteUrl: publicEnv.siteUrl,
    language: locale,
    pageUrl: `${publicEnv.siteUrl}${getPathname({ href: '/', locale })}`,
    siteDescription: t('siteDescription'),
    appDescription: t('appDescription'),
  });
  return (
    <script
      type="application/ld+json"
      nonce={requestHeaders.get('x-nonce') ?? undefined}
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
