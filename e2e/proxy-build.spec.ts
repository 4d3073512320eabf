import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { routing } from '@/lib/i18n/routing';
import { isCachedPage } from '@/lib/security/page-kinds';

import { ANY_WIDTH } from './support/widths';

// Checks of the build the suite runs against: the proxy's page table agrees with what Next generated, and the built
// proxy works with nothing but what it ships with (on Vercel it runs alone, with only its traced files).
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(distDir, file), 'utf8')) as T;

type PrerenderManifest = {
  routes: Record<string, { routeType?: string; srcRoute?: string | null }>;
  dynamicRoutes: Record<string, { routeType?: string; fallback?: string | false | null }>;
};
const manifest = readJson<PrerenderManifest>('prerender-manifest.json');
const isImageRoute = (route: string) => /(opengraph|twitter)-image/.test(route);

/** A path of `route` ('/[locale]/convert/[pair]') that no build generated, in each language. */
function samplePaths(route: string): string[] {
  const withoutGroups = route.replace(/\/\([^)]+\)/g, '');
  return routing.locales.map((locale) =>
    withoutGroups
      .replace('[locale]', locale)
      .replace(/\[\.\.\.[^\]]+\]/g, 'not/a/page')
      .replace(/\[[^\]]+\]/g, 'usd-to-kes'),
  );
}

test('every page Next generated or caches is served with the cached pages’ policy', ANY_WIDTH, () => {
  const generated = Object.entries(manifest.routes)
    .filter(([page, route]) => route.routeType !== 'route' && !isImageRoute(page))
    .map(([page]) => page);
  expect(generated).toEqual(
    expect.arrayContaining(['/en', '/fr/terms', '/en/convert/usd-to-ngn', '/_not-found']),
  );
  for (const page of generated) expect(isCachedPage(page), page).toBe(true);

  // A route with dynamicParams = false caches only what it generated (above); any other path is a 404.
  const cachedRoutes = Object.entries(manifest.dynamicRoutes)
    .filter(([route, { fallback }]) => !isImageRoute(route) && fallback !== false)
    .map(([route]) => route);
  for (const page of cachedRoutes.flatMap(samplePaths)) expect(isCachedPage(page), page).toBe(true);
});

test(
  'a path a generated-only route did not generate is rendered per request, with a nonce',
  ANY_WIDTH,
  () => {
    const generatedOnly = Object.entries(manifest.dynamicRoutes)
      .filter(([route, { fallback }]) => !isImageRoute(route) && fallback === false)
      .map(([route]) => route);
    expect(generatedOnly).toEqual(expect.arrayContaining(['/[locale]/[document]']));
    const others = generatedOnly.flatMap(samplePaths).filter((page) => !(page in manifest.routes));
    expect(others).toEqual(expect.arrayContaining(['/fr/usd-to-kes']));
    for (const page of others) expect(isCachedPage(page), page).toBe(false);
  },
);

test('every page Next renders per request gets a nonce', ANY_WIDTH, () => {
  const appPages = Object.keys(readJson<Record<string, string>>('server/app-paths-manifest.json'))
    .filter((entry) => entry.endsWith('/page'))
    .map((entry) => entry.slice(0, -'/page'.length) || '/');
  const cached = new Set([
    ...Object.values(manifest.routes).map((route) => route.srcRoute),
    ...Object.keys(manifest.dynamicRoutes),
  ]);
  const perRequest = appPages
    .map((page) => page.replace(/\/\([^)]+\)/g, ''))
    .filter((page) => !cached.has(page));
  expect(perRequest).toEqual(expect.arrayContaining(['/[locale]/app', '/[locale]/landing-query']));
  for (const page of perRequest.flatMap(samplePaths)) expect(isCachedPage(page), page).toBe(false);
});

test(
  'the built proxy answers from its traced files alone, as on Vercel, and reads no build output',
  ANY_WIDTH,
  () => {
    // A copy of exactly what the proxy ships with on Vercel: middleware.js and the files its trace lists, at the same
    // relative places. Next's own hook loader looks for instrumentation.js beside it and carries on when it is absent.
    const serverDir = path.resolve(distDir, 'server');
    const root = mkdtempSync(path.join(tmpdir(), 'tuma-proxy-'));
    const trace = readJson<{ files: string[] }>('server/middleware.js.nft.json');
    for (const file of ['middleware.js', ...trace.files]) {
      const from = path.resolve(serverDir, file);
      cpSync(from, path.join(root, path.relative(process.cwd(), from)));
    }
    try {
      const output = execFileSync(
        process.execPath,
        [
          path.resolve('e2e/support/run-built-proxy.mjs'),
          distDir,
          '/terms',
          '/fr',
          '/convert/usd-to-ngn',
          '/app',
          '/nope',
          '/missing-file.png',
        ],
        { encoding: 'utf8', cwd: root },
      );
      const { opened, answers } = JSON.parse(output) as { opened: string[]; answers: Record<string, string> };
      expect(opened.length).toBeGreaterThan(0);
      expect(opened.filter((file) => !file.startsWith(root))).toEqual([]);
      expect(opened.filter((file) => /manifest\.json$|\.html$/.test(file))).toEqual([]);
      for (const page of ['/terms', '/fr', '/convert/usd-to-ngn', '/missing-file.png'])
        expect(answers[page], page).toContain("script-src 'self' 'unsafe-inline'");
      for (const page of ['/app', '/nope']) expect(answers[page], page).toMatch(/script-src 'nonce-/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  },
);
