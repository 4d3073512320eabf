import type { Metadata } from 'next';

import { localizedPath } from '@/lib/i18n/localized-path';
import { routing, type Locale } from '@/lib/i18n/routing';
import { site } from '@/lib/site';

export const indexedPaths = ['/', '/privacy-policy', '/terms', '/app', '/convert'] as const;

export type LocalizedPaths = Record<Locale | 'x-default', string>;

export function localizedPaths(href: string): LocalizedPaths {
  const paths = Object.fromEntries(routing.locales.map((locale) => [locale, localizedPath(href, locale)]));
  return { ...paths, 'x-default': localizedPath(href, routing.defaultLocale) } as LocalizedPaths;
}

const openGraphLocales: Record<Locale, string> = { en: 'en_US', fr: 'fr_FR' };

export type PageMetadataInput = {
  locale: Locale;
  href: string;
  title: string;
  description: string;
  noindex?: boolean;
};

export function pageMetadata({
  locale,
  href,
  title,
  description,
  noindex = false,
}: PageMetadataInput): Metadata {
  const paths = localizedPaths(href);
  return {
    title: { absolute: title },
    description,
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
    alternates: { canonical: paths[locale], languages: paths },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: openGraphLocales[locale],
      alternateLocale: routing.locales
        .filter((other) => other !== locale)
        .map((other) => openGraphLocales[other]),
      url: paths[locale],
      title,
      description,
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}

export function withBrand(title: string): string {
  return `${title} · ${site.name}`;
}
