// `npm run bench:analytics`: what Plausible adds to each page's JavaScript (the analytics issue's 3 KB budget).
//
//   npm run bench:analytics -- [--no-build]
//
// Builds the site twice with the browser tests' environment, without analytics and with Plausible configured, into
// .next-analytics-off and .next-analytics-plausible; serves both standalone on loopback, loads each page in Debian
// Chromium and waits until the idle-loaded tracker has come, then prints the scripts' bodies as sent (gzip) and their
// response headers, and the difference. Needs DATABASE_URL (the servers refuse to start without one).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { chromium } from '@playwright/test';

import { buildSite } from '../support/build-site.mjs';
import { appEnv, chromiumLaunchOptions } from '../support/env.mjs';
import { startServer } from '../support/processes.mjs';
import { writeIfChanged } from './floor.mjs';

const PAGES = ['/privacy-policy', '/fr/terms', '/', '/convert/usd-to-ngn'];
// The loader waits for load and then idle (at most 3 s); the tracker's own chunk comes after.
const SETTLE_MS = 6_000;
const plausibleEnv = {
  NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'tuma.test',
  NEXT_PUBLIC_PLAUSIBLE_HOST: 'http://127.0.0.1:9',
};
const off = { name: 'no analytics', distDir: '.next-analytics-off', port: 3210, env: {} };
const plausible = { name: 'Plausible', distDir: '.next-analytics-plausible', port: 3211, env: plausibleEnv };
const builds = [off, plausible];

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
if (!process.env.DATABASE_URL)
  throw new Error('DATABASE_URL: the servers need a database (source test/support/postgres.sh)');

for (const build of builds) {
  if (values['no-build'] && existsSync(path.join(build.distDir, 'BUILD_ID'))) continue;
  // As test/bench/site.mjs does: a tsconfig that only extends ours takes the dist folder's type globs.
  const tsconfig = path.join('.bench', 'tsconfig.site.json');
  await writeIfChanged(tsconfig, '{ "extends": "../tsconfig.json" }\n');
  const env = { ...appEnv, ...build.env, NEXT_DIST_DIR: build.distDir, NEXT_TSCONFIG: tsconfig };
  console.log(`\n▶ build (${build.name}, into ${build.distDir})`);
  await buildSite(env);
}

const servers = await Promise.all(
  builds.map(({ name, distDir, port, env }) =>
    startServer('node', [path.join(distDir, 'standalone', 'server.js')], {
      name,
      url: `http://127.0.0.1:${port}/`,
      env: { ...appEnv, ...env, HOSTNAME: '127.0.0.1', PORT: String(port) },
    }),
  ),
);
const browser = await chromium.launch(chromiumLaunchOptions);

/**
 * The scripts a page loads in its first seconds: bodies as sent, response headers, count.
 * @param {number} port @param {string} pagePath
 */
async function scriptBytes(port, pagePath) {
  const page = await browser.newPage();
  /** @type {Promise<{ body: number, headers: number }>[]} */
  const sizes = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.push(
      response
        .request()
        .sizes()
        .then((size) => ({ body: size.responseBodySize, headers: size.responseHeadersSize })),
    );
  });
  await page.goto(`http://127.0.0.1:${port}${pagePath}`, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const all = await Promise.all(sizes);
  await page.close();
  return {
    body: all.reduce((sum, size) => sum + size.body, 0),
    headers: all.reduce((sum, size) => sum + size.headers, 0),
    scripts: all.length,
  };
}
try {
  console.log('\npage: script bodies (gzip) without → with Plausible, added; response headers added (B)');
  for (const pagePath of PAGES) {
    // One after the other: two pages loading at once delay each other's idle-loaded islands.
    const without = await scriptBytes(off.port, pagePath);
    const withPlausible = await scriptBytes(plausible.port, pagePath);
    console.log(
      `${pagePath}: ${without.body} → ${withPlausible.body}, +${withPlausible.body - without.body}; ` +
        `+${withPlausible.headers - without.headers} in +${withPlausible.scripts - without.scripts} response(s)`,
    );
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
}
