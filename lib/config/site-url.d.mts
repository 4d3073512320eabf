// Types for site-url.mjs.
export const LOCAL_SITE_URL: string;
export function readSiteUrl(source: {
  NEXT_PUBLIC_SITE_URL?: string | undefined;
  VERCEL_PROJECT_PRODUCTION_URL?: string | undefined;
}): string | undefined;
