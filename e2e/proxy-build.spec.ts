import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { routing } from '@/lib/i18n/routing';
import { isCachedPage } from '@/lib/security/page-kinds';

import { ANY_WIDTH } from './support/widths';

// Checks of the build the suite runs against: the proxy's page table agrees with what Next generated, and the built
// proxy opens nothing it does not ship with (on Vercel it runs alone, with only its traced files).
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(distDir, file), 'utf8')) as T;

type PrerenderManifest = {
  routes: Record<string, { routeType?: string; srcRoute?: string | null }>;
  dynamicRoutes: Record<string, { routeType?: string }>;
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

  const cachedRoutes = Object.keys(manifest.dynamicRoutes).filter((route) => !isImageRoute(route));
  for (const page of cachedRoutes.flatMap(samplePaths)) expect(isCachedPage(page), page).toBe(true);
});

test('every page Next renders per request gets a nonce', ANY_WIDTH, () => {
  const appPages = Object.keys(readJson<Record<string, string>>('server/app-paths-manifest.json'))
    .filter((entry) => entry.endsWith('/page'))
    .map((entry) => entry.slice(0, -'/page'.length) || '/');
  const cached = new Set([
    ...Object.values(manifest.routes).map((route) => route.srcRoute),
    ...Object.keys(manifest.dynamicRoutes),
  ]);
  const perRequest = appPages.filter((page) => !cached.has(page.replace(/\/\([^)]+\)/g, '')));
  expect(perRequest).toEqual(expect.arrayContaining(['/[locale]/app', '/[locale]/landing-query']));
  for (const page of perRequest.flatMap(samplePaths)) expect(isCachedPage(page), page).toBe(false);
});

test('the built proxy opens only files in its trace, and answers without the build output', ANY_WIDTH, () => {
  const serverDir = path.resolve(distDir, 'server');
  const trace = readJson<{ files: string[] }>('server/middleware.js.nft.json');
  const shipped = new Set([
    path.join(serverDir, 'middleware.js'),
    ...trace.files.map((file) => path.resolve(serverDir, file)),
  ]);
  const output = execFileSync(
    process.execPath,
    ['e2e/support/run-built-proxy.mjs', distDir, '/terms', '/fr', '/app', '/nope', '/missing-file.png'],
    { encoding: 'utf8' },
  );
  const { opened, answers } = JSON.parse(output) as { opened: string[]; answers: Record<string, string> };
  expect(opened.length).toBeGreaterThan(0);
  expect(opened.filter((file) => !shipped.has(file))).toEqual([]);
  expect(opened.filter((file) => /manifest\.json$|\.html$/.test(file))).toEqual([]);
  expect(answers['/terms']).toContain("script-src 'self' 'unsafe-inline'");
  expect(answers['/missing-file.png']).toContain("script-src 'self' 'unsafe-inline'");
  expect(answers['/app']).toMatch(/script-src 'nonce-/);
});
