/**
 * Next.js's own process facts, for the two entry points that cannot import the server-only `lib/env.ts` (the proxy
 * and instrumentation bundles are not compiled as React server code). No secret is read here: the provider key and
 * every other configuration value stay in `lib/env.ts`; browser-safe values are in `lib/public-env.ts`.
 */
export const runtimeEnv = {
  isDev: process.env.NODE_ENV === 'development',
  /** True inside `next build`'s workers (no database, no warm-up). */
  isBuildPhase: process.env.NEXT_PHASE === 'phase-production-build',
  /** The build folder, as next.config.mjs chooses it. */
  distDir: process.env.NEXT_DIST_DIR || '.next',
} as const;
