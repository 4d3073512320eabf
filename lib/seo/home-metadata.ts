import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/lib/i18n/routing';

import { pageMetadata } from './page-metadata';

export async function getHomeMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({ locale, href: '/', title: t('homeTitle'), description: t('siteDescription') });
}
