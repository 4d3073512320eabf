import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import createNextIntlPlugin from 'next-intl/plugin';

import { freshness } from './lib/cache/freshness.mjs';
import { checkBuildEnv } from './lib/config/check-build-env';
import { hasPlausibleSettings, readPlausibleSettings } from './lib/config/plausible-settings';
import { ACTION_BODY_LIMIT_BYTES } from './lib/security/request-limits';
import { documentSecurityHeaders, nonDocumentPolicy, transportSecurityHeaders } from './lib/security/headers';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/**
 * This folder, the workspace root. Left to infer it, Next takes the topmost lockfile it finds above, so a checkout in
 * a folder with another lockfile put the server at .next/standalone/<path>/server.js (docs/deploying.md).
 */
const projectRoot = path.dirname(fileURLToPath(import.meta.url));

/** Plausible's site and origin when both are set and well formed; a malformed pair fails the build, naming it. */
const plausible = hasPlausibleSettings(process.env) ? readPlausibleSettings(process.env) : undefined;

const nextConfig: NextConfig = {
  // Lets parallel work build into its own folder (e.g. NEXT_DIST_DIR=.next-legal); default .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  typescript: {
    tsconfigPath: process.env.NEXT_TSCONFIG || 'tsconfig.json',
    // The test suites' build leaves types to `npm run typecheck` (route types and tsc, the same check), run by CI.
    ignoreBuildErrors: process.env.TUMA_BUILD_SKIPS_TYPES === '1',
  },
  poweredByHeader: false,
  // Which analytics this build carries, always defined so the bundler can drop the code of each it does not
  // (an unset NEXT_PUBLIC_* is left to run time, not inlined): components/analytics/analytics.tsx.
  env: {
    TUMA_VERCEL_ANALYTICS: process.env.VERCEL === '1' ? '1' : '',
    TUMA_PLAUSIBLE_ANALYTICS: plausible ? '1' : '',
    // Checked and normalised here, so the browser's code carries two strings rather than their parser.
    TUMA_PLAUSIBLE_DOMAIN: plausible?.domain ?? '',
    TUMA_PLAUSIBLE_ENDPOINT: plausible ? `${plausible.origin}/api/event` : '',
  },
  // next dev prints each Server Action call with its arguments: a sign-up's name, e-mail and phone in the terminal.
  logging: { serverFunctions: false },
  // Self-hosting runs .next/standalone/server.js (npm run build copies the static files beside it); Vercel ignores it.
  output: 'standalone',
  outputFileTracingRoot: projectRoot,
  turbopack: { root: projectRoot },
  // Next normalises 127.0.0.1 to localhost in the proxy's URL but not in its router, so next-intl's /terms → /en/terms
  // rewrite looked external and looped (vercel/next.js#94745). The raw URL keeps the server's own bound origin.
  skipProxyUrlNormalize: true,
  reactStrictMode: true,
  // Next's data cache (unstable_cache, lib/provider/cache.ts) and the ISR pages go through our handler, which picks
  // its store when each server starts: Redis shared by the replicas when REDIS_URL is set, Next's own cache otherwise.
  // It stays JavaScript: Next imports it untranspiled at run time. (Next compiles this file to CommonJS, where
  // import.meta.url still names this folder.)
  // No cacheMaxMemorySize: the build does not depend on REDIS_URL, so one build serves with or without Redis. With
  // Redis the handler reads it first and its memory copy only in an outage, so no replica answers from its own memory.
  cacheHandler: new URL('./lib/cache/cache-handler.mjs', import.meta.url).href,
  // How long a regenerated page or image may be served stale before it is rendered afresh; Next's default is a year.
  expireTime: freshness.entryLifetimeSeconds,
  experimental: {
    // The proxy reads a Server Action body to refuse junk (lib/security/request-guard.ts); Next hands it (and then the
    // action) at most this much, so a larger body is refused rather than buffered.
    proxyClientMaxBodySize: ACTION_BODY_LIMIT_BYTES,
    // Stylesheets go into the document's <style> instead of <link>s: a first visit paints after one round trip, not
    // two (on throttled 4G, first paint of / went from ~2.1 s to ~1.2 s; docs/performance.md). proxy.ts allows
    // these <style> elements by nonce or hash, as it does the inline scripts.
    inlineCss: true,
    // With the stylesheets inline, an extra CSS chunk costs no request, so Turbopack's chunker is told so (requestCost
    // 0 bytes) and gives each page only the CSS modules it renders. The default merges small modules into ~30 KB
    // shared chunks: every page inlined nearly all of the site's CSS (the legal pages carried the landing page's), and
    // the RSC payload repeats each chunk for every error and 404 boundary. Terms document: 43.2 → 33.2 KB gzipped.
    cssChunking: { type: 'graph', requestCost: 0 },
    // Pages regenerated after the build (/, the exchange-rate pages) are written back into the build folder by
    // default. The browser tests start extra servers of the same build against a failing provider
    // (e2e/support/isolated-app.ts); those keep what they regenerate in memory, so no other server reads it.
    isrFlushToDisk: process.env.NEXT_ISR_FLUSH_TO_DISK !== '0',
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [360, 480, 640, 768, 1024, 1280, 1600],
  },
  sassOptions: {
    loadPaths: ['.'],
  },
  async headers() {
    return [
      { source: '/:path*', headers: [...transportSecurityHeaders] },
      // Everything but the immutable build assets, on which these have no effect (lib/security/headers.ts).
      { source: '/:path((?!_next/static/).*)', headers: [...documentSecurityHeaders] },
      // Pages and public files get a document policy from proxy.ts, which does not run for these.
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: nonDocumentPolicy }] },
      {
        source: '/_next/:path((?!static/).*)',
        headers: [{ key: 'Content-Security-Policy', value: nonDocumentPolicy }],
      },
    ];
  },
};

export default function config(phase: string): NextConfig {
  // What the build bakes in is checked by the build (lib/config/check-build-env.ts). `next typegen` loads this file
  // in the same phase but bakes nothing, so `npm run typecheck` needs no site URL.
  if (phase === PHASE_PRODUCTION_BUILD && !process.argv.includes('typegen')) checkBuildEnv(process.env);
  return withNextIntl(nextConfig);
}
