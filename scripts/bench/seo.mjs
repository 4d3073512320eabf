// `npm run bench:seo`: Lighthouse's SEO and Best Practices scores for every kind of indexable page, both languages.
// A check to run before a release, not a test: it prints each page's scores and every audit that lost points.
//
//   node scripts/bench/seo.mjs [--no-build]
//
// Builds the site into .next-bench like `npm run bench:lighthouse` (the e2e build in .next is left alone), with the
// stand-in provider answering during the build and while it serves, on the benchmark's ports (BENCH_APP_PORT, default
// 3200; BENCH_STAND_IN_PORT, default 4020). Pages are audited with Lighthouse's mobile defaults, except /app, which
// sends a phone to its store: it is audited as a desktop visitor, who gets the page.
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import lighthouse from 'lighthouse';

import { appEnv } from '../test-env.mjs';
import { startBenchDatabase } from './database.mjs';
import { assertPortFree, loadChromeLauncher, runStep, startServer, waitForHttp } from '../processes.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const ChromeLauncher = await loadChromeLauncher();

const PAGES = [
  '/',
  '/fr',
  '/privacy-policy',
  '/fr/terms',
  '/convert',
  '/convert/usd-to-ngn',
  '/fr/convert/eur-to-xof',
  '/app',
];
const DESKTOP_ONLY = new Set(['/app']);

const appPort = Number(process.env.BENCH_APP_PORT ?? 3200);
const standInPort = Number(process.env.BENCH_STAND_IN_PORT ?? 4020);
const appUrl = `http://localhost:${appPort}`;
const standInUrl = `http://127.0.0.1:${standInPort}`;
const distDir = process.env.NEXT_DIST_DIR || '.next-bench';
const env = {
  ...process.env,
  ...appEnv,
  NEXT_DIST_DIR: distDir,
  NEXT_TSCONFIG: process.env.NEXT_TSCONFIG || path.join('.bench', 'tsconfig.site.json'),
  NEXT_PUBLIC_SITE_URL: appUrl,
  RATES_API_BASE_URL: standInUrl,
  REVIEWS_API_BASE_URL: standInUrl,
};
const nextBin = require.resolve('next/dist/bin/next');
const logDir = path.join(repoRoot, '.bench', 'seo');
await mkdir(logDir, { recursive: true });

await assertPortFree(appPort, 'site');
await assertPortFree(standInPort, 'stand-in provider');
const servers = [];
try {
  const standIn = startServer(
    'stand-in provider',
    process.execPath,
    [path.join(repoRoot, 'scripts', 'stand-in-provider.mjs'), '--port', String(standInPort)],
    { env, logFile: path.join(logDir, 'stand-in.log') },
  );
  servers.push(standIn);
  await waitForHttp(standIn, `${standInUrl}/health`);
  // Built with the bench's site URL: canonical links must point at the origin Lighthouse audits.
  if (!process.argv.includes('--no-build'))
    await runStep('next build (site)', process.execPath, [nextBin, 'build'], { env });
  // The site refuses to start without a database (lib/env.ts): the caller's DATABASE_URL, or a throwaway PGlite.
  const database = await startBenchDatabase('seo');
  servers.push(database);
  const site = startServer('site', process.execPath, [nextBin, 'start', '-p', String(appPort)], {
    env: { ...env, DATABASE_URL: database.url },
    logFile: path.join(logDir, 'site.log'),
  });
  servers.push(site);
  await waitForHttp(site, `${appUrl}/`);

  const chrome = await ChromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  let lost = 0;
  try {
    console.log(`\n${'page'.padEnd(26)} ${'SEO'.padStart(4)} ${'Best Practices'.padStart(15)}`);
    for (const page of PAGES) {
      const result = await lighthouse(
        `${appUrl}${page}`,
        { port: chrome.port, onlyCategories: ['seo', 'best-practices'], logLevel: 'error' },
        DESKTOP_ONLY.has(page)
          ? {
              extends: 'lighthouse:default',
              settings: {
                formFactor: 'desktop',
                screenEmulation: { disabled: true },
                emulatedUserAgent: false,
              },
            }
          : undefined,
      );
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError) {
        console.log(`${page.padEnd(26)} failed: ${lhr?.runtimeError?.code ?? 'no result'}`);
        lost += 1;
        continue;
      }
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      console.log(
        `${page.padEnd(26)} ${String(score('seo')).padStart(4)} ${String(score('best-practices')).padStart(15)}`,
      );
      for (const category of Object.values(lhr.categories)) {
        for (const ref of category.auditRefs) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
            lost += 1;
            console.log(`    ${category.title}: ${audit.title}`);
          }
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  console.log(
    lost ? `\n${lost} audit(s) lost points.` : '\nEvery page scores 100 in SEO and Best Practices.',
  );
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}
