import { LOCAL_SITE_URL, readSiteUrl } from '@/lib/config/site-url';

// Each value is written out literally so Next can inline it into the bundles at build time. A production build
// without a site URL stops in next.config.ts (lib/config/check-build-env.ts), so the localhost fallback only ever
// serves `next dev`, `npm run demo` and the tests. VERCEL_PROJECT_PRODUCTION_URL is not NEXT_PUBLIC_, so a browser
// bundle never sees it: on Vercel without NEXT_PUBLIC_SITE_URL, only server code gets the production origin from it.
const siteUrl =
  readSiteUrl({
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
    VERCEL_PROJECT_PRODUCTION_URL: process.env.VERCEL_PROJECT_PRODUCTION_URL,
  }) ?? LOCAL_SITE_URL;

export const publicEnv = {
  siteUrl,
} as const;
