// What `next build` bakes into the bundles is checked by the build (next.config.ts calls this in the production
// build phase), so a mistake stops the deploy instead of shipping wrong links. Variables read only at run time are
// checked when the server starts (lib/env.ts, instrumentation.ts): the build machine may not have them.
import { readSiteUrl } from './site-url';

/**
 * Throws when the environment cannot make a production build, with a line naming the variable. Today the only such
 * value is the site's origin, which metadata, the sitemap and social cards carry in every page.
 */
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
