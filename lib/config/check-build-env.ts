import { productionBuildProblems } from './env-schema';
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

export function checkBuildEnv(source: Record<string, string | undefined>): void {
  const problems = [
    siteUrlProblem(source),
    ...(source.VERCEL_ENV === 'production' ? productionBuildProblems(source) : []),
  ].filter((problem) => problem !== undefined);
  if (problems.length > 0) throw new Error(`Invalid build environment:\n  ${problems.join('\n  ')}`);
}
