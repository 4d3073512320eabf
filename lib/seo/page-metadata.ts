import type { Metadata } from 'next';

import { localizedPath } from '@/lib/i18n/localized-path';
import { routing, type Locale } from '@/lib/i18n/routing';
import { site } from '@/lib/site';

/** The pages search engines should know, by their locale-free path; the sitemap adds one page per listed pair. */
export const indexedPaths = ['/', '/privacy-policy', '/terms', '/app', '/convert'] as const;
export type IndexedPath = (typeof indexedPaths)[number];

export type LocalizedPaths = Record<Locale | 'x-default', string>;

/** A page's path in every locale ('/terms', '/fr/terms'); x-default is the unprefixed English one. */
export function localizedPaths(href: string): LocalizedPaths {
  const paths = Object.fromEntries(routing.locales.map((locale) => [locale, localizedPath(href, locale)]));
  return { ...paths, 'x-default': localizedPath(href, routing.defaultLocale) } as LocalizedPaths;
}

const openGraphLocales: Record<Locale, string> = { en: 'en_US', fr: 'fr_FR' };

export type PageMetadataInput = {
  locale: Locale;
  /** The locale-free path: one of indexedPaths, or a generated page such as /convert/usd-to-ngn. */
  href: string;
  /** The whole title, brand included: it is also what link previews show. */
  title: string;
  description: string;
  /** Kept out of search results (a pair page with no rate today says so, and is not worth a listing). */
  noindex?: boolean;
};

/**
 * Title, description, canonical URL with hreflang alternates, and the Open Graph and Twitter cards of a page.
 * The card images come from the opengraph-image and twitter-image files beside the page.
 */
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

/** "Terms and Conditions · Tuma": the title template of the layout, for pages that need the whole title. */
export function withBrand(title: string): string {
  return `${title} · ${site.name}`;
}
