// What `next build` bakes in is checked there, so a bad value stops the deploy; run-time ones: lib/env.ts.
import { readSiteUrl } from './site-url';

export function checkBuildEnv(source: Record<string, string | undefined>): void {
  let problem: string | undefined;
  try {
    if (!readSiteUrl(source))
      problem =
        'NEXT_PUBLIC_SITE_URL: required for a production build: the public origin baked into metadata, the sitemap ' +
        'and social cards, e.g. https://tuma.example (on Vercel, VERCEL_PROJECT_PRODUCTION_URL stands in for it)';
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  if (problem) throw new Error(`Invalid build environment:\n  ${problem}`);
}
