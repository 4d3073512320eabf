// What both benchmarks serve: the site built with the browser tests' environment (test/support/env.mjs: the stand-in
// provider and reviews, the sentinel key) into a folder of its own, so the e2e build in .next is left alone.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

import { execa } from 'execa';
import getPort from 'get-port';

import { startServer } from '../support/processes.mjs';
import { appEnv, NEXT_BIN } from '../support/env.mjs';
import { storeHistoryDays } from '../support/rate-history.mjs';
import { writeIfChanged } from './floor.mjs';

export const appPort = Number(process.env.BENCH_APP_PORT || 3200);
const standInPort = Number(process.env.BENCH_STAND_IN_PORT || 4020);
export const standInUrl = `http://127.0.0.1:${standInPort}`;
const distDir = process.env.NEXT_DIST_DIR || '.next-bench';
// `next build` adds its dist folder's type globs to the tsconfig it is given: one that only extends tsconfig.json
// takes them, so the tracked file is never rewritten.
const tsconfig = process.env.NEXT_TSCONFIG || path.join('.bench', 'tsconfig.site.json');

/** @type {NodeJS.ProcessEnv} */
export const siteEnv = {
  ...process.env,
  ...appEnv,
  NEXT_DIST_DIR: distDir,
  NEXT_TSCONFIG: tsconfig,
  NEXT_PUBLIC_SITE_URL: `http://localhost:${appPort}`,
  RATES_API_BASE_URL: standInUrl,
  REVIEWS_API_BASE_URL: standInUrl,
};

/**
 * Starts the stand-in provider, builds the site (when `build` is set or there is no build; the stand-in answers, so
 * the prerendered pages carry rates), then a database (the caller's DATABASE_URL, or PGlite in this process: the site
 * refuses to start without one) and one `next start` of the build per entry of `sites`, each with its own extra
 * environment. Resolves once every server answers, with a stop() for all of them.
 * @param {{ name: string, logDir: string, build: boolean, sites: { port: number, env?: Record<string, string> }[] }} options
 */
export async function serveSite({ name, logDir, build, sites }) {
  /** @type {{ stop(): Promise<unknown> }[]} */
  const servers = [];
  const stop = async () => {
    for (const server of [...servers].reverse()) await server.stop();
  };
  mkdirSync(logDir, { recursive: true });
  try {
    const standIn = await startServer(
      process.execPath,
      ['test/stand-in/server.mjs', '--port', String(standInPort)],
      {
        name: 'stand-in provider',
        url: `${standInUrl}/health`,
        env: siteEnv,
        logFile: path.join(logDir, 'stand-in.log'),
      },
    );
    servers.push(standIn);
    if (build || !existsSync(path.join(distDir, 'BUILD_ID'))) {
      if (!process.env.NEXT_TSCONFIG) await writeIfChanged(tsconfig, '{ "extends": "../tsconfig.json" }\n');
      console.log(`\n▶ next build (site, into ${distDir})`);
      await execa(process.execPath, [NEXT_BIN, 'build'], { env: siteEnv, stdio: 'inherit' });
    }
    const databaseUrl = process.env.DATABASE_URL;
    let database = databaseUrl;
    if (!database) {
      // The embedded database as `npm run demo` runs it, in its own process.
      const port = await getPort();
      const dataDir = path.join('.bench', name, 'database');
      servers.push(
        await startServer(
          process.execPath,
          ['scripts/pglite-server.mjs', '--dir', dataDir, '--port', String(port)],
          {
            name: 'PGlite',
            url: `tcp:127.0.0.1:${port}`,
            logFile: path.join(logDir, 'pglite.log'),
          },
        ),
      );
      database = `postgresql://postgres@127.0.0.1:${port}/postgres?connection_limit=1`;
    }
    // A year of USD -> NGN history (the stand-in's 1,500), so the pair pages are measured with their full chart.
    await storeHistoryDays(database, { from: 'USD', to: 'NGN', rate: 1500, days: 364 });
    const started = sites.map(async ({ port, env }) => {
      servers.push(
        await startServer(process.execPath, [NEXT_BIN, 'start', '-p', String(port)], {
          name: `site on ${port}`,
          url: `http://localhost:${port}/`,
          env: { ...siteEnv, DATABASE_URL: database, ...env },
          logFile: path.join(logDir, `site-${port}.log`),
        }),
      );
    });
    await Promise.all(started);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
