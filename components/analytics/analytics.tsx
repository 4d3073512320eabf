/**
 * The page's analytics, if any (docs/analytics.md). Both conditions are written out, not read from lib/public-env:
 * next.config.ts fixes them when the site is built, so a build without one leaves its import, and its code, out.
 */
export async function Analytics() {
  const VercelInsights =
    process.env.TUMA_VERCEL_ANALYTICS === '1' ? (await import('./vercel-insights')).VercelInsights : null;
  const PlausibleLoader =
    process.env.TUMA_PLAUSIBLE_ANALYTICS === '1' ? (await import('./plausible-loader')).PlausibleLoader : null;
  return (
    <>
      {VercelInsights && <VercelInsights />}
      {PlausibleLoader && <PlausibleLoader />}
    </>
  );
}
