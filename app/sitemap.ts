import type { MetadataRoute } from 'next';

import { routing } from '@/lib/i18n/routing';
import { legalDocuments } from '@/lib/legal/documents';
import { publicEnv } from '@/lib/public-env';
import { indexedPaths, localizedPaths, type IndexedPath } from '@/lib/seo/page-metadata';

const lastModified: Partial<Record<IndexedPath, string>> = Object.fromEntries(
  Object.values(legalDocuments).map(({ href, lastUpdated }) => [href, lastUpdated]),
);

/** Every indexed page in every locale, each listing its alternates (hreflang, x-default included). */
export default function sitemap(): MetadataRoute.Sitemap {
  const absolute = (path: string) => `${publicEnv.siteUrl}${path}`;
  return indexedPaths.flatMap((href) => {
    const paths = localizedPaths(href);
    const languages = Object.fromEntries(
      Object.entries(paths).map(([language, path]) => [language, absolute(path)]),
    );
    return routing.locales.map((locale) => ({
      url: absolute(paths[locale]),
      ...(lastModified[href] ? { lastModified: lastModified[href] } : {}),
      alternates: { languages },
    }));
  });
}
