import type { MetadataRoute } from 'next';

import { pairPath } from '@/lib/converter/pair-slug';
import { routing } from '@/lib/i18n/routing';
import { legalDocuments } from '@/lib/legal/documents';
import { getListedPairs } from '@/lib/provider/pair-pages';
import { publicEnv } from '@/lib/public-env';
import { indexedPaths, localizedPaths } from '@/lib/seo/page-metadata';

// freshness.pageSeconds (lib/cache/freshness.mjs): Next reads this as a literal; a test keeps them equal.
export const revalidate = 60;
// force-static although the provider is called with no-store: lib/provider's own cache decides freshness.
export const dynamic = 'force-static';

const lastModified: Partial<Record<string, string>> = Object.fromEntries(
  Object.values(legalDocuments).map(({ href, lastUpdated }) => [href, lastUpdated]),
);

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const absolute = (path: string) => `${publicEnv.siteUrl}${path}`;
  const { pairs } = await getListedPairs();
  const hrefs = [...indexedPaths, ...pairs.map((pair) => pairPath(pair))];
  return hrefs.flatMap((href) => {
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
