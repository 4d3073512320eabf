import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';

import { routing } from '@/lib/i18n/routing';
import { site } from '@/lib/site';

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({ locale: routing.defaultLocale, namespace: 'Metadata' });
  return {
    name: t('siteTitle'),
    short_name: site.name,
    description: t('siteDescription'),
    lang: routing.defaultLocale,
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: '#fbf8f2',
    theme_color: '#0b6e4f',
    icons: [
      { src: '/brand/app-icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/brand/app-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/brand/app-icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
