import { readPlausibleSettings } from '@/lib/config/plausible-settings';
import { LOCAL_SITE_URL, readSiteUrl } from '@/lib/config/site-url';

// Written out literally so Next inlines them; VERCEL_PROJECT_PRODUCTION_URL (not public) stays server-side.
const siteUrl =
  readSiteUrl({
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
    VERCEL_PROJECT_PRODUCTION_URL: process.env.VERCEL_PROJECT_PRODUCTION_URL,
  }) ?? LOCAL_SITE_URL;

export const publicEnv = {
  siteUrl,
  /** Analytics through Plausible, when both are set (docs/analytics.md). */
  plausible: readPlausibleSettings({
    NEXT_PUBLIC_PLAUSIBLE_DOMAIN: process.env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN,
    NEXT_PUBLIC_PLAUSIBLE_HOST: process.env.NEXT_PUBLIC_PLAUSIBLE_HOST,
  }),
} as const;
