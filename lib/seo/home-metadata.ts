import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/lib/i18n/routing';

import { pageMetadata } from './page-metadata';

/** Title, description, canonical URL, hreflang alternates and social cards of the landing page. */
export async function getHomeMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({ locale, href: '/', title: t('homeTitle'), description: t('siteDescription') });
}
