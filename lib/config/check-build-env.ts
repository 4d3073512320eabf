import { productionBuildProblems } from './env-schema';
import { plausibleProblem } from './plausible-settings';
import { readSiteUrl } from './site-url';

function siteUrlProblem(source: Record<string, string | undefined>): string | undefined {
  try {
    if (!readSiteUrl(source))
      return (
        'NEXT_PUBLIC_SITE_URL: required for a production build: the public origin baked into metadata, the sitemap ' +
        'and social cards, e.g. https://tuma.example (on Vercel, VERCEL_PROJECT_PRODUCTION_URL stands in for it)'
      );
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return undefined;
}

/** Every build bakes these in, self-hosted too; a Vercel production build lists them with the rest. */
function bakedProblems(source: Record<string, string | undefined>): (string | undefined)[] {
  if (source.VERCEL_ENV === 'production') return productionBuildProblems(source);
  const plausible = plausibleProblem(source);
  return [plausible && `${plausible.variable}: ${plausible.message}`];
}

export function checkBuildEnv(source: Record<string, string | undefined>): void {
  // A preview on Vercel has VERCEL_PROJECT_PRODUCTION_URL; a local `vercel build` of one may have nothing, and a preview
  // is no canonical page anyway.
  const problems = [
    source.VERCEL_ENV === 'preview' ? undefined : siteUrlProblem(source),
    ...bakedProblems(source),
  ].filter((problem) => problem !== undefined);
  if (problems.length > 0) throw new Error(`Invalid build environment:\n  ${problems.join('\n  ')}`);
}
