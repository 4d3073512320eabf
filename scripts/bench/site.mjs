// What both benchmarks serve: the site built with the browser tests' environment (scripts/test-env.mjs: the stand-in
// provider and reviews, the sentinel key) into a folder of its own, so the e2e build in .next is left alone.
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { startPgliteServer } from '../pglite-server.mjs';
import { runStep, startServer, waitForHttp } from '../processes.mjs';
import { appEnv } from '../test-env.mjs';
import { writeIfChanged } from './floor.mjs';

const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
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
    const standIn = startServer(
      'stand-in provider',
      process.execPath,
      ['scripts/stand-in-provider.mjs', '--port', String(standInPort)],
      { env: siteEnv, logFile: path.join(logDir, 'stand-in.log') },
    );
    servers.push(standIn);
    await waitForHttp(standIn, `${standInUrl}/health`);
    if (build || !existsSync(path.join(distDir, 'BUILD_ID'))) {
      if (!process.env.NEXT_TSCONFIG) await writeIfChanged(tsconfig, '{ "extends": "../tsconfig.json" }\n');
      console.log(`\n▶ next build (site, into ${distDir})`);
      await runStep('next build (site)', process.execPath, [nextBin, 'build'], { env: siteEnv });
    }
    const databaseUrl = process.env.DATABASE_URL;
    const database = databaseUrl
      ? { url: databaseUrl, stop: async () => {} }
      : await startPgliteServer({ dataDir: path.join('.bench', name, 'database') });
    servers.push(database);
    const started = sites.map(({ port, env }) => {
      const server = startServer(
        `site on ${port}`,
        process.execPath,
        [nextBin, 'start', '-p', String(port)],
        {
          env: { ...siteEnv, DATABASE_URL: database.url, ...env },
          logFile: path.join(logDir, `site-${port}.log`),
        },
      );
      servers.push(server);
      return waitForHttp(server, `http://localhost:${port}/`);
    });
    await Promise.all(started);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
