import type { KnipConfig } from 'knip';

// Unused files, exports and dependencies fail `npm run lint`. The Next.js, next-intl, Jest, Playwright and ESLint
// plugins find their own entry points; the ones below are files something runs by path.
const config: KnipConfig = {
  entry: [
    // next.config.ts hands these to Next and next-intl by path (cacheHandler, createNextIntlPlugin).
    'lib/cache/cache-handler.mjs',
    'lib/i18n/request.ts',
    // Run by test/run.sh (`node --test`, `node …`), npm scripts and .ci/run.
    'test/**/*.test.mjs',
    'scripts/pglite-server.mjs',
    '.ci/audit.mjs',
    // Tools run by hand with `node` (their usage is in their first lines or docs/).
    'test/scale-out/{up,down}.mjs',
    'scripts/images/{build-images,localize-svg}.mjs',
    // Playwright's setup project (playwright.config.ts), which knip's plugin does not read.
    'e2e/*.setup.ts',
    // Spawned by e2e/proxy-build.spec.ts.
    'e2e/support/run-built-proxy.mjs',
    // Benchmarks run by hand (npm run bench:*, docs/performance.md), and the LHCI settings they read.
    'test/bench/*.mjs',
    'lighthouserc.cjs',
  ],
  // The browser tests, and the serving-shape tests with their own config (npm run test:shapes, test/run.sh).
  playwright: { config: ['playwright.config.ts', 'playwright.shapes.config.ts'] },
  // Sass finds `@use 'styles/mixins'` as styles/_mixins.scss through sassOptions.loadPaths ['.'], which knip's own Sass
  // reader does not know: without this it calls both partials unused.
  compilers: {
    scss: (text: string) =>
      [...text.matchAll(/@(?:use|forward)\s+'styles\/([\w-]+)'/g)]
        .map(([, name]) => `import '@/styles/_${name}.scss';`)
        .join('\n'),
  },
  ignoreDependencies: [
    // Read as font files from node_modules (scripts/fonts, scripts/images/outline-text.py, components/social-card).
    '@fontsource-variable/plus-jakarta-sans',
    '@fontsource/plus-jakarta-sans',
    // Ships with `next` at its exact version: scripts/dev.mjs reads .env files as that next dev will.
    '@next/env',
    // Ships with `next` (image optimisation); only the by-hand scripts/images/build-images.mjs imports it.
    'sharp',
    // The Vercel CLI, run by path from test/vercel/vercel-project.mjs (npm run test:vercel).
    'vercel',
  ],
  // Installed by .ci/run from Debian; runuser (util-linux) starts PostgreSQL as `postgres` in test/db-restart.
  ignoreBinaries: ['openssl', 'runuser'],
};

export default config;
